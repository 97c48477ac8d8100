import type { Database } from '@app/db';
import { createVerifier } from 'fast-jwt';

export interface TokenClaims {
  sub: string;
  jti: string;
  exp: number;
}

export interface Member {
  id: number;
  username: string;
  displayName: string | null;
  isAdmin: boolean;
}

/** A member as a token logs them in; `tokenId` (the token's jti) names that login, which logout ends. */
export interface SignedInMember extends Member {
  tokenId: string;
}

export const JWT_ALGORITHM = 'HS256';

/**
 * What a token must carry to be believed, whatever its signature: an expiry (a token without one would never
 * end), its member and its login's id.
 */
export const REQUIRED_CLAIMS = ['exp', 'sub', 'jti'];

/** The verified claims of a bearer token (signature, expiry, pinned algorithm), or null. */
export function claimsVerifier(secret: string) {
  const verify = createVerifier({
    key: secret,
    algorithms: [JWT_ALGORITHM],
    requiredClaims: REQUIRED_CLAIMS,
  });
  return (token: string | undefined): TokenClaims | null => {
    if (!token) return null;
    try {
      return verify(token) as TokenClaims;
    } catch {
      return null;
    }
  };
}

/**
 * Resolves a bearer token to the member it belongs to, or null. The signature
 * and expiry are checked with the algorithm pinned, then the database confirms
 * the member still exists and the token was not ended by logout.
 */
export function createTokenAuthenticator(database: Database, secret: string) {
  const claimsOf = claimsVerifier(secret);
  return async (token: string | undefined): Promise<SignedInMember | null> => {
    const claims = claimsOf(token);
    const member = claims ? await findMemberForToken(database, claims) : null;
    return member && claims ? { ...member, tokenId: claims.jti } : null;
  };
}

// These run for every join and every authenticated request: one prepared round trip each.
/** The columns of a Member, read from `users u`. */
export const MEMBER_COLUMNS = 'u.id, u.username, u.display_name as "displayName", u.is_admin as "isAdmin"';
/** The member is $1 and the token id $2 was not ended by logout. */
export const LIVE_TOKEN = 'u.id = $1::int and not exists (select 1 from revoked_tokens where jti = $2::text)';
const MEMBER_FOR_TOKEN = `select ${MEMBER_COLUMNS} from users u where ${LIVE_TOKEN}`;

/** The member id a token's subject names, or null when the claims are not ours. */
export const memberIdOf = (claims: Pick<TokenClaims, 'sub' | 'jti'>) => {
  const userId = Number(claims.sub);
  return Number.isSafeInteger(userId) && typeof claims.jti === 'string' ? userId : null;
};

export async function findMemberForToken(
  database: Database,
  claims: Pick<TokenClaims, 'sub' | 'jti'>,
): Promise<Member | null> {
  const userId = memberIdOf(claims);
  if (userId === null) return null;
  const [member] = await database.executePrepared(MEMBER_FOR_TOKEN, [userId, claims.jti]);
  return (member as Member | undefined) ?? null;
}
