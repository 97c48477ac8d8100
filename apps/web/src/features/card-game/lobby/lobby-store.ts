import { lobbyProtocol } from '@app/contracts';
import type { GameMode } from '@app/game-rules';
import type { StoreApi } from 'zustand';
import { create } from 'zustand';
import type { ActiveGame, QueueStatus } from '../shared';
import {
  type ConnectionStatus,
  fetchActiveGames,
  fetchQueueStatus,
  openRoomSession,
  type RoomSession,
} from '../shared';
import { lobbyMessages, type SearchSteps, searchActions, searchSteps } from './lobby-search';
import { LOBBY_REFRESH_MS } from './lobby-texts';

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

/** What the lobby store's parts share behind its state: the member's token, the room session and the timers. */
export interface LobbyRuntime {
  set: StoreApi<LobbyState>['setState'];
  get: () => LobbyState;
  token: string | null;
  session: RoomSession<typeof lobbyProtocol> | null;
  /** Counts the lobby's visits: answers that come after the visit that asked are dropped. */
  generation: number;
  refreshTimer: ReturnType<typeof setInterval> | undefined;
  pollTimer: ReturnType<typeof setTimeout> | undefined;
  /** Whether the lobby room is connected (it pushes counts and answers joins). */
  connected: () => boolean;
}

const EMPTY_QUEUE: QueueStatus = { blitzQueue: 0, asyncQueue: 0 };

/** A visit to the lobby: the room opened for a member (HTTP only for a visitor), and everything closed after. */
function visitActions(runtime: LobbyRuntime, steps: SearchSteps): Pick<LobbyState, 'start' | 'stop'> {
  const { get, set } = runtime;
  return {
    start: (token) => {
      get().stop();
      runtime.token = token;
      const gen = runtime.generation;
      set({ foundMatchId: null, error: null, search: null, gamesLoaded: false });
      void get().refresh();
      // The games list is not pushed: an opponent's move or a deadline elsewhere shows within 3 s.
      runtime.refreshTimer = setInterval(() => void get().refresh(), LOBBY_REFRESH_MS);
      if (!token) {
        set({ connection: 'idle' });
        steps.syncFallback();
        return;
      }
      runtime.session = openRoomSession({
        protocol: lobbyProtocol,
        token,
        joinOptions: {},
        messages: lobbyMessages(runtime, steps),
        onStatus: (status) => {
          if (gen !== runtime.generation) return;
          set({ connection: status });
          steps.syncFallback();
        },
        onJoined: () => {
          // The server forgets a blitz searcher whose lobby connection dropped: ask again.
          const search = get().search;
          if (search) runtime.session?.send('join_queue', { mode: search.mode });
        },
      });
    },

    stop: () => {
      runtime.generation += 1;
      runtime.token = null;
      runtime.session?.close();
      runtime.session = null;
      clearInterval(runtime.refreshTimer);
      runtime.refreshTimer = undefined;
      clearTimeout(runtime.pollTimer);
      // A match found on this visit must not send the next visit straight back to it.
      set({ connection: 'idle', search: null, foundMatchId: null });
    },
  };
}

/** Loads the member's active games, and the queue counts while the lobby room is not pushing them. */
function refreshAction(runtime: LobbyRuntime): LobbyState['refresh'] {
  return async () => {
    const gen = runtime.generation;
    const [games, queue] = await Promise.all([
      runtime.token
        ? fetchActiveGames()
            .then((answer) => answer.games)
            .catch((error: unknown) => {
              console.warn('Loading active games failed', error);
              return [] as ActiveGame[];
            })
        : Promise.resolve([] as ActiveGame[]),
      // While the lobby room is connected it pushes the counts, newer than any answer here.
      runtime.connected()
        ? Promise.resolve(null)
        : fetchQueueStatus().catch((error: unknown) => {
            console.warn('Loading queue status failed', error);
            return EMPTY_QUEUE;
          }),
    ]);
    if (gen !== runtime.generation) return;
    runtime.set({ games, gamesLoaded: true, ...(queue && !runtime.connected() ? { queue } : {}) });
  };
}

export const useLobbyStore = create<LobbyState>()((set, get) => {
  const runtime: LobbyRuntime = {
    set,
    get,
    token: null,
    session: null,
    generation: 0,
    refreshTimer: undefined,
    pollTimer: undefined,
    connected: () => Boolean(runtime.session?.isConnected()),
  };
  const steps = searchSteps(runtime);
  return {
    connection: 'idle',
    queue: EMPTY_QUEUE,
    games: [],
    gamesLoaded: false,
    search: null,
    error: null,
    foundMatchId: null,
    ...visitActions(runtime, steps),
    ...searchActions(runtime, steps),
    refresh: refreshAction(runtime),
  };
});
