import type { ActiveGame } from '@app/contracts';
import {
  type AppDatabase,
  blocks,
  cardRatings,
  decks,
  type Executor,
  matches,
  matchQueue,
  users,
} from '@app/db';
import { type GameMode, MAX_ASYNC_GAMES, MAX_BLITZ_GAMES, RATING_START, STARTER_DECK } from '@app/game-rules';
import type { Member } from '@app/platform';
import { and, asc, count, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { noteFor, writeCardNotes } from './match-notes.ts';
import { type LoadedMatch, slotOf } from './match-repository.ts';
import type { MatchService } from './match-service.ts';
import { choosePairs, pairKey } from './pairing.ts';

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

/** The members waiting in a mode's queue (the longest waits first), with their ratings and waits. */
async function waitersOf(tx: Executor, mode: GameMode) {
  return (
    tx
      .select({
        userId: matchQueue.userId,
        username: users.username,
        rating: sql<number>`coalesce(${cardRatings.rating}, ${RATING_START})`.mapWith(Number),
        // The database's clock, which every process shares.
        waitedMs: sql<number>`extract(epoch from now() - ${matchQueue.joinedAt}) * 1000`.mapWith(Number),
      })
      .from(matchQueue)
      .innerJoin(users, eq(users.id, matchQueue.userId))
      .leftJoin(cardRatings, and(eq(cardRatings.userId, matchQueue.userId), eq(cardRatings.mode, mode)))
      .where(and(eq(matchQueue.mode, mode), isNull(matchQueue.matchId)))
      .orderBy(asc(matchQueue.joinedAt))
      .limit(PAIRING_POOL)
      // Another process pairing this queue at the same moment takes other waiters, never the same ones.
      .for('update', { of: matchQueue, skipLocked: true })
  );
}

/** The pairs among `ids` that must never play: either blocked the other. */
async function blockedPairs(tx: Executor, ids: number[]) {
  if (ids.length < 2) return new Set<string>();
  const rows = await tx
    .select({ blocker: blocks.blockerId, blocked: blocks.blockedId })
    .from(blocks)
    .where(and(inArray(blocks.blockerId, ids), inArray(blocks.blockedId, ids)));
  return new Set(rows.map((row) => pairKey(row.blocker, row.blocked)));
}

/** How many of a queue's longest waiters one pairing considers. */
const PAIRING_POOL = 200;

/**
 * Pairs the members waiting in a mode's queue (pairing.ts decides who plays whom) and creates their matches in
 * the caller's transaction: each waiter's row keeps its match id until they are told. The one who waited longer
 * plays as player A. A waiter other than `present` (the member whose own request this is) may be long gone from
 * an async queue: they are told by a notification. Answers the matches created (schedule their deadlines once
 * the transaction has committed).
 */
async function pairWaitingIn(tx: Executor, matchService: MatchService, mode: GameMode, present?: number) {
  const waiters = await waitersOf(tx, mode);
  const pairs = choosePairs(
    mode,
    waiters,
    await blockedPairs(
      tx,
      waiters.map((waiter) => waiter.userId),
    ),
  );
  const created: LoadedMatch[] = [];
  for (const [older, newer] of pairs) {
    const match = await matchService.create(
      mode,
      { id: older.userId, username: older.username, deck: await activeDeck(tx, older.userId) },
      { id: newer.userId, username: newer.username, deck: await activeDeck(tx, newer.userId) },
      tx,
    );
    if (mode === 'async') {
      const away = (['player_a', 'player_b'] as const).filter((slot) => slotOf(match, present ?? 0) !== slot);
      await writeCardNotes(
        tx,
        away.map((slot) => noteFor(match, slot, 'match_found', '0', null)),
      );
    }
    await tx
      .update(matchQueue)
      .set({ matchId: match.id })
      .where(and(eq(matchQueue.mode, mode), inArray(matchQueue.userId, [older.userId, newer.userId])));
    created.push(match);
  }
  return created;
}

/**
 * Pairs whoever can be paired in both queues: the lobby runs it every second, so a waiter's widening window
 * finds them an opponent without anyone new joining. `waiting` is the queues' status as the caller has just read
 * it (read here otherwise). Answers how many matches it created.
 */
export async function pairQueues(db: AppDatabase, matchService: MatchService, waiting?: QueueStatus) {
  // Every lobby of every process asks each second, and queues are mostly empty or hold one waiter: one plain
  // read says which queues could pair at all, so an idle lobby opens no transaction and locks nothing.
  const counts = waiting ?? (await queueStatus(db));
  const ready = (Object.keys(STATUS_KEY) as GameMode[]).filter((mode) => counts[STATUS_KEY[mode]] >= 2);
  let paired = 0;
  for (const mode of ready) {
    const created = await db.transaction((tx) => pairWaitingIn(tx, matchService, mode));
    for (const match of created) matchService.scheduleTurnDeadline(match);
    paired += created.length;
  }
  return paired;
}

/**
 * Puts a member in a mode's queue and pairs the queue (the closest ratings, never themselves, nor anyone either
 * of them has blocked). Calling it again while waiting is how polling clients learn their match (and pairs
 * again, with their window wider): the waiting row keeps the match id until its member asks.
 */
export async function joinQueue(db: AppDatabase, matchService: MatchService, member: Member, mode: GameMode) {
  let created: LoadedMatch[] = [];
  const result = await db.transaction(async (tx): Promise<JoinResult> => {
    // One member's joins (two tabs, retries) happen one at a time.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, member.id)).for('update');
    const mine = and(eq(matchQueue.userId, member.id), eq(matchQueue.mode, mode));
    const [waiting] = await tx.select().from(matchQueue).where(mine);
    if (waiting?.matchId) {
      await tx.delete(matchQueue).where(mine);
      // A match found while the member was away may be over by now; then they queue afresh.
      const [found] = await tx
        .select({ status: matches.status })
        .from(matches)
        .where(eq(matches.id, waiting.matchId));
      if (found?.status === 'in_progress') return { status: 'matched', matchId: waiting.matchId };
    }
    if (!waiting || waiting.matchId) {
      const limit = LIMITS[mode];
      if ((await activeMatchCount(tx, member.id, mode)) >= limit.max) throw new QueueRefusal(limit.message);
      await tx.insert(matchQueue).values({ userId: member.id, mode }).onConflictDoNothing();
    }
    created = await pairWaitingIn(tx, matchService, mode, member.id);
    const [now] = await tx.select({ matchId: matchQueue.matchId }).from(matchQueue).where(mine);
    if (!now?.matchId) return { status: 'waiting' };
    await tx.delete(matchQueue).where(mine);
    return { status: 'matched', matchId: now.matchId };
  });
  for (const match of created) matchService.scheduleTurnDeadline(match);
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

/** Where each mode's count of waiting members stands in the queues' status. */
const STATUS_KEY = { blitz: 'blitzQueue', async: 'asyncQueue' } as const satisfies Record<GameMode, string>;

/** How many members wait (not yet paired) in each mode's queue. */
export type QueueStatus = { [Mode in GameMode as (typeof STATUS_KEY)[Mode]]: number };

export async function queueStatus(db: Executor): Promise<QueueStatus> {
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

/** The member in whose turn a match is. */
export const playerToMove = sql<number>`(case when ${matches.currentTurn} = 'player_a' then ${matches.playerAId} else ${matches.playerBId} end)`;

/**
 * The lobby's list of a member's games in progress (spec's active game list item): the ones waiting on their
 * move first, then by deadline.
 */
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
    .orderBy(sql`${playerToMove} = ${userId} desc`, asc(matches.turnDeadline));
  return rows.map((row) => ({ ...row, turn_deadline: row.turn_deadline.toISOString() }));
}
