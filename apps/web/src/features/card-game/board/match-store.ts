import { FAILURE_TEXT, matchProtocol } from '@app/contracts';
import type { PlayerSlot } from '@app/game-rules';
import { create } from 'zustand';
import { type ConnectionStatus, openRoomSession, type SessionFailure } from '../shared';
import { cardCost } from './cards';
import type { CombatEffect, CombatNumber, Side } from './combat';
import { matchMessages } from './match-messages';
import { type BoardState, initialBoard, isMyTurn } from './match-reducer';
import { createMatchRuntime, type MatchRuntime } from './match-runtime';

/** A play the server has not answered in this long is given up and the board resynced. */
export const PLAY_TIMEOUT_MS = 5000;

export interface Alert {
  id: number;
  text: string;
}

export interface MatchStoreState {
  matchId: string | null;
  connection: ConnectionStatus | 'idle';
  /** Why the board cannot be opened, when retrying cannot fix it (not a player of this match, logged out...). */
  fatalError: SessionFailure | null;
  board: BoardState;
  alert: Alert | null;
  /** Turn changes and the result, for the live region. */
  announcement: string;
  numbers: Array<CombatNumber & { id: number }>;
  effects: Array<CombatEffect & { id: number }>;
  shaking: Side[];
  endTurnPending: boolean;
  /** Server clock minus this browser's, when they disagree noticeably (else 0). */
  clockOffset: number;
  /** How many spectators watch the match. */
  spectators: number;
  /** A rematch offer standing now (after a blitz match): who made it and until when (ms since the epoch). */
  rematchOffer: { by: PlayerSlot; expiresAt: number } | null;
  /** Why the last offer went away, until another is made. */
  rematchEnded: 'declined' | 'left' | 'expired' | null;
  /** The rematch's match, once accepted: the page opens it. */
  rematchId: string | null;
  /** Opens the match's room: as one of its players, or (`spectate`, token optional) to watch. */
  open: (matchId: string, token: string, spectate?: boolean) => void;
  close: () => void;
  playCard: (cardId: string) => void;
  endTurn: () => void;
  forfeit: () => void;
  offerRematch: () => void;
  acceptRematch: () => void;
  declineRematch: () => void;
  /** Asks the server for a fresh `state`. */
  sync: () => void;
  showAlert: (text: string) => void;
  dismissAlert: () => void;
}

const emptyMatch = {
  matchId: null,
  connection: 'idle' as const,
  fatalError: null,
  board: initialBoard,
  alert: null,
  announcement: '',
  numbers: [],
  effects: [],
  shaking: [],
  endTurnPending: false,
  clockOffset: 0,
  spectators: 0,
  rematchOffer: null,
  rematchEnded: null,
  rematchId: null,
};

/** Opening a match's room (one at a time) and closing it, with everything that belonged to it. */
function connectionActions(runtime: MatchRuntime): Pick<MatchStoreState, 'open' | 'close'> {
  const { get, set, dispatch } = runtime;
  return {
    open: (matchId, token, spectate = false) => {
      get().close();
      const gen = runtime.generation;
      set({ ...emptyMatch, matchId, connection: 'connecting' });
      runtime.session = openRoomSession({
        protocol: matchProtocol,
        token,
        joinOptions: spectate ? { matchId, spectate } : { matchId },
        messages: matchMessages(runtime),
        onStatus: (status, failure) => {
          if (gen !== runtime.generation) return;
          if (status === 'failed') set({ connection: status, fatalError: failure ?? null });
          else set({ connection: status });
          if (status !== 'connected' && get().board.pending) {
            runtime.clearPlayTimer();
            dispatch({ type: 'rollback' });
          }
        },
        onJoined: () => {
          // The room sends `state` on join; if it got lost, ask again.
          runtime.later(2000, () => {
            if (!get().board.server) get().sync();
          });
        },
      });
    },

    close: () => {
      runtime.generation += 1;
      runtime.clearPlayTimer();
      runtime.clearTimers();
      runtime.session?.close();
      runtime.session = null;
      set({ ...emptyMatch });
    },
  };
}

/** The player's moves: each sent to the room, or an alert when it cannot be (product spec 3 §8). */
function moveActions(
  runtime: MatchRuntime,
): Pick<MatchStoreState, 'playCard' | 'endTurn' | 'forfeit' | 'sync'> {
  const { get, set, dispatch } = runtime;
  return {
    playCard: (cardId) => {
      const { board } = get();
      if (!board.server) return;
      dispatch({ type: 'play', cardId, cost: cardCost(cardId), now: Date.now() });
      const optimistic = get().board.pending !== board.pending;
      if (!runtime.session?.send('play_card', { cardId })) {
        if (optimistic) dispatch({ type: 'rollback' });
        get().showAlert(FAILURE_TEXT.play_card);
        return;
      }
      if (!optimistic) return;
      runtime.clearPlayTimer();
      const gen = runtime.generation;
      runtime.playTimer = setTimeout(() => {
        if (gen !== runtime.generation || !get().board.pending) return;
        dispatch({ type: 'rollback' });
        get().sync();
      }, PLAY_TIMEOUT_MS);
    },

    endTurn: () => {
      const view = get().board.server;
      if (!view || !isMyTurn(view) || get().endTurnPending) return;
      if (runtime.session?.send('end_turn')) set({ endTurnPending: true });
      else get().showAlert(FAILURE_TEXT.end_turn);
    },

    forfeit: () => {
      const view = get().board.server;
      if (view?.gameStatus !== 'in_progress') return;
      if (!runtime.session?.send('forfeit')) get().showAlert(FAILURE_TEXT.forfeit);
    },

    sync: () => {
      runtime.session?.send('sync');
    },
  };
}

/** A rematch after the match (blitz): offered, accepted or declined in the room (the server answers all). */
function rematchActions(
  runtime: MatchRuntime,
): Pick<MatchStoreState, 'offerRematch' | 'acceptRematch' | 'declineRematch'> {
  return {
    offerRematch: () => void runtime.session?.send('rematch_offer'),
    acceptRematch: () => void runtime.session?.send('rematch_accept'),
    declineRematch: () => void runtime.session?.send('rematch_decline'),
  };
}

export const useMatchStore = create<MatchStoreState>()((set, get) => {
  const runtime = createMatchRuntime(set, get);
  return {
    ...emptyMatch,
    ...connectionActions(runtime),
    ...moveActions(runtime),
    ...rematchActions(runtime),
    showAlert: (text) => set({ alert: { id: runtime.nextId(), text } }),
    dismissAlert: () => set({ alert: null }),
  };
});

/**
 * The board and the failure of `matchId` once the store has opened it. Before that (the first render at a new
 * address, such as an accepted rematch's) the store still holds the match before, whose board is not this one's.
 */
export function useOpenedMatch(matchId: string) {
  const opened = useMatchStore((state) => state.matchId === matchId);
  const view = useMatchStore((state) => state.board.server);
  const fatalError = useMatchStore((state) => state.fatalError);
  return opened ? { view, fatalError } : { view: undefined, fatalError: null };
}
