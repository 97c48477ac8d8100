import type { GameMode } from '@app/game-rules';
import { create } from 'zustand';
import { ApiError, errorMessage } from '@/lib/api-client';
import type { ActiveGame, QueueStatus } from '../shared';
import {
  type ConnectionStatus,
  fetchActiveGames,
  fetchQueueStatus,
  joinQueueRequest,
  leaveQueueRequest,
  openRoomSession,
  type RoomSession,
} from '../shared';

/**
 * product spec 3 §9: lobby refresh every 3 s (active games always; queue counts over HTTP only while the lobby
 * WebSocket is down, it pushes them otherwise); join polls 1 s / 2 s.
 */
export const LOBBY_REFRESH_MS = 3000;
export const JOIN_POLL_MS: Record<GameMode, number> = { blitz: 1000, async: 2000 };

export const MODE_LABEL: Record<GameMode, string> = { blitz: 'Blitz', async: 'Async' };

/** product spec 3 §4 Matchmaking and product spec 3 §8 Lobby texts. */
export const LOBBY_TEXT = {
  joining: (mode: GameMode) => `Joining ${mode} queue...`,
  waiting: (mode: GameMode) => `Waiting for ${mode} opponent...`,
  joinError: (mode: GameMode) => `Error joining ${mode} queue. Please try again.`,
  searching: (mode: GameMode) => `Searching ${MODE_LABEL[mode]}...`,
  join: (mode: GameMode) => `Join ${MODE_LABEL[mode]} Queue`,
  maxAsync: 'Max 3 Async Games',
  pleaseLogIn: 'Please Log In',
  pleaseLogInAlert: 'Please log in to play',
} as const;

export interface Search {
  mode: GameMode;
  phase: 'joining' | 'waiting';
}

export interface LobbyState {
  /** 'idle' while logged out (no lobby room; counts come over HTTP). */
  connection: ConnectionStatus | 'idle';
  queue: QueueStatus;
  games: ActiveGame[];
  gamesLoaded: boolean;
  search: Search | null;
  error: string | null;
  /** Set when a match was found; the page goes there. */
  foundMatchId: string | null;
  /** Opens the lobby for this member (null: logged out) and loads games and queue counts. */
  start: (token: string | null) => void;
  /** Closes the lobby room and stops every timer (the page unmounts). */
  stop: () => void;
  joinQueue: (mode: GameMode) => void;
  cancelSearch: () => void;
  refresh: () => Promise<void>;
}

const EMPTY_QUEUE: QueueStatus = { blitzQueue: 0, asyncQueue: 0 };

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const toQueueStatus = (value: Partial<QueueStatus> | null | undefined): QueueStatus => ({
  blitzQueue: count(value?.blitzQueue),
  asyncQueue: count(value?.asyncQueue),
});
const isMode = (value: unknown): value is GameMode => value === 'blitz' || value === 'async';
/** A refusal (one blitz at a time, Max 3 Async Games) keeps the server's words; a failure gets the spec's (product spec 3 §8). */
const joinErrorText = (error: unknown, mode: GameMode) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500
    ? errorMessage(error, LOBBY_TEXT.joinError(mode))
    : LOBBY_TEXT.joinError(mode);

