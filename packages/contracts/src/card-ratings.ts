import { z } from 'zod';
import { gameMode, winReason } from './card-battle.ts';
import { endpoint } from './endpoint.ts';
import { requiredId } from './fields.ts';

// Card battle ratings (Glicko-2, one per member and mode), match results and histories, and the leaderboards.
// Ratings and deviations go out rounded to whole points; `provisional` says the deviation is above 110 (shown
// as `1500?`, and kept off the leaderboards).

/** How a finished match ended for one player ('draw': a tie; 'aborted': ended before both had played a turn). */
export const matchResult = z.enum(['win', 'loss', 'draw', 'aborted']);
export type MatchResultKind = z.infer<typeof matchResult>;

export const modeRating = z.object({
  rating: z.number().int(),
  rd: z.number().int(),
  provisional: z.boolean(),
  games: z.number().int(),
  wins: z.number().int(),
});
export type ModeRating = z.infer<typeof modeRating>;

/** `GET /api/users/{id}/ratings`: the member's rating in each mode (the starting one before any rated match). */
export const memberRatingsAnswer = z.object({ ratings: z.object({ blitz: modeRating, async: modeRating }) });
export type MemberRatingsAnswer = z.infer<typeof memberRatingsAnswer>;

/** One finished match in a member's history; ratings are null for matches finished before ratings existed. */
export const historyMatch = z.object({
  id: z.string(),
  game_mode: gameMode,
  opponent: z.object({ id: z.number().int(), username: z.string() }),
  result: matchResult,
  reason: winReason.nullable(),
  rating_before: z.number().int().nullable(),
  rating_after: z.number().int().nullable(),
  turns: z.number().int(),
  ended_at: z.string(),
});
export type HistoryMatch = z.infer<typeof historyMatch>;

/** `GET /api/users/{id}/matches`: finished matches, newest first, a page at a time. */
export const matchHistoryAnswer = z.object({ matches: z.array(historyMatch), has_more: z.boolean() });
export type MatchHistoryAnswer = z.infer<typeof matchHistoryAnswer>;

/** Matches a history page holds. */
export const MATCH_HISTORY_PAGE = 20;

export const leaderboardPlayer = z.object({
  user_id: z.number().int(),
  username: z.string(),
  rating: z.number().int(),
  rd: z.number().int(),
  games: z.number().int(),
  wins: z.number().int(),
});
export type LeaderboardPlayer = z.infer<typeof leaderboardPlayer>;

/** `GET /api/card/leaderboard`: the top 100 non-provisional members of a mode by rating. */
export const cardLeaderboardAnswer = z.object({ players: z.array(leaderboardPlayer) });
export type CardLeaderboardAnswer = z.infer<typeof cardLeaderboardAnswer>;

/** `GET /api/card/matches/{id}/result`: how a finished match ended for each player (the end screen's line). */
export const matchResultAnswer = z.object({
  aborted: z.boolean(),
  players: z.array(
    z.object({
      user_id: z.number().int(),
      result: matchResult,
      rating_before: z.number().int().nullable(),
      rating_after: z.number().int().nullable(),
      provisional: z.boolean(),
      points: z.number().int(),
    }),
  ),
});
export type MatchResultAnswer = z.infer<typeof matchResultAnswer>;

const modeQuery = gameMode.optional().catch(undefined);

export const cardRatingsEndpoints = {
  memberRatings: endpoint({
    method: 'GET',
    path: '/api/users/:id/ratings',
    auth: 'none',
    tag: 'card-game',
    summary: "A member's card battle rating in each mode",
    params: z.object({ id: requiredId('id') }),
    answers: { 200: memberRatingsAnswer },
  }),
  matchHistory: endpoint({
    method: 'GET',
    path: '/api/users/:id/matches',
    auth: 'none',
    tag: 'card-game',
    summary:
      "A member's finished card battles, newest first (`before`: the last one's ended_at, for the next page)",
    params: z.object({ id: requiredId('id') }),
    query: z.object({
      mode: modeQuery,
      before: z.iso.datetime({ offset: true, error: 'before must be a date and time' }).optional(),
    }),
    answers: { 200: matchHistoryAnswer },
  }),
  leaderboard: endpoint({
    method: 'GET',
    path: '/api/card/leaderboard',
    auth: 'none',
    tag: 'card-game',
    summary: 'The top 100 non-provisional members of a mode by rating',
    query: z.object({ mode: gameMode.default('blitz') }),
    answers: { 200: cardLeaderboardAnswer },
  }),
  matchResult: endpoint({
    method: 'GET',
    path: '/api/card/matches/:matchId/result',
    auth: 'none',
    tag: 'card-game',
    summary:
      'How a finished match ended for each player: result, ratings before and after, points (404 until it ends)',
    params: z.object({ matchId: z.uuid({ error: 'Invalid match id' }) }),
    answers: { 200: matchResultAnswer },
  }),
};
