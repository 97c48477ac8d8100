import { SESSION_ENDED_CODE, SESSION_ENDED_MESSAGE } from '@app/contracts';
import { Client, type Room } from '@colyseus/sdk';
import { fetchSiteConfig } from './api';

/**
 * The one place that talks to the game server (Colyseus): finds it (`GET /api/config`), joins the lobby
 * or a match room with the member's token, and keeps the room joined: a dropped connection is rejoined
 * with backoff until the page closes it.
 */

/** Join refusals the game server words itself (apps/game-server). */
export const JOIN_ERRORS = {
  openingElsewhere: 'This match is being opened elsewhere, please try again',
  notAPlayer: 'You are not a player in this match',
  notLoggedIn: 'Please log in to play',
  matchNotFound: 'Match not found',
} as const;

/** Refusals retrying cannot fix; anything else (a race, a restart, a network error) is retried. */
const PERMANENT_JOIN_ERRORS: readonly string[] = [
  JOIN_ERRORS.notAPlayer,
  JOIN_ERRORS.notLoggedIn,
  JOIN_ERRORS.matchNotFound,
];

export function isPermanentJoinError(message: string): boolean {
  return PERMANENT_JOIN_ERRORS.some((text) => message.includes(text));
}

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
    .then((config) => resolveGameServerUrl(config?.game_server_url, window.location.origin))
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

export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Connection failed';
}

/**
 * connecting: first join under way; connected; reconnecting: the connection dropped (or the first joins
 * keep failing for a reason retrying may fix) and it is being rejoined; failed: a permanent refusal.
 */
export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting' | 'failed';

export interface RoomSession {
  /** Sends a message if the room is connected; false when it is not (nothing is queued). */
  send(type: string, payload?: unknown): boolean;
  isConnected(): boolean;
  /** Leaves the room for good. */
  close(): void;
}

export interface RoomSessionOptions {
  token: string;
  room: 'lobby' | 'match';
  joinOptions?: Record<string, unknown>;
  // biome-ignore lint/suspicious/noExplicitAny: message payloads are checked by each handler.
  messages: Record<string, (payload: any) => void>;
  onStatus: (status: ConnectionStatus, error?: string) => void;
  /** After every (re)join, once the message handlers are in place. */
  onJoined?: () => void;
  /** How many failed first joins show as 'reconnecting' rather than 'connecting' (default 2). */
  quietAttempts?: number;
}

/**
 * Joins a room and keeps it joined. Handlers are registered as soon as the join resolves (the match
 * room sends its `state` right away). The SDK's own reconnection is off: the server keeps no seat for
 * a dropped client, so every rejoin is a fresh `joinOrCreate` (the room sends the full state again).
 */
export function openRoomSession(options: RoomSessionOptions): RoomSession {
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

  const connect = async () => {
    if (closed) return;
    let joined: Room;
    try {
      const client = await createGameClient(options.token);
      joined = await client.joinOrCreate(options.room, options.joinOptions ?? {});
    } catch (error) {
      if (closed) return;
      const message = errorText(error);
      if (isPermanentJoinError(message)) {
        options.onStatus('failed', message);
        return;
      }
      retry();
      return;
    }
    if (closed) {
      void joined.leave(true);
      return;
    }
    joined.reconnection.enabled = false;
    for (const [type, handler] of Object.entries(options.messages)) joined.onMessage(type, handler);
    joined.onMessage('*', () => undefined);
    joined.onLeave((code) => {
      if (room === joined) room = null;
      // Logged out (in this tab or another): the login cannot reconnect.
      if (code === SESSION_ENDED_CODE) return options.onStatus('failed', SESSION_ENDED_MESSAGE);
      retry();
    });
    room = joined;
    attempt = 0;
    joinedOnce = true;
    options.onStatus('connected');
    options.onJoined?.();
  };

  options.onStatus('connecting');
  void connect();

  return {
    send(type, payload) {
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