export const useLobbyStore = create<LobbyState>()((set, get) => {
  let session: RoomSession | null = null;
  let token: string | null = null;
  let generation = 0;
  let refreshTimer: ReturnType<typeof setInterval> | undefined;
  let pollTimer: ReturnType<typeof setTimeout> | undefined;

  const connected = () => Boolean(session?.isConnected());

  const found = (matchId: string) => {
    clearTimeout(pollTimer);
    set({ search: null, error: null, foundMatchId: matchId });
    void get().refresh();
  };

  const failSearch = (mode: GameMode, message?: string | null) => {
    clearTimeout(pollTimer);
    set({ search: null, error: message?.trim() ? message : LOBBY_TEXT.joinError(mode) });
  };

  /** Polls the HTTP join call while searching and the lobby room is down (product spec 3 §4 Matchmaking). */
  const schedulePoll = () => {
    clearTimeout(pollTimer);
    const search = get().search;
    if (!search || !token || connected()) return;
    const gen = generation;
    pollTimer = setTimeout(async () => {
      const current = get().search;
      if (gen !== generation || !current || connected()) return;
      try {
        const result = await joinQueueRequest(current.mode);
        if (gen !== generation || get().search?.mode !== current.mode) return;
        if (result?.status === 'matched' && result.matchId) return found(result.matchId);
        set({ search: { mode: current.mode, phase: 'waiting' } });
      } catch (error) {
        console.warn('Queue poll failed', error);
      }
      schedulePoll();
    }, JOIN_POLL_MS[search.mode]);
  };

  /** While the lobby room is down, a search polls the HTTP join call instead. */
  const syncFallback = () => {
    if (connected()) clearTimeout(pollTimer);
    else schedulePoll();
  };

  const messages = {
    welcome: () => undefined,
    queue_status: (status: Partial<QueueStatus>) => set({ queue: toQueueStatus(status) }),
    queue_joined: (reply: { mode?: unknown; status?: unknown; matchId?: unknown }) => {
      const search = get().search;
      if (!search || reply?.mode !== search.mode) return;
      if (reply.status === 'matched' && typeof reply.matchId === 'string') return found(reply.matchId);
      set({ search: { mode: search.mode, phase: 'waiting' } });
    },
    queue_error: (reply: { mode?: unknown; message?: unknown }) => {
      const search = get().search;
      const mode = isMode(reply?.mode) ? reply.mode : search?.mode;
      if (!search || !mode || mode !== search.mode) return;
      failSearch(mode, typeof reply.message === 'string' ? reply.message : null);
    },
    queue_left: () => undefined,
    match_found: (reply: { matchId?: unknown }) => {
      if (typeof reply?.matchId === 'string') found(reply.matchId);
    },
  };

  return {
    connection: 'idle',
    queue: EMPTY_QUEUE,
    games: [],
    gamesLoaded: false,
    search: null,
    error: null,
    foundMatchId: null,

    start: (nextToken) => {
      get().stop();
      token = nextToken;
      const gen = generation;
      set({ foundMatchId: null, error: null, search: null, gamesLoaded: false });
      void get().refresh();
      // The games list is not pushed: an opponent's move or a deadline elsewhere shows within 3 s.
      refreshTimer = setInterval(() => void get().refresh(), LOBBY_REFRESH_MS);
      if (!nextToken) {
        set({ connection: 'idle' });
        syncFallback();
        return;
      }
      session = openRoomSession({
        token: nextToken,
        room: 'lobby',
        messages,
        onStatus: (status) => {
          if (gen !== generation) return;
          set({ connection: status });
          syncFallback();
        },
        onJoined: () => {
          // The server forgets a blitz searcher whose lobby connection dropped: ask again.
          const search = get().search;
          if (search) session?.send('join_queue', { mode: search.mode });
        },
      });
    },

    stop: () => {
      generation += 1;
      token = null;
      session?.close();
      session = null;
      clearInterval(refreshTimer);
      refreshTimer = undefined;
      clearTimeout(pollTimer);
      // A match found on this visit must not send the next visit straight back to it.
      set({ connection: 'idle', search: null, foundMatchId: null });
    },

    joinQueue: (mode) => {
      if (!token || get().search) return;
      const gen = generation;
      set({ search: { mode, phase: 'joining' }, error: null, foundMatchId: null });
      if (session?.send('join_queue', { mode })) return;
      joinQueueRequest(mode)
        .then((result) => {
          if (gen !== generation || get().search?.mode !== mode) return;
          if (result?.status === 'matched' && result.matchId) return found(result.matchId);
          set({ search: { mode, phase: 'waiting' } });
          schedulePoll();
        })
        .catch((error: unknown) => {
          if (gen !== generation || get().search?.mode !== mode) return;
          failSearch(mode, joinErrorText(error, mode));
        });
    },

    cancelSearch: () => {
      const search = get().search;
      if (!search) return;
      clearTimeout(pollTimer);
      set({ search: null });
      if (session?.send('leave_queue', { mode: search.mode })) return;
      leaveQueueRequest(search.mode).catch((error: unknown) =>
        console.warn('Leaving the queue failed', error),
      );
    },

    refresh: async () => {
      const gen = generation;
      const loggedIn = Boolean(token);
      const [games, queue] = await Promise.all([
        loggedIn
          ? fetchActiveGames()
              .then((data) => (Array.isArray(data?.games) ? data.games : []))
              .catch((error: unknown) => {
                console.warn('Loading active games failed', error);
                return [] as ActiveGame[];
              })
          : Promise.resolve([] as ActiveGame[]),
        // While the lobby room is connected it pushes the counts, newer than any answer here.
        connected()
          ? Promise.resolve(null)
          : fetchQueueStatus()
              .then(toQueueStatus)
              .catch((error: unknown) => {
                console.warn('Loading queue status failed', error);
                return EMPTY_QUEUE;
              }),
      ]);
      if (gen !== generation) return;
      set({ games, gamesLoaded: true, ...(queue && !connected() ? { queue } : {}) });
    },
  };
});
