import type { lobbyProtocol } from '@app/contracts';
import type { GameMode } from '@app/game-rules';
import { ApiError, errorMessage } from '@/lib/api-client';
import { joinQueueRequest, leaveQueueRequest, type MessageHandlers } from '../shared';
import type { LobbyRuntime, LobbyState } from './lobby-store';
import { JOIN_POLL_MS, LOBBY_TEXT } from './lobby-texts';

/** A refusal (one blitz at a time, Max 3 Async Games) keeps the server's words; a failure gets the spec's (product spec 3 §8). */
const joinErrorText = (error: unknown, mode: GameMode) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500
    ? errorMessage(error, LOBBY_TEXT.joinError(mode))
    : LOBBY_TEXT.joinError(mode);

/**
 * How a search (product spec 3 §4 Matchmaking) ends or goes on: a match found, a refusal, and while the lobby
 * room is down, the HTTP join call polled instead.
 */
export function searchSteps(runtime: LobbyRuntime) {
  const { get, set } = runtime;

  const found = (matchId: string) => {
    clearTimeout(runtime.pollTimer);
    set({ search: null, error: null, foundMatchId: matchId });
    void get().refresh();
  };

  const failSearch = (mode: GameMode, message: string) => {
    clearTimeout(runtime.pollTimer);
    set({ search: null, error: message.trim() ? message : LOBBY_TEXT.joinError(mode) });
  };

  /** An answer to a join (HTTP, or the lobby room's `queue_joined`): matched, or waiting. */
  const answered = (
    mode: GameMode,
    answer: { status: 'waiting' } | { status: 'matched'; matchId: string },
  ) => {
    if (answer.status === 'matched') return found(answer.matchId);
    set({ search: { mode, phase: 'waiting' } });
  };

  /** Polls the HTTP join call while searching and the lobby room is down. */
  const schedulePoll = () => {
    clearTimeout(runtime.pollTimer);
    const search = get().search;
    if (!search || !runtime.token || runtime.connected()) return;
    const gen = runtime.generation;
    runtime.pollTimer = setTimeout(async () => {
      const current = get().search;
      if (gen !== runtime.generation || !current || runtime.connected()) return;
      try {
        const answer = await joinQueueRequest(current.mode);
        if (gen !== runtime.generation || get().search?.mode !== current.mode) return;
        answered(current.mode, answer);
      } catch (error) {
        console.warn('Queue poll failed', error);
      }
      schedulePoll();
    }, JOIN_POLL_MS[search.mode]);
  };

  /** While the lobby room is down, a search polls the HTTP join call instead. */
  const syncFallback = () => {
    if (runtime.connected()) clearTimeout(runtime.pollTimer);
    else schedulePoll();
  };

  return { found, failSearch, answered, schedulePoll, syncFallback };
}

export type SearchSteps = ReturnType<typeof searchSteps>;

/** Joining a queue and giving up: over the lobby room when it is connected, over HTTP when it is not. */
export function searchActions(
  runtime: LobbyRuntime,
  steps: SearchSteps,
): Pick<LobbyState, 'joinQueue' | 'cancelSearch'> {
  const { get, set } = runtime;
  return {
    joinQueue: (mode) => {
      if (!runtime.token || get().search) return;
      const gen = runtime.generation;
      set({ search: { mode, phase: 'joining' }, error: null, foundMatchId: null });
      if (runtime.session?.send('join_queue', { mode })) return;
      joinQueueRequest(mode)
        .then((answer) => {
          if (gen !== runtime.generation || get().search?.mode !== mode) return;
          steps.answered(mode, answer);
          if (answer.status === 'waiting') steps.schedulePoll();
        })
        .catch((error: unknown) => {
          if (gen !== runtime.generation || get().search?.mode !== mode) return;
          steps.failSearch(mode, joinErrorText(error, mode));
        });
    },

    cancelSearch: () => {
      const search = get().search;
      if (!search) return;
      clearTimeout(runtime.pollTimer);
      set({ search: null });
      if (runtime.session?.send('leave_queue', { mode: search.mode })) return;
      leaveQueueRequest(search.mode).catch((error: unknown) =>
        console.warn('Leaving the queue failed', error),
      );
    },
  };
}

/** What the lobby does with each message of its room (each already parsed by its contract). */
export function lobbyMessages(
  runtime: LobbyRuntime,
  steps: SearchSteps,
): MessageHandlers<typeof lobbyProtocol.server> {
  const { get, set } = runtime;
  /** The search a reply is about, if it is the one under way. */
  const searching = (mode: GameMode) => (get().search?.mode === mode ? mode : null);
  return {
    welcome: () => undefined,
    queue_status: (queue) => set({ queue }),
    queue_joined: (reply) => {
      if (searching(reply.mode)) steps.answered(reply.mode, reply);
    },
    queue_error: ({ mode, message }) => {
      if (searching(mode)) steps.failSearch(mode, message);
    },
    queue_left: () => undefined,
    match_found: ({ matchId }) => steps.found(matchId),
  };
}
