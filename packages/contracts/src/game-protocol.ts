import { z } from 'zod';
import { gameMode, matchPatch, matchView, playerSlot, queueJoinAnswer, queueStatus } from './card-battle.ts';
import { messageText } from './fields.ts';

// The game server's rooms on the wire (product spec 3 §4, §8): the messages each room takes and sends, by name,
// with their payloads; why a join is refused and why a move is, as codes, with the spec's texts looked up by
// code. The rooms check every message they receive against these schemas, and the web's sessions send and read
// only what they describe.

/** The schemas of a room's messages by name, in one direction. */
export type MessageSchemas = Readonly<Record<string, z.ZodType>>;

/** A room: what joining it takes, and its messages both ways. */
export interface RoomProtocol {
  readonly room: string;
  readonly join: z.ZodType;
  /** What a player's client sends. */
  readonly client: MessageSchemas;
  /** What the room sends. */
  readonly server: MessageSchemas;
}

/** A message's payload as its sender writes it. */
export type PayloadIn<M extends MessageSchemas, K extends keyof M> = z.input<M[K]>;
/** A message's payload as its schema reads it. */
export type PayloadOf<M extends MessageSchemas, K extends keyof M> = z.output<M[K]>;

/** Declares a room's protocol, keeping its literal types (both ends are typed by it). */
const roomProtocol = <const P extends RoomProtocol>(protocol: P): P => protocol;

/** A message that carries nothing: whatever comes with it is not read. */
const noPayload = z.unknown();
const modeMessage = z.object({ mode: gameMode });

/**
 * The lobby: queue counts and "match found" pushed to every logged-in member viewing it, and the queues joined
 * and left over the same connection.
 */
export const lobbyProtocol = roomProtocol({
  room: 'lobby',
  join: z.object({}),
  client: {
    join_queue: modeMessage,
    leave_queue: modeMessage,
  },
  server: {
    welcome: z.object({ username: z.string() }),
    queue_status: queueStatus,
    /** The answer to `join_queue`: waiting, or matched at once. */
    queue_joined: z.intersection(modeMessage, queueJoinAnswer),
    /** A join refused (one blitz at a time, Max 3 Async Games) or failed, with the text to show. */
    queue_error: modeMessage.extend({ message: z.string() }),
    queue_left: modeMessage,
    /** The member's match was made (for every lobby tab of theirs). */
    match_found: modeMessage.extend({ matchId: z.string() }),
  },
});

/** The moves a player sends the match room. */
export const matchAction = z.enum(['play_card', 'end_turn', 'forfeit']);
export type MatchAction = z.infer<typeof matchAction>;

/**
 * Why the match room (or `/api/card/matches/...`) did not apply a move: the rules' reasons, `stale` (the board
 * the move was made on is out of date), `busy` (another play is being saved), `not_a_player`, and `failed` (it
 * could not be saved: the database is away).
 */
export const refusalReason = z.enum([
  'not_your_turn',
  'not_enough_energy',
  'card_not_in_hand',
  'game_over',
  'unknown_card',
  'stale',
  'busy',
  'not_a_player',
  'failed',
]);
export type RefusalReason = z.infer<typeof refusalReason>;

/** The alert each refusal shows (product spec 3 §8); `failed` has one per move, in FAILURE_TEXT. */
export const REFUSAL_TEXT: Record<Exclude<RefusalReason, 'failed'>, string> = {
  not_your_turn: "It's not your turn",
  not_enough_energy: 'Not enough energy to play this card',
  card_not_in_hand: 'Card not available - please wait for the game to sync and try again.',
  stale: 'Card not available - please wait for the game to sync and try again.',
  busy: 'Please wait - another card is being played',
  unknown_card: 'Unknown card',
  game_over: 'This game is already over',
  not_a_player: 'You are not a player in this match',
};

/** The alert for a move that could not be saved (the database is away) or sent (the board lost its connection). */
export const FAILURE_TEXT: Record<MatchAction, string> = {
  play_card: 'Failed to play card',
  end_turn: 'Failed to end turn. Please try again.',
  forfeit: 'Failed to forfeit. Please try again.',
};

/** The text of a refusal, by its code. */
export const refusalText = (reason: RefusalReason, action: MatchAction) =>
  reason === 'failed' ? FAILURE_TEXT[action] : REFUSAL_TEXT[reason];

/** The match room's `refused` message: a move it did not apply, why, and the alert text of that reason. */
export const refusal = z.object({ action: matchAction, reason: refusalReason, message: z.string() });
export type Refusal = z.infer<typeof refusal>;

/**
 * One match: its two players join it by the match's id; the room sends each their own view (`state`), then what
 * each accepted move changed (`update`), and a refusal to the player whose move it did not apply.
 */
export const matchProtocol = roomProtocol({
  room: 'match',
  // Match ids are UUIDs; anything else names no match.
  // `spectate`: anyone (logged in or not) may watch a match, except a member blocked by or blocking a player.
  join: z.object({ matchId: messageText(64), spectate: z.boolean().optional() }),
  client: {
    play_card: z.object({ cardId: messageText(64) }),
    // The server's clock ends timed-out turns: a client's end of turn carries nothing the server reads.
    end_turn: noPayload,
    forfeit: noPayload,
    /** Asks for the whole view again. */
    sync: noPayload,
    /** After the match (blitz): asks the other player for a rematch, accepts theirs, or declines (withdraws) it. */
    rematch_offer: noPayload,
    rematch_accept: noPayload,
    rematch_decline: noPayload,
  },
  server: {
    state: matchView,
    update: matchPatch,
    refused: refusal,
    /** How many spectators watch now, to everyone in the room whenever it changes. */
    spectators: z.object({ count: z.number().int() }),
    /** A rematch was offered by `by`; it stands until `expiresAt` (ms since the epoch). */
    rematch_offered: z.object({ by: playerSlot, expiresAt: z.number() }),
    /** The offer is gone: declined, withdrawn by leaving, or timed out. */
    rematch_declined: z.object({ reason: z.enum(['declined', 'left', 'expired']) }),
    /** The rematch was accepted: its new match. */
    match_found: z.object({ matchId: z.string() }),
  },
});

/**
 * Why the game server refused a join. The code is the matchmaker's HTTP status (Colyseus' `ServerError` code),
 * which the client SDK hands over as the `code` of its `MatchMakeError`.
 */
export const JOIN_FAILURE = {
  notLoggedIn: 401,
  notAPlayer: 403,
  matchNotFound: 404,
  /** Both players opened the match at once and the other's room won: joining again finds it. */
  openingElsewhere: 409,
} as const;
export type JoinFailure = (typeof JOIN_FAILURE)[keyof typeof JOIN_FAILURE];

export const JOIN_FAILURE_TEXT: Record<JoinFailure, string> = {
  [JOIN_FAILURE.notLoggedIn]: 'Please log in to play',
  [JOIN_FAILURE.notAPlayer]: REFUSAL_TEXT.not_a_player,
  [JOIN_FAILURE.matchNotFound]: 'Match not found',
  [JOIN_FAILURE.openingElsewhere]: 'This match is being opened elsewhere, please try again',
};

/** The join failure a code names, if it names one. */
export const joinFailureOf = (code: unknown): JoinFailure | null =>
  Object.values(JOIN_FAILURE).find((failure) => failure === code) ?? null;

/**
 * WebSocket close code of a game connection whose login was ended by logout
 * (4000 to 4999 are the application's own): the client must not reconnect with it.
 */
export const SESSION_ENDED_CODE = 4401;
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again.';
