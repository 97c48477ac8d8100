import { z } from 'zod';

/** The one game id the leaderboard and scores use (product spec 3 §7). */
export const PUZZLE_GAME_ID = 'puzzle';

/** `POST /api/game/puzzle/start`: a new dealt play; its faces are learnt only by flipping. */
export const memoryStartAnswer = z.object({ play_id: z.string(), cards: z.number().int() });

/** `POST /api/game/puzzle/{playId}/flip`: the face of the flipped card and where the play stands. */
export const memoryFlipAnswer = z.object({
  index: z.number().int(),
  emoji: z.string(),
  moves: z.number().int(),
  /** Set on the second flip of a move: whether the two cards are a pair. */
  matched: z.boolean().nullable(),
  finished: z.boolean(),
  /** The score once finished (what the submit must claim). */
  score: z.number().int().nullable(),
});
export type MemoryFlipAnswer = z.infer<typeof memoryFlipAnswer>;

/** `POST /api/game/score`. */
export const scoreAnswer = z.object({
  success: z.literal(true),
  score: z.number().int(),
  best: z.number().int(),
  rank: z.number().int(),
});

/** One leaderboard row (product spec 3 §3), with its rank. */
export const leaderboardEntry = z.object({
  user_id: z.number().int(),
  username: z.string(),
  score: z.number().int(),
  rank: z.number().int(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntry>;

/** `GET /api/game/leaderboard?game_id=puzzle`: the top 10, and the caller's own standing when logged in. */
export const leaderboardAnswer = z.object({
  leaderboard: z.array(leaderboardEntry),
  me: z.object({ rank: z.number().int(), score: z.number().int() }).nullable(),
});
export type LeaderboardAnswer = z.infer<typeof leaderboardAnswer>;
