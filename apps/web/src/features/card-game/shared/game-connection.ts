import {
  JOIN_FAILURE,
  JOIN_FAILURE_TEXT,
  type JoinFailure,
  joinFailureOf,
  type MessageSchemas,
  type PayloadIn,
  type PayloadOf,
  type RoomProtocol,
  SESSION_ENDED_CODE,
  SESSION_ENDED_MESSAGE,
} from '@app/contracts';
import { Client, MatchMakeError, type Room } from '@colyseus/sdk';
import type { z } from 'zod';
import { fetchSiteConfig } from './api';

/**
 * The one place that talks to the game server (Colyseus): finds it (`GET /api/config`), joins the lobby
 * or a match room with the member's token, and keeps the room joined: a dropped connection is rejoined
 * with backoff until the page closes it. What goes either way is the room's protocol (`@app/contracts`):
 * sends are typed by it, and every message received is parsed by its schema before a handler sees it.
 */

/** Join failures retrying cannot fix; any other (a race, a restart, a network error) is retried. */
const PERMANENT_JOIN_FAILURES: ReadonlySet<JoinFailure> = new Set([
  JOIN_FAILURE.notLoggedIn,
  JOIN_FAILURE.notAPlayer,
  JOIN_FAILURE.matchNotFound,
]);

/** The join failure the game server answered with (the code of the SDK's matchmaking error), if any. */
export function joinFailureIn(error: unknown): JoinFailure | null {
  return error instanceof MatchMakeError ? joinFailureOf(error.code) : null;
}

export const isPermanentJoinFailure = (failure: JoinFailure | null) =>
  failure !== null && PERMANENT_JOIN_FAILURES.has(failure);

/** `game_server_url` of `/api/config` as an http(s) origin; null or empty means this page's origin. */
export function resolveGameServerUrl(configured: string | null | undefined, origin: string): string {
  const url = typeof configured === 'string' ? configured.trim() : '';
  if (!url) return origin;
  return url.replace(/^ws(s?):/i, 'http$1:').replace(/\/+$/, '');
}

let serverUrl: Promise<string> | null = null;

/** Where the game server is; asked once per page load (a failed answer is asked again next time). */
export function gameServerUrl(): Promise<string> {
  serverUrl ??= fetchSiteConfig()
    .then((config) => resolveGameServerUrl(config.game_server_url, window.location.origin))
    .catch(() => {
      serverUrl = null;
      return window.location.origin;
    });
  return serverUrl;
}

export async function createGameClient(token: string): Promise<Client> {
  const client = new Client(await gameServerUrl());
  client.auth.token = token;
  return client;
}

/** Delay before rejoin attempt `attempt` (1-based): 0.5 s doubling to 8 s, with ±20 % jitter. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(8000, 500 * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

/**
 * connecting: first join under way; connected; reconnecting: the connection dropped (or the first joins
 * keep failing for a reason retrying may fix) and it is being rejoined; failed: a permanent refusal.
 */
export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting' | 'failed';

/** Why a session stopped for good: a join the game server refused, or a login that ended (logout). */
export interface SessionFailure {
  code: JoinFailure | typeof SESSION_ENDED_CODE;
  /** The spec's words for it. */
  text: string;
}

/** A handler for each message the room sends, given its payload as the contract reads it. */
export type MessageHandlers<S extends MessageSchemas> = {
  [K in keyof S]: (payload: PayloadOf<S, K>) => void;
};

/** A message's payload argument: optional where the message carries nothing. */
type PayloadArgs<S extends MessageSchemas, K extends keyof S> =
  undefined extends PayloadIn<S, K> ? [payload?: PayloadIn<S, K>] : [payload: PayloadIn<S, K>];

export interface RoomSession<P extends RoomProtocol> {
  /** Sends a message if the room is connected; false when it is not (nothing is queued). */
  send<K extends keyof P['client'] & string>(type: K, ...payload: PayloadArgs<P['client'], K>): boolean;
  isConnected(): boolean;
  /** Leaves the room for good. */
  close(): void;
}

export interface RoomSessionOptions<P extends RoomProtocol> {
  protocol: P;
  token: string;
  joinOptions: z.input<P['join']>;
  messages: MessageHandlers<P['server']>;
  onStatus: (status: ConnectionStatus, failure?: SessionFailure) => void;
  /** After every (re)join, once the message handlers are in place. */
  onJoined?: () => void;
  /** How many failed first joins show as 'reconnecting' rather than 'connecting' (default 2). */
  quietAttempts?: number;
}

/**
 * Hands a message the room sent to its handler, parsed by its schema. One that breaks its contract is left
 * out (and shown in the console): a handler only ever sees what the contract describes.
 */
export function receive<S extends MessageSchemas>(
  schemas: S,
  handlers: MessageHandlers<S>,
  type: string,
  payload: unknown,
): void {
  const schema = schemas[type];
  if (!schema) return;
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    console.warn(`The game server's ${type} message does not match its contract`, parsed.error.issues);
    return;
  }
  (handlers[type] as (payload: unknown) => void)(parsed.data);
}

/**
 * Joins a room and keeps it joined. Handlers are registered as soon as the join resolves (the match
 * room sends its `state` right away). The SDK's own reconnection is off: the server keeps no seat for
 * a dropped client, so every rejoin is a fresh `joinOrCreate` (the room sends the full state again).
 */
export function openRoomSession<P extends RoomProtocol>(options: RoomSessionOptions<P>): RoomSession<P> {
  const { protocol } = options;
  let closed = false;
  let room: Room | null = null;
  let attempt = 0;
  let joinedOnce = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const quietAttempts = options.quietAttempts ?? 2;

  const retry = () => {
    if (closed) return;
    attempt += 1;
    options.onStatus(joinedOnce || attempt > quietAttempts ? 'reconnecting' : 'connecting');
    timer = setTimeout(() => void connect(), backoffDelay(attempt));
  };

  const joined = (next: Room) => {
    next.reconnection.enabled = false;
    for (const type of Object.keys(protocol.server)) {
      next.onMessage(type, (payload: unknown) => receive(protocol.server, options.messages, type, payload));
    }
    next.onMessage('*', () => undefined);
    next.onLeave((code) => {
      if (room === next) room = null;
      // Logged out (in this tab or another): the login cannot reconnect.
      if (code === SESSION_ENDED_CODE) {
        return options.onStatus('failed', { code, text: SESSION_ENDED_MESSAGE });
      }
      retry();
    });
    room = next;
    attempt = 0;
    joinedOnce = true;
    options.onStatus('connected');
    options.onJoined?.();
  };

  const connect = async () => {
    if (closed) return;
    let next: Room;
    try {
      const client = await createGameClient(options.token);
      next = await client.joinOrCreate(protocol.room, options.joinOptions);
    } catch (error) {
      if (closed) return;
      const failure = joinFailureIn(error);
      if (failure !== null && isPermanentJoinFailure(failure)) {
        options.onStatus('failed', { code: failure, text: JOIN_FAILURE_TEXT[failure] });
        return;
      }
      retry();
      return;
    }
    if (closed) {
      void next.leave(true);
      return;
    }
    joined(next);
  };

  options.onStatus('connecting');
  void connect();

  return {
    send(type, ...[payload]) {
      if (!room?.connection?.isOpen) return false;
      room.send(type, payload);
      return true;
    },
    isConnected: () => Boolean(room?.connection?.isOpen),
    close() {
      if (closed) return;
      closed = true;
      clearTimeout(timer);
      const current = room;
      room = null;
      if (current) void current.leave(true).catch(() => undefined);
    },
  };
}
