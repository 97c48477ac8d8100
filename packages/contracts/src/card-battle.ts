import { z } from 'zod';
import { okAnswer } from './decks.ts';
import { endpoint } from './endpoint.ts';
import { body } from './fields.ts';

// The card battle on the wire: what the match room and `/api/card/...` send each player, and the lobby's
// data (product spec 3 §3, §4). The rules' own types (@app/game-rules) are the state; these are the views a
// player may see, and card-battle builds them with these types as their declared shapes. The rooms' messages
// are in game-protocol.ts.

export const playerSlot = z.enum(['player_a', 'player_b']);
export const gameMode = z.enum(['blitz', 'async']);
export const gameStatus = z.enum(['in_progress', 'completed', 'forfeited']);
export const winReason = z.enum([
  'reached_10_buy_power',
  'tie_both_reached_10',
  'opponent_no_cards',
  'more_buy_power',
  'tie',
  'opponent_forfeited',
  'opponent_timeout',
  'opponent_timeout_3_strikes',
]);

const statusEffect = z.object({
  name: z.string(),
  type: z.enum(['poison', 'burn', 'heal']),
  duration: z.number(),
  value: z.number(),
});
const buff = z.object({ id: z.enum(['price_lock', 'loyalty_points']), duration: z.number() });

export const battleLogEntry = z.object({
  id: z.string(),
  playerId: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  cardName: z.string().nullable(),
  value: z.number().nullable(),
  description: z.string(),
  timestamp: z.number(),
});
export type BattleLogEntryMessage = z.infer<typeof battleLogEntry>;

/** One player as a viewer sees them: the opponent's hand as placeholders, both decks as counts only. */
export const playerView = z.object({
  id: z.string(),
  username: z.string(),
  hand: z.array(z.string()),
  handCount: z.number(),
  deckCount: z.number(),
  discard: z.array(z.string()),
  playedCards: z.array(z.string()),
  buyPower: z.number(),
  buffs: z.array(buff),
  energy: z.number(),
  maxEnergy: z.number(),
  carryOver: z.number(),
  energySpent: z.number(),
  nextCardFree: z.boolean(),
  hp: z.number(),
  maxHp: z.number(),
  armor: z.number(),
  shield: z.number(),
  statusEffects: z.array(statusEffect),
  attackPower: z.number(),
  defense: z.number(),
});

/** One player's view of a match without the battle log, and what the last action added to it. */
const matchBoard = z.object({
  gameMode,
  viewer: playerSlot,
  playerA: playerView,
  playerB: playerView,
  currentTurn: playerSlot,
  turnCount: z.number(),
  gameStatus,
  winner: playerSlot.nullable(),
  winReason: winReason.nullable(),
  playerATimeouts: z.number(),
  playerBTimeouts: z.number(),
  turnTimerSeconds: z.number(),
  turnDeadline: z.number(),
  version: z.number(),
  matchId: z.string(),
  playerId: z.number(),
  playerAId: z.number(),
  playerBId: z.number(),
  /** The viewer's seat. */
  you: playerSlot,
  current_turn: playerSlot,
  status: gameStatus,
  youUsername: z.string(),
  opponentUsername: z.string(),
  /** Log entries the last action added (empty on a full view). */
  events: z.array(battleLogEntry),
  /** The server's clock (ms since the epoch) when it made the view. */
  serverNow: z.number(),
  /** A spectator's view: both hands are placeholders, seen from player A's side (`you` and `playerId` mean nothing). */
  spectating: z.boolean().optional(),
  /** How many spectators watch (sent with a full view; `spectators` messages after). */
  spectators: z.number().int().optional(),
});
/** The match room's `state` message and `GET /api/card/matches/:id`: the board and the last 50 log entries. */
export const matchView = matchBoard.extend({ battleLog: z.array(battleLogEntry) });
export type MatchView = z.infer<typeof matchView>;

/**
 * The match room's `update` message: what one accepted action changed, as this player may see it
 * (game-rules' boardPatchFor). `board` holds the top-level fields that changed, always with
 * `version`, `events` and `serverNow`; `playerA`/`playerB` the fields of a player that changed.
 * It applies only to the view at version `from` (game-rules' applyBoardPatch); a client holding
 * another version asks for the whole state (`sync`). The battle log grows by `events`.
 */
export const matchPatch = z.object({
  from: z.number().int(),
  board: matchBoard
    .omit({ playerA: true, playerB: true })
    .partial()
    .required({ version: true, events: true, serverNow: true }),
  playerA: playerView.partial().optional(),
  playerB: playerView.partial().optional(),
});
export type MatchPatch = z.infer<typeof matchPatch>;

