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

export const JWT_ALGORITHM = 'HS256';

/**
 * Resolves a bearer token to the member it belongs to, or null. The signature
 * and expiry are checked with the algorithm pinned, then the database confirms
 * the member still exists and the token was not ended by logout.
 */
export function createTokenAuthenticator(database: Database, secret: string) {
  const verify = createVerifier({ key: secret, algorithms: [JWT_ALGORITHM] });
  return async (token: string | undefined): Promise<Member | null> => {
    if (!token) return null;
    let claims: TokenClaims;
    try {
      claims = verify(token) as TokenClaims;
    } catch {
      return null;
    }
    return findMemberForToken(database, claims);
  };
}

// Runs for every join and every authenticated request: one prepared round trip.
const MEMBER_FOR_TOKEN = `
  select id, username, display_name as "displayName", is_admin as "isAdmin"
  from users
  where id = $1::int and not exists (select 1 from revoked_tokens where jti = $2::text)`;

export async function findMemberForToken(
  database: Database,
  claims: Pick<TokenClaims, 'sub' | 'jti'>,
): Promise<Member | null> {
  const userId = Number(claims.sub);
  if (!Number.isSafeInteger(userId) || typeof claims.jti !== 'string') return null;
  const [member] = await database.executePrepared(MEMBER_FOR_TOKEN, [userId, claims.jti]);
  return (member as Member | undefined) ?? null;
}
