import { awardPoints, cardRatings, cardWinPairs, type Executor, matchResults } from '@app/db';
import {
  type GameMode,
  isAborted,
  type MatchState,
  type PlayerSlot,
  RATING_START,
  RATING_START_RD,
  RATING_START_VOLATILITY,
  rewardPoints,
} from '@app/game-rules';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Glicko, rateMatch } from './glicko.ts';

// What the end of a match settles, in the transaction that saves its last step (so it happens exactly when
// the match ends, once: a retried or stale last step saves nothing and settles nothing): both players'
// ratings, their results for the history, and the winner's point (at most one a day for the same pair).

export type MatchResult = 'win' | 'loss' | 'draw' | 'aborted';

export interface PlayerSettlement {
  userId: number;
  result: MatchResult;
  ratingBefore: number;
  ratingAfter: number;
  /** Points this match paid the player (0 unless they won a rated match and the pair's daily point was free). */
  points: number;
}

export interface Settlement {
  aborted: boolean;
  players: Record<PlayerSlot, PlayerSettlement>;
}

export interface SettledMatch {
  id: string;
  mode: GameMode;
  playerAId: number;
  playerBId: number;
}

export const WIN_POINTS_REASON = 'card_game_win';

const START: Glicko = { rating: RATING_START, rd: RATING_START_RD, volatility: RATING_START_VOLATILITY };

/** Both players' ratings in the mode, locked until the transaction ends (a member without one starts). */
async function lockRatings(tx: Executor, mode: GameMode, userIds: number[]) {
  await tx
    .insert(cardRatings)
    .values(userIds.map((userId) => ({ userId, mode, ...START })))
    .onConflictDoNothing();
  // Locked in member order: two matches ending at once for a shared player never wait on each other crosswise.
  const rows = await tx
    .select()
    .from(cardRatings)
    .where(and(eq(cardRatings.mode, mode), inArray(cardRatings.userId, userIds)))
    .orderBy(asc(cardRatings.userId))
    .for('update');
  return new Map(rows.map((row) => [row.userId, row]));
}

const resultOf = (state: MatchState, slot: PlayerSlot, aborted: boolean): MatchResult => {
  if (aborted) return 'aborted';
  if (state.winner === null) return 'draw';
  return state.winner === slot ? 'win' : 'loss';
};

const SCORE: Record<MatchResult, number> = { win: 1, draw: 0.5, loss: 0, aborted: 0 };

/** Pays the winner's point unless this pair has had its point today (UTC), whoever won it. */
async function payWinner(tx: Executor, match: SettledMatch, state: MatchState, winnerId: number) {
  const amount = rewardPoints(state, state.winner as PlayerSlot);
  const [low, high] = [match.playerAId, match.playerBId].sort((x, y) => x - y) as [number, number];
  const first = await tx
    .insert(cardWinPairs)
    .values({ userLow: low, userHigh: high, day: sql`(now() at time zone 'utc')::date`, matchId: match.id })
    .onConflictDoNothing()
    .returning({ matchId: cardWinPairs.matchId });
  if (first.length === 0 || amount <= 0) return 0;
  const paid = await awardPoints(tx, {
    userId: winnerId,
    amount,
    reason: WIN_POINTS_REASON,
    reference: `match:${match.id}`,
  });
  return paid ? amount : 0;
}

/**
 * Settles a match that has just ended: run in the transaction that saved its last step. An aborted match
 * (see isAborted) changes no rating and pays nothing; it is still in both players' histories.
 */
export async function settleMatch(tx: Executor, match: SettledMatch, state: MatchState): Promise<Settlement> {
  const aborted = isAborted(state);
  const ids: Record<PlayerSlot, number> = { player_a: match.playerAId, player_b: match.playerBId };
  const held = await lockRatings(tx, match.mode, [match.playerAId, match.playerBId]);
  const before = (slot: PlayerSlot) => held.get(ids[slot]) ?? { ...START, games: 0, wins: 0 };
  const results = {
    player_a: resultOf(state, 'player_a', aborted),
    player_b: resultOf(state, 'player_b', aborted),
  };
  const after = aborted
    ? { player_a: before('player_a'), player_b: before('player_b') }
    : (([a, b]) => ({ player_a: a, player_b: b }))(
        rateMatch(before('player_a'), before('player_b'), SCORE[results.player_a]),
      );
  const winnerId = state.winner && !aborted ? ids[state.winner] : null;
  const points = winnerId === null ? 0 : await payWinner(tx, match, state, winnerId);
  const players = {} as Record<PlayerSlot, PlayerSettlement>;
  for (const slot of ['player_a', 'player_b'] as const) {
    const rated = after[slot];
    if (!aborted) {
      await tx
        .update(cardRatings)
        .set({
          rating: rated.rating,
          rd: rated.rd,
          volatility: rated.volatility,
          games: sql`${cardRatings.games} + 1`,
          wins: sql`${cardRatings.wins} + ${results[slot] === 'win' ? 1 : 0}`,
        })
        .where(and(eq(cardRatings.userId, ids[slot]), eq(cardRatings.mode, match.mode)));
    }
    players[slot] = {
      userId: ids[slot],
      result: results[slot],
      ratingBefore: before(slot).rating,
      ratingAfter: rated.rating,
      points: ids[slot] === winnerId ? points : 0,
    };
  }
  // A stale last step (its match already settled) finds the rows there, and is rolled back after.
  await tx
    .insert(matchResults)
    .values(
      (['player_a', 'player_b'] as const).map((slot) => ({
        matchId: match.id,
        userId: ids[slot],
        opponentId: ids[slot === 'player_a' ? 'player_b' : 'player_a'],
        mode: match.mode,
        result: results[slot],
        ratingBefore: players[slot].ratingBefore,
        ratingAfter: players[slot].ratingAfter,
        rdAfter: after[slot].rd,
      })),
    )
    .onConflictDoNothing();
  return { aborted, players };
}

/** A "match ended" note says the points the match paid its reader (the daily pair cap or an abort may pay none). */
export function withPointsPaid<
  Note extends { user_id: number; kind: string; detail: Record<string, unknown> | null },
>(note: Note, settlement: Settlement): Note {
  if (note.kind !== 'match_ended') return note;
  const paid = Object.values(settlement.players).find((player) => player.userId === note.user_id);
  return { ...note, detail: { ...note.detail, points: paid?.points ?? 0 } };
}
