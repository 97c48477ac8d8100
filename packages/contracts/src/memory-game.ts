import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { body } from './fields.ts';

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

const gameId = z.literal(PUZZLE_GAME_ID, { error: `game_id must be ${PUZZLE_GAME_ID}` });
const playId = z
  .string({ error: (issue) => (issue.input == null ? 'play_id is required' : 'play_id must be text') })
  .min(1, 'play_id is required')
  .max(64, 'Game not found');

export const memoryGameEndpoints = {
  start: endpoint({
    method: 'POST',
    path: '/api/game/puzzle/start',
    auth: 'optional',
    tag: 'memory-game',
    summary: 'Deals a new play of the memory game',
    answers: { 201: memoryStartAnswer },
  }),
  flip: endpoint({
    method: 'POST',
    path: '/api/game/puzzle/:playId/flip',
    auth: 'none',
    tag: 'memory-game',
    summary: 'Flips one card of a play',
    params: z.object({ playId }),
    body: body({
      index: z.number({ error: 'index must be a card number' }).int('index must be a card number'),
    }),
    answers: { 200: memoryFlipAnswer },
  }),
  score: endpoint({
    method: 'POST',
    path: '/api/game/score',
    auth: 'member',
    tag: 'memory-game',
    summary: 'Submits the score of a finished play (checked against its flips)',
    body: body({
      game_id: gameId,
      score: z.number({ error: 'score must be a number' }).int('score must be a whole number'),
      play_id: playId,
    }),
    answers: { 201: scoreAnswer },
  }),
  leaderboard: endpoint({
    method: 'GET',
    path: '/api/game/leaderboard',
    auth: 'optional',
    tag: 'memory-game',
    summary: "The top 10 scores, and the caller's own standing",
    query: z.object({ game_id: gameId }),
    answers: { 200: leaderboardAnswer },
  }),
};
