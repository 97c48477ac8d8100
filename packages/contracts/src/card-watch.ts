import { z } from 'zod';
import { gameMode, playerSlot } from './card-battle.ts';
import { endpoint } from './endpoint.ts';

// Watching card battles: a finished match's replay (its deal and actions, from which the rules give every
// state again) and the matches being played now, which anyone may watch in the match room as a spectator.

const at = z.number();
/** One logged action of a match, as the rules apply it (game-rules' Action). */
export const matchLogAction = z.discriminatedUnion('type', [
  z.object({ type: z.literal('play_card'), player: playerSlot, cardId: z.string(), now: at }),
  z.object({ type: z.literal('end_turn'), player: playerSlot, timeout: z.boolean().optional(), now: at }),
  z.object({ type: z.literal('forfeit'), player: playerSlot, now: at }),
  z.object({ type: z.literal('timeout'), player: playerSlot, now: at }),
  z.object({ type: z.literal('restore_time'), player: playerSlot, ms: z.number(), now: at }),
]);

const dealtPlayer = z.object({ id: z.string(), username: z.string() });

/** `GET /api/card/matches/:matchId/replay`: the deal (seed, decks before the shuffle, clock) and every action. */
export const matchReplay = z.object({
  seed: z.string(),
  decks: z.object({ player_a: z.array(z.string()), player_b: z.array(z.string()) }),
  actions: z.array(matchLogAction),
  game_mode: gameMode,
  players: z.object({ player_a: dealtPlayer, player_b: dealtPlayer }),
  /** The deal's clock (ms since the epoch). */
  started_at: z.number(),
  turn_seconds: z.number(),
  /** Who started when no coin flip chose (a rematch); null: the seed's coin flip. */
  first_player: playerSlot.nullable(),
});
export type MatchReplayAnswer = z.infer<typeof matchReplay>;

const livePlayer = z.object({ id: z.number(), username: z.string(), rating: z.number() });
export const liveMatch = z.object({
  id: z.string(),
  game_mode: gameMode,
  player_a: livePlayer,
  player_b: livePlayer,
  turn_count: z.number(),
  spectators: z.number().int(),
});
export type LiveMatch = z.infer<typeof liveMatch>;

/** `GET /api/card/matches/live`: matches in progress, newest first. */
export const liveMatchesAnswer = z.object({ matches: z.array(liveMatch) });

const matchParams = z.object({ matchId: z.uuid({ error: 'Invalid match id' }) });

export const cardWatchEndpoints = {
  liveMatches: endpoint({
    method: 'GET',
    path: '/api/card/matches/live',
    auth: 'optional',
    tag: 'card-game',
    summary: 'Matches being played now, newest first (without those of members who blocked the caller)',
    answers: { 200: liveMatchesAnswer },
  }),
  replay: endpoint({
    method: 'GET',
    path: '/api/card/matches/:matchId/replay',
    auth: 'none',
    tag: 'card-game',
    summary: "A finished match's deal and actions (403 while it is in progress)",
    params: matchParams,
    answers: { 200: matchReplay },
  }),
};