/** `GET /api/card/queue/status` and the lobby room's `queue_status`. */
export const queueStatus = z.object({ blitzQueue: z.number().int(), asyncQueue: z.number().int() });

/** `POST /api/card/queue/join` (and the lobby room's `queue_joined`). */
export const queueJoinAnswer = z.discriminatedUnion('status', [
  z.object({ status: z.literal('waiting') }),
  z.object({ status: z.literal('matched'), matchId: z.string() }),
]);

/** An active game of the member (product spec 3 §3 Lobby data). */
export const activeGame = z.object({
  id: z.string(),
  game_mode: gameMode,
  player_a: z.number(),
  player_b: z.number(),
  player_a_username: z.string().nullable(),
  player_b_username: z.string().nullable(),
  current_turn: playerSlot,
  /** ISO time. */
  turn_deadline: z.string(),
});
export type ActiveGame = z.infer<typeof activeGame>;

/** `GET /api/card/games/active`. */
export const activeGamesAnswer = z.object({ games: z.array(activeGame) });

/**
 * A card definition as `GET /api/card/cards` sends it (product spec 3 §3: a card from the server carries an id,
 * a name and its effect, as `effect` or `effect_json`, string or object; the rest has defaults).
 */
export const cardDefinition = z.object({
  id: z.string(),
  name: z.string(),
  cost: z.number().optional(),
  type: z.string().optional(),
  rarity: z.string().optional(),
  description: z.string().optional(),
  effect: z.unknown().optional(),
  effect_json: z.unknown().optional(),
  imageUrl: z.string().optional(),
  icon: z.string().optional(),
  attack: z.number().optional(),
  defense: z.number().optional(),
});
export type CardDefinition = z.infer<typeof cardDefinition>;

/** `GET /api/card/cards`. */
export const cardListAnswer = z.object({ cards: z.array(cardDefinition) });

const modeBody = body({ mode: z.enum(['blitz', 'async'], { error: "mode must be 'blitz' or 'async'" }) });
const matchParams = z.object({ matchId: z.uuid({ error: 'Invalid match id' }) });

/** A move on a match over HTTP: answers the match as the mover sees it after it, with the entries it logged. */
const move = <const Extra extends { body?: z.ZodType }>(path: string, summary: string, extra: Extra) =>
  endpoint({
    method: 'POST',
    path: `/api/card/matches/:matchId/${path}`,
    auth: 'member',
    tag: 'card-game',
    summary,
    params: matchParams,
    ...extra,
    answers: { 200: matchView },
  });

/**
 * The card battle over HTTP, for clients that poll (the game server's rooms are the live path); both go through
 * the same matchmaking queue and match service.
 */
export const cardGameEndpoints = {
  cards: endpoint({
    method: 'GET',
    path: '/api/card/cards',
    auth: 'none',
    tag: 'card-game',
    summary: 'The card definitions',
    answers: { 200: cardListAnswer },
  }),
  joinQueue: endpoint({
    method: 'POST',
    path: '/api/card/queue/join',
    auth: 'member',
    tag: 'card-game',
    summary: "Joins a mode's queue, or answers the match found (polled while waiting)",
    body: modeBody,
    answers: { 200: queueJoinAnswer },
  }),
  leaveQueue: endpoint({
    method: 'POST',
    path: '/api/card/queue/leave',
    auth: 'member',
    tag: 'card-game',
    summary: "Leaves a mode's queue",
    body: modeBody,
    answers: { 200: okAnswer },
  }),
  queueStatus: endpoint({
    method: 'GET',
    path: '/api/card/queue/status',
    auth: 'none',
    tag: 'card-game',
    summary: 'How many members wait in each queue',
    answers: { 200: queueStatus },
  }),
  activeGames: endpoint({
    method: 'GET',
    path: '/api/card/games/active',
    auth: 'member',
    tag: 'card-game',
    summary: "The member's matches in progress",
    answers: { 200: activeGamesAnswer },
  }),
  match: endpoint({
    method: 'GET',
    path: '/api/card/matches/:matchId',
    auth: 'member',
    tag: 'card-game',
    summary: "A match as its player sees it (another member's is 403)",
    params: matchParams,
    answers: { 200: matchView },
  }),
  play: move('play', 'Plays a card from the hand', {
    body: body({ cardId: z.string({ error: 'cardId is required' }).min(1).max(64) }),
  }),
  endTurn: move('end-turn', 'Ends the turn', {}),
  forfeit: move('forfeit', 'Forfeits the match', {}),
};
