import type { LiveMatch } from '@app/contracts';
import type { Database } from '@app/db';
import { type GameMode, RATING_START } from '@app/game-rules';

/** The few Redis hash commands the tally uses (ioredis' signatures), so this package needs no Redis client. */
export interface RedisHashes {
  hset(key: string, field: string, value: string | number): Promise<unknown>;
  hdel(key: string, field: string): Promise<unknown>;
  hmget(key: string, ...fields: string[]): Promise<(string | null)[]>;
}

/**
 * How many spectators each match room has now, written by the room that hosts the match and read by the
 * live list. Kept out of the database (it changes with every spectator who comes or goes and is worth
 * nothing after a restart): with Redis one hash every process shares, without it (one process: the API and
 * the game server together) this process's memory.
 */
export interface SpectatorTally {
  set(matchId: string, spectators: number): Promise<void>;
  counts(matchIds: readonly string[]): Promise<number[]>;
}

const inThisProcess = new Map<string, number>();

/**
 * The hash's name under the game servers' Colyseus key prefix (`{REDIS_PREFIX}:colyseus:`): their Redis
 * connection adds that prefix itself, the API's plain one names the whole key.
 */
export const SPECTATOR_HASH = 'spectators';

/** `key`: the hash's whole name as `redis` sees it (see SPECTATOR_HASH). */
export function spectatorTally(redis?: RedisHashes, key = SPECTATOR_HASH): SpectatorTally {
  if (!redis) {
    return {
      async set(matchId, spectators) {
        if (spectators > 0) inThisProcess.set(matchId, spectators);
        else inThisProcess.delete(matchId);
      },
      async counts(matchIds) {
        return matchIds.map((id) => inThisProcess.get(id) ?? 0);
      },
    };
  }
  return {
    async set(matchId, spectators) {
      if (spectators > 0) await redis.hset(key, matchId, spectators);
      else await redis.hdel(key, matchId);
    },
    async counts(matchIds) {
      if (matchIds.length === 0) return [];
      return (await redis.hmget(key, ...matchIds)).map((count) => Number(count ?? 0));
    },
  };
}

// Matches in progress, newest first, with each player's rating in the match's mode (rounded; $3, the starting
// rating, for a member with none yet), without those of a player who blocked the viewer or whom the viewer
// blocked ($1: the viewer, or 0 for nobody).
const LIVE = `
  select m.id, m.mode, m.turn_count, m.player_a_id, a.username as player_a_username,
    round(coalesce(ra.rating, $3::float8)) as player_a_rating,
    m.player_b_id, b.username as player_b_username, round(coalesce(rb.rating, $3::float8)) as player_b_rating
  from matches m
  join users a on a.id = m.player_a_id
  join users b on b.id = m.player_b_id
  left join card_ratings ra on ra.user_id = m.player_a_id and ra.mode = m.mode
  left join card_ratings rb on rb.user_id = m.player_b_id and rb.mode = m.mode
  where m.status = 'in_progress'
    and not exists (
      select 1 from blocks x
      where (x.blocker_id = $1::int and x.blocked_id in (m.player_a_id, m.player_b_id))
         or (x.blocked_id = $1::int and x.blocker_id in (m.player_a_id, m.player_b_id)))
  order by m.created_at desc, m.id
  limit $2::int`;

/** The live list: matches being played now that the viewer may watch, with their players and spectators. */
export async function liveMatches(
  database: Database,
  tally: SpectatorTally,
  viewerId: number | null,
  limit = 50,
): Promise<LiveMatch[]> {
  const rows = await database.executePrepared(LIVE, [viewerId ?? 0, limit, RATING_START]);
  const spectators = await tally.counts(rows.map((row) => String(row.id)));
  const player = (row: Record<string, unknown>, slot: 'a' | 'b') => ({
    id: Number(row[`player_${slot}_id`]),
    username: String(row[`player_${slot}_username`]),
    rating: Number(row[`player_${slot}_rating`]),
  });
  return rows.map((row, index) => ({
    id: String(row.id),
    game_mode: row.mode as GameMode,
    player_a: player(row, 'a'),
    player_b: player(row, 'b'),
    turn_count: Number(row.turn_count),
    spectators: spectators[index] ?? 0,
  }));
}
