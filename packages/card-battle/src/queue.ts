import type { ActiveGame } from '@app/contracts';
import { type AppDatabase, blocks, decks, type Executor, matches, matchQueue, users } from '@app/db';
import { type GameMode, MAX_ASYNC_GAMES, MAX_BLITZ_GAMES, STARTER_DECK } from '@app/game-rules';
import type { Member } from '@app/platform';
import { and, asc, count, eq, inArray, isNotNull, isNull, ne, notExists, or, sql } from 'drizzle-orm';
import type { LoadedMatch } from './match-repository.ts';
import type { MatchService } from './match-service.ts';

export type JoinResult = { status: 'waiting' } | { status: 'matched'; matchId: string };

export class QueueRefusal extends Error {}

export const QUEUE_MESSAGES = {
  blitzInProgress: 'You already have a blitz game in progress',
  maxAsync: 'Max 3 Async Games',
} as const;

const LIMITS: Record<GameMode, { max: number; message: string }> = {
  blitz: { max: MAX_BLITZ_GAMES, message: QUEUE_MESSAGES.blitzInProgress },
  async: { max: MAX_ASYNC_GAMES, message: QUEUE_MESSAGES.maxAsync },
};

const playsIn = (userId: number) => or(eq(matches.playerAId, userId), eq(matches.playerBId, userId));

async function activeMatchCount(db: Executor, userId: number, mode: GameMode) {
  const [row] = await db
    .select({ n: count() })
    .from(matches)
    .where(and(playsIn(userId), eq(matches.mode, mode), eq(matches.status, 'in_progress')));
  return row?.n ?? 0;
}

async function activeDeck(db: Executor, userId: number): Promise<readonly string[]> {
  const [deck] = await db
    .select({ cardIds: decks.cardIds })
    .from(decks)
    .where(and(eq(decks.userId, userId), eq(decks.isActive, true)));
  return deck?.cardIds ?? STARTER_DECK;
}

/**
 * Puts a member in a mode's queue, or pairs them with the member who has
 * waited longest (never themselves, nor anyone either of them has blocked). Calling it again while waiting is how
 * polling clients learn their match: the waiting row keeps the match id until
 * its member asks.
 */
export async function joinQueue(db: AppDatabase, matchService: MatchService, member: Member, mode: GameMode) {
  let created: LoadedMatch | undefined;
  const result = await db.transaction(async (tx): Promise<JoinResult> => {
    // One member's joins (two tabs, retries) happen one at a time.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, member.id)).for('update');
    const [mine] = await tx
      .select()
      .from(matchQueue)
      .where(and(eq(matchQueue.userId, member.id), eq(matchQueue.mode, mode)));
    if (mine?.matchId) {
      await tx.delete(matchQueue).where(and(eq(matchQueue.userId, member.id), eq(matchQueue.mode, mode)));
      // A match found while the member was away may be over by now; then they queue afresh.
      const [found] = await tx
        .select({ status: matches.status })
        .from(matches)
        .where(eq(matches.id, mine.matchId));
      if (found?.status === 'in_progress') return { status: 'matched', matchId: mine.matchId };
    } else if (mine) {
      return { status: 'waiting' };
    }

    const limit = LIMITS[mode];
    if ((await activeMatchCount(tx, member.id, mode)) >= limit.max) throw new QueueRefusal(limit.message);

    const [opponent] = await tx
      .select({ userId: matchQueue.userId, username: users.username })
      .from(matchQueue)
      .innerJoin(users, eq(users.id, matchQueue.userId))
      .where(
        and(
          eq(matchQueue.mode, mode),
          isNull(matchQueue.matchId),
          ne(matchQueue.userId, member.id),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(blocks)
              .where(
                or(
                  and(eq(blocks.blockerId, member.id), eq(blocks.blockedId, matchQueue.userId)),
                  and(eq(blocks.blockerId, matchQueue.userId), eq(blocks.blockedId, member.id)),
                ),
              ),
          ),
        ),
      )
      .orderBy(asc(matchQueue.joinedAt))
      .limit(1)
      .for('update', { of: matchQueue, skipLocked: true });
    if (!opponent) {
      await tx.insert(matchQueue).values({ userId: member.id, mode }).onConflictDoNothing();
      return { status: 'waiting' };
    }
    // The one who waited plays as player A.
    created = await matchService.create(
      mode,
      { id: opponent.userId, username: opponent.username, deck: await activeDeck(tx, opponent.userId) },
      { id: member.id, username: member.username, deck: await activeDeck(tx, member.id) },
      tx,
    );
    await tx
      .update(matchQueue)
      .set({ matchId: created.id })
      .where(and(eq(matchQueue.userId, opponent.userId), eq(matchQueue.mode, mode)));
    return { status: 'matched', matchId: created.id };
  });
  if (created) matchService.scheduleTurnDeadline(created);
  return result;
}

export async function leaveQueue(db: AppDatabase, userId: number, mode?: GameMode) {
  await db
    .delete(matchQueue)
    .where(
      and(
        eq(matchQueue.userId, userId),
        isNull(matchQueue.matchId),
        mode ? eq(matchQueue.mode, mode) : undefined,
      ),
    );
}

export async function queueStatus(db: Executor) {
  const rows = await db
    .select({ mode: matchQueue.mode, n: count() })
    .from(matchQueue)
    .where(isNull(matchQueue.matchId))
    .groupBy(matchQueue.mode);
  const of = (mode: GameMode) => rows.find((row) => row.mode === mode)?.n ?? 0;
  return { blitzQueue: of('blitz'), asyncQueue: of('async') };
}

/** Matches found for these waiting members that they have not been told about yet (and are still on). */
export async function pendingMatches(db: Executor, userIds: number[]) {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({
      userId: matchQueue.userId,
      mode: matchQueue.mode,
      matchId: matchQueue.matchId,
      status: matches.status,
    })
    .from(matchQueue)
    .innerJoin(matches, eq(matches.id, matchQueue.matchId))
    .where(and(inArray(matchQueue.userId, userIds), isNotNull(matchQueue.matchId)));
  const over = rows.filter((row) => row.status !== 'in_progress');
  for (const row of over) {
    await db.delete(matchQueue).where(and(eq(matchQueue.userId, row.userId), eq(matchQueue.mode, row.mode)));
  }
  return rows.filter((row) => row.status === 'in_progress');
}

/** The lobby's list of a member's games in progress (spec's active game list item). */
export async function activeGames(db: Executor, userId: number): Promise<ActiveGame[]> {
  const playerA = sql<string>`(select username from users where id = ${matches.playerAId})`;
  const playerB = sql<string>`(select username from users where id = ${matches.playerBId})`;
  const rows = await db
    .select({
      id: matches.id,
      game_mode: matches.mode,
      player_a: matches.playerAId,
      player_b: matches.playerBId,
      player_a_username: playerA,
      player_b_username: playerB,
      current_turn: matches.currentTurn,
      turn_deadline: matches.turnDeadline,
    })
    .from(matches)
    .where(and(playsIn(userId), eq(matches.status, 'in_progress')))
    .orderBy(asc(matches.turnDeadline));
  return rows.map((row) => ({ ...row, turn_deadline: row.turn_deadline.toISOString() }));
}
