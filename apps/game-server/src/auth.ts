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

/** The verified claims of a bearer token (signature, expiry, pinned algorithm), or null. */
function claimsVerifier(secret: string) {
  const verify = createVerifier({ key: secret, algorithms: [JWT_ALGORITHM] });
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
  return async (token: string | undefined): Promise<Member | null> => {
    const claims = claimsOf(token);
    return claims ? findMemberForToken(database, claims) : null;
  };
}

export interface MatchSeat {
  member: Member;
  /** The match's players, or null when there is no such match. */
  match: { playerAId: number; playerBId: number } | null;
}

/**
 * Resolves a bearer token and a match id together, for a join: the member
 * (checked as by createTokenAuthenticator) and the match's players, in one
 * round trip. Null when the token does not log anyone in.
 */
export function createSeatAuthenticator(database: Database, secret: string) {
  const claimsOf = claimsVerifier(secret);
  return async (token: string | undefined, matchId: string): Promise<MatchSeat | null> => {
    const claims = claimsOf(token);
    const userId = claims ? memberIdOf(claims) : null;
    if (!claims || userId === null) return null;
    const [row] = await database.executePrepared(SEAT_FOR_TOKEN, [userId, claims.jti, matchId]);
    if (!row) return null;
    const { playerAId, playerBId, ...member } = row as unknown as Member & {
      playerAId: number | null;
      playerBId: number | null;
    };
    return {
      member,
      match: playerAId === null || playerBId === null ? null : { playerAId, playerBId },
    };
  };
}

// These run for every join and every authenticated request: one prepared round trip each.
const MEMBER_COLUMNS = 'u.id, u.username, u.display_name as "displayName", u.is_admin as "isAdmin"';
const LIVE_TOKEN = 'u.id = $1::int and not exists (select 1 from revoked_tokens where jti = $2::text)';
const MEMBER_FOR_TOKEN = `select ${MEMBER_COLUMNS} from users u where ${LIVE_TOKEN}`;
const SEAT_FOR_TOKEN = `
  select ${MEMBER_COLUMNS}, m.player_a_id as "playerAId", m.player_b_id as "playerBId"
  from users u left join matches m on m.id = $3::text
  where ${LIVE_TOKEN}`;

const memberIdOf = (claims: Pick<TokenClaims, 'sub' | 'jti'>) => {
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
