import type { AdminSystemAnswer } from '@app/contracts';
import { type AppDatabase, gameServerLeases, matches, matchQueue, matchRoomClaims, users } from '@app/db';
import type { JobRunner } from '@app/jobs';
import { and, asc, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';

// System: the job queue and the live card-game rooms.

/** Most live rooms listed (the count of players covers them all). */
const ROOMS_SHOWN = 100;

async function queueReport(jobs: JobRunner): Promise<Pick<AdminSystemAnswer, 'queue' | 'queue_error'>> {
  try {
    const report = await jobs.inspect({ failedLimit: 50 });
    return {
      queue: {
        kind: jobs.kind,
        counts: report.counts,
        failed: report.failed.map((job) => ({
          id: job.id,
          name: job.name,
          reason: job.reason,
          attempts: job.attempts,
          failed_at: job.failedAt?.toISOString() ?? null,
        })),
        repeating: report.repeating.map((job) => ({
          name: job.name,
          every_ms: job.everyMs,
          next: job.next?.toISOString() ?? null,
        })),
      },
      queue_error: null,
    };
  } catch (error) {
    // Redis away: the rest of the page still answers (the health check names the outage too).
    return { queue: null, queue_error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * What runs now: the job queue, and the card-game rooms a game server holds open (a match in progress claimed
 * by a process whose lease is current), read from the app's own tables so every API process answers the same.
 */
export async function systemReport(db: AppDatabase, jobs: JobRunner): Promise<AdminSystemAnswer> {
  const live = and(eq(matches.status, 'in_progress'), gt(gameServerLeases.leaseUntil, sql`now()`));
  const [queue, rooms, [inRooms], [waiting]] = await Promise.all([
    queueReport(jobs),
    db
      .select({
        id: matches.id,
        mode: matches.mode,
        turnCount: matches.turnCount,
        currentTurn: matches.currentTurn,
        playerAId: matches.playerAId,
        playerBId: matches.playerBId,
        turnDeadline: matches.turnDeadline,
        owner: matchRoomClaims.owner,
        leaseUntil: gameServerLeases.leaseUntil,
      })
      .from(matches)
      .innerJoin(matchRoomClaims, eq(matchRoomClaims.matchId, matches.id))
      .innerJoin(gameServerLeases, eq(gameServerLeases.owner, matchRoomClaims.owner))
      .where(live)
      .orderBy(asc(matches.turnDeadline))
      .limit(ROOMS_SHOWN),
    db
      .select({ n: count() })
      .from(matches)
      .innerJoin(matchRoomClaims, eq(matchRoomClaims.matchId, matches.id))
      .innerJoin(gameServerLeases, eq(gameServerLeases.owner, matchRoomClaims.owner))
      .where(live),
    db.select({ n: count() }).from(matchQueue).where(isNull(matchQueue.matchId)),
  ]);
  const ids = [...new Set(rooms.flatMap((room) => [room.playerAId, room.playerBId]))];
  const names = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .select({ id: users.id, username: users.username })
            .from(users)
            .where(inArray(users.id, ids))
        ).map((row) => [row.id, row.username]),
  );
  const player = (id: number) => ({ id, username: names.get(id) ?? `#${id}` });
  return {
    ...queue,
    rooms: rooms.map((room) => ({
      match_id: room.id,
      mode: room.mode,
      turn_count: room.turnCount,
      players: [player(room.playerAId), player(room.playerBId)],
      to_move: player(room.currentTurn === 'player_a' ? room.playerAId : room.playerBId).username,
      turn_deadline: room.turnDeadline.toISOString(),
      owner: room.owner,
      lease_until: room.leaseUntil.toISOString(),
    })),
    players: { in_rooms: 2 * (inRooms?.n ?? 0), waiting_in_queue: waiting?.n ?? 0 },
  };
}
