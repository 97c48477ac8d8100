import type { Database } from '@app/db';
import {
  claimsVerifier,
  LIVE_TOKEN,
  MEMBER_COLUMNS,
  type Member,
  memberIdOf,
  type SignedInMember,
} from '@app/platform';

export interface MatchSeat {
  member: SignedInMember;
  /** The match's players, or null when there is no such match. */
  match: { playerAId: number; playerBId: number } | null;
}

// Runs for every join: the member and the match's players in one prepared round trip.
const SEAT_FOR_TOKEN = `
  select ${MEMBER_COLUMNS}, m.player_a_id as "playerAId", m.player_b_id as "playerBId"
  from users u left join matches m on m.id = $3::text
  where ${LIVE_TOKEN}`;

/**
 * Resolves a bearer token and a match id together, for a join: the member
 * (checked as platform's createTokenAuthenticator does) and the match's
 * players. Null when the token does not log anyone in.
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
      member: { ...member, tokenId: claims.jti },
      match: playerAId === null || playerBId === null ? null : { playerAId, playerBId },
    };
  };
}

export interface SpectatorSeat {
  /** The match's players, or null when there is no such match. */
  match: { playerAId: number; playerBId: number } | null;
  /** Whether the viewer blocked either player, or either blocked them: then they may not watch. */
  blocked: boolean;
}

// The match's players and whether a block stands between the viewer ($2, 0 for a visitor) and either.
const SPECTATOR_SEAT = `
  select m.player_a_id as "playerAId", m.player_b_id as "playerBId",
    exists (
      select 1 from blocks x
      where (x.blocker_id = $2::int and x.blocked_id in (m.player_a_id, m.player_b_id))
         or (x.blocked_id = $2::int and x.blocker_id in (m.player_a_id, m.player_b_id))) as blocked
  from matches m
  where m.id = $1::text`;

/** For a spectator's join: the match's players and whether the viewer (a member's id, or null) may watch. */
export async function spectatorSeat(
  database: Database,
  matchId: string,
  viewerId: number | null,
): Promise<SpectatorSeat> {
  const [row] = await database.executePrepared(SPECTATOR_SEAT, [matchId, viewerId ?? 0]);
  if (!row) return { match: null, blocked: false };
  return {
    match: { playerAId: Number(row.playerAId), playerBId: Number(row.playerBId) },
    blocked: row.blocked === true,
  };
}
