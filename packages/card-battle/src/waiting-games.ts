import { type Executor, matches } from '@app/db';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { playerToMove } from './queue.ts';

/** How many of the member's async games in progress wait on their move (the header's badge). */
export async function gamesWaitingCount(db: Executor, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(matches)
    .where(and(eq(matches.status, 'in_progress'), eq(matches.mode, 'async'), eq(playerToMove, userId)));
  return row?.n ?? 0;
}

/** An async game waiting on a member's move, as the daily digest lists it. */
export interface WaitingGame {
  userId: number;
  matchId: string;
  opponent: string;
  deadline: Date;
  /** When the turn began (its deadline less the match's turn length). */
  turnStartedAt: Date;
}

/**
 * Every async game in progress waiting on its player's move, of the members of whom at least one has waited
 * longer than `minWaitMs` (read when the digest is made: a turn played since is not listed).
 */
export async function gamesWaitingLongerThan(db: Executor, minWaitMs: number, now = Date.now()) {
  const opponentId = sql`(case when ${matches.currentTurn} = 'player_a' then ${matches.playerBId} else ${matches.playerAId} end)`;
  const rows = await db
    .select({
      userId: playerToMove,
      matchId: matches.id,
      opponent: sql<string>`(select username from users where id = ${opponentId})`,
      deadline: matches.turnDeadline,
      turnSeconds: sql<number>`(${matches.state}->>'turnTimerSeconds')::int`,
    })
    .from(matches)
    .where(and(eq(matches.status, 'in_progress'), eq(matches.mode, 'async')))
    .orderBy(asc(matches.turnDeadline));
  const games: WaitingGame[] = rows.map((row) => ({
    userId: Number(row.userId),
    matchId: row.matchId,
    opponent: row.opponent,
    deadline: row.deadline,
    turnStartedAt: new Date(row.deadline.getTime() - Number(row.turnSeconds) * 1000),
  }));
  const waitedLong = new Set(
    games.filter((game) => now - game.turnStartedAt.getTime() > minWaitMs).map((game) => game.userId),
  );
  return games.filter((game) => waitedLong.has(game.userId));
}
