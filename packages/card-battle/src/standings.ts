import type { HistoryMatch, LeaderboardPlayer, MatchResultAnswer, ModeRating } from '@app/contracts';
import { cardRatings, type Executor, matches, matchResults, pageOf, users } from '@app/db';
import { type GameMode, PROVISIONAL_RD, RATING_START, RATING_START_RD } from '@app/game-rules';
import { and, desc, eq, lt, lte, sql } from 'drizzle-orm';
import { type MatchResult, WIN_POINTS_REASON } from './match-settlement.ts';

// What the ratings and results show: a member's ratings, their match history, the leaderboards and one
// match's result. Ratings go out rounded to whole points.

const round = (value: number | null) => (value === null ? null : Math.round(value));
const isProvisional = (rd: number) => rd > PROVISIONAL_RD;

const STARTING: ModeRating = {
  rating: RATING_START,
  rd: RATING_START_RD,
  provisional: true,
  games: 0,
  wins: 0,
};

/** A member's rating in each mode (the starting one where they have played no rated match). */
export async function memberRatings(db: Executor, userId: number): Promise<Record<GameMode, ModeRating>> {
  const rows = await db.select().from(cardRatings).where(eq(cardRatings.userId, userId));
  const of = (mode: GameMode): ModeRating => {
    const row = rows.find((candidate) => candidate.mode === mode);
    if (!row) return STARTING;
    const { rating, rd, games, wins } = row;
    return { rating: Math.round(rating), rd: Math.round(rd), provisional: isProvisional(rd), games, wins };
  };
  return { blitz: of('blitz'), async: of('async') };
}

/** A page of a member's finished matches, newest first, ending before `before` when given. */
export async function matchHistory(
  db: Executor,
  userId: number,
  { mode, before, limit }: { mode?: GameMode | undefined; before?: string | undefined; limit: number },
): Promise<{ matches: HistoryMatch[]; has_more: boolean }> {
  const rows = await db
    .select({
      id: matchResults.matchId,
      mode: matchResults.mode,
      opponentId: matchResults.opponentId,
      opponentName: users.username,
      result: matchResults.result,
      reason: matches.winReason,
      ratingBefore: matchResults.ratingBefore,
      ratingAfter: matchResults.ratingAfter,
      turns: matches.turnCount,
      endedAt: matchResults.endedAt,
    })
    .from(matchResults)
    .innerJoin(matches, eq(matches.id, matchResults.matchId))
    .innerJoin(users, eq(users.id, matchResults.opponentId))
    .where(
      and(
        eq(matchResults.userId, userId),
        mode ? eq(matchResults.mode, mode) : undefined,
        before ? lt(matchResults.endedAt, new Date(before)) : undefined,
      ),
    )
    .orderBy(desc(matchResults.endedAt), desc(matchResults.matchId))
    .limit(limit + 1);
  const page = pageOf(rows, limit);
  return {
    matches: page.items.map((row) => ({
      id: row.id,
      game_mode: row.mode,
      opponent: { id: row.opponentId, username: row.opponentName },
      result: row.result,
      reason: row.reason as HistoryMatch['reason'],
      rating_before: round(row.ratingBefore),
      rating_after: round(row.ratingAfter),
      turns: row.turns,
      ended_at: row.endedAt.toISOString(),
    })),
    has_more: page.has_more,
  };
}

/** The leaderboard of a mode: the top `limit` members by rating whose rating is no longer provisional. */
export async function ratingLeaderboard(
  db: Executor,
  mode: GameMode,
  limit = 100,
): Promise<LeaderboardPlayer[]> {
  const rows = await db
    .select({
      userId: cardRatings.userId,
      username: users.username,
      rating: cardRatings.rating,
      rd: cardRatings.rd,
      games: cardRatings.games,
      wins: cardRatings.wins,
    })
    .from(cardRatings)
    .innerJoin(users, eq(users.id, cardRatings.userId))
    .where(and(eq(cardRatings.mode, mode), lte(cardRatings.rd, PROVISIONAL_RD)))
    .orderBy(desc(cardRatings.rating), cardRatings.userId)
    .limit(limit);
  return rows.map((row) => ({
    user_id: row.userId,
    username: row.username,
    rating: Math.round(row.rating),
    rd: Math.round(row.rd),
    games: row.games,
    wins: row.wins,
  }));
}

/** How a finished match ended for each player, with the points it paid them; null until it has ended. */
export async function matchResultOf(db: Executor, matchId: string): Promise<MatchResultAnswer | null> {
  const rows = await db
    .select({
      userId: matchResults.userId,
      result: matchResults.result,
      ratingBefore: matchResults.ratingBefore,
      ratingAfter: matchResults.ratingAfter,
      rdAfter: matchResults.rdAfter,
      // Spelled out: drizzle leaves the table's name off its columns in a one-table select.
      points: sql<number>`coalesce((select sum(p.amount) from points_ledger p
        where p.user_id = match_results.user_id and p.reason = ${WIN_POINTS_REASON}
          and p.reference = 'match:' || match_results.match_id), 0)`.mapWith(Number),
    })
    .from(matchResults)
    .where(eq(matchResults.matchId, matchId))
    .orderBy(matchResults.userId);
  if (rows.length === 0) return null;
  return {
    aborted: rows.some((row) => row.result === ('aborted' satisfies MatchResult)),
    players: rows.map((row) => ({
      user_id: row.userId,
      result: row.result,
      rating_before: round(row.ratingBefore),
      rating_after: round(row.ratingAfter),
      provisional: row.rdAfter === null || isProvisional(row.rdAfter),
      points: row.points,
    })),
  };
}
