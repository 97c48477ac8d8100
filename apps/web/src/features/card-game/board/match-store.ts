import { matchPatch, matchView, refusal } from '@app/contracts';
import { FAILURE_MESSAGES } from '@app/game-rules';
import { create } from 'zustand';
import type { BattleLogEntry, MatchViewMessage } from '../shared';
import {
  type ConnectionStatus,
  clockOffset,
  gameOverText,
  openRoomSession,
  type RoomSession,
  turnText,
} from '../shared';
import { cardCost } from './cards';
import {
  type CombatEffect,
  type CombatNumber,
  combatEffects,
  combatNumbers,
  EFFECT_MS,
  FLOAT_MS,
  SHAKE_MS,
  type Side,
  shakenSides,
} from './combat';
import { type BoardState, boardReducer, initialBoard, isMyTurn, me } from './match-reducer';

/** Refusals after which the board asks the server for a fresh state. */
const RESYNC_REASONS = new Set(['card_not_in_hand', 'stale']);
/** A play the server has not answered in this long is given up and the board resynced. */
export const PLAY_TIMEOUT_MS = 5000;

export interface Alert {
  id: number;
  text: string;
}

export interface MatchStoreState {
  matchId: string | null;
  connection: ConnectionStatus | 'idle';
  /** A refusal to join that retrying cannot fix ('You are not a player in this match'...). */
  fatalError: string | null;
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
  open: (matchId: string, token: string) => void;
  close: () => void;
  playCard: (cardId: string) => void;
  endTurn: () => void;
  forfeit: () => void;
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
};

export const useMatchStore = create<MatchStoreState>()((set, get) => {
  let session: RoomSession | null = null;
  let generation = 0;
  let nextId = 1;
  let playTimer: ReturnType<typeof setTimeout> | undefined;
  const timers = new Set<ReturnType<typeof setTimeout>>();

  const later = (ms: number, run: () => void) => {
    const gen = generation;
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (gen === generation) run();
    }, ms);
    timers.add(timer);
  };

  const dispatch = (action: Parameters<typeof boardReducer>[1]) => {
    set({ board: boardReducer(get().board, action) });
  };

  /** Announces turn changes and the result when the server's view changes them. */
  const announce = (before: MatchViewMessage | null, after: MatchViewMessage | null) => {
    if (!after) return;
    if (after.gameStatus !== 'in_progress') {
      if (!before || before.gameStatus === 'in_progress') set({ announcement: gameOverText(after).title });
      return;
    }
    if (!before || before.currentTurn !== after.currentTurn || before.turnCount !== after.turnCount) {
      set({ announcement: turnText(after) });
    }
  };

  const animate = (events: BattleLogEntry[], view: MatchViewMessage) => {
    const myId = String(me(view).id);
    const numbers = combatNumbers(events, myId).map((number) => ({ ...number, id: nextId++ }));
    const effects = combatEffects(events, myId).map((effect) => ({ ...effect, id: nextId++ }));
    const shaken = shakenSides(events, myId);
    if (numbers.length > 0) {
      set({ numbers: [...get().numbers, ...numbers] });
      const ids = new Set(numbers.map((number) => number.id));
      later(FLOAT_MS, () => set({ numbers: get().numbers.filter((number) => !ids.has(number.id)) }));
    }
    if (effects.length > 0) {
      set({ effects: [...get().effects, ...effects] });
      const ids = new Set(effects.map((effect) => effect.id));
      later(EFFECT_MS, () => set({ effects: get().effects.filter((effect) => !ids.has(effect.id)) }));
    }
    if (shaken.length > 0) {
      set({ shaking: [...new Set([...get().shaking, ...shaken])] });
      later(SHAKE_MS, () => set({ shaking: get().shaking.filter((side) => !shaken.includes(side)) }));
    }
  };

  const readClock = (message: { serverNow: number }) =>
    set({ clockOffset: clockOffset(get().clockOffset, message.serverNow, Date.now()) });

  const clearPlayTimer = () => {
    clearTimeout(playTimer);
    playTimer = undefined;
  };

  const messages = {
    state: (message: unknown) => {
      const parsed = matchView.safeParse(message);
      if (!parsed.success) return;
      const view: MatchViewMessage = parsed.data;
      const before = get().board.server;
      clearPlayTimer();
      readClock(view);
      dispatch({ type: 'state', view });
      set({ endTurnPending: false });
      announce(before, view);
    },
    update: (message: unknown) => {
      const parsed = matchPatch.safeParse(message);
      if (!parsed.success) return;
      const patch = parsed.data;
      const before = get().board.server;
      if (before?.version !== patch.from) {
        // A patch for a board this one is not (none yet, or a message missed): ask for the whole picture.
        get().sync();
        return;
      }
      clearPlayTimer();
      dispatch({ type: 'update', patch });
      set({ endTurnPending: false });
      readClock(patch.board);
      const after = get().board.server as MatchViewMessage;
      animate(patch.board.events, after);
      announce(before, after);
    },
    refused: (message: unknown) => {
      const parsed = refusal.safeParse(message);
      const action = parsed.success ? parsed.data.action : '';
      const text = parsed.success ? parsed.data.message : undefined;
      if (action === 'play_card') clearPlayTimer();
      dispatch({ type: 'refused', action });
      if (action === 'end_turn' || action === 'forfeit') set({ endTurnPending: false });
      get().showAlert(text || FAILURE_MESSAGES.play_card);
      if (parsed.success && RESYNC_REASONS.has(parsed.data.reason)) get().sync();
    },
  };

  return {
    ...emptyMatch,

    open: (matchId, token) => {
      get().close();
      const gen = generation;
      set({ ...emptyMatch, matchId, connection: 'connecting' });
      session = openRoomSession({
        token,
        room: 'match',
        joinOptions: { matchId },
        messages,
        onStatus: (status, error) => {
          if (gen !== generation) return;
          if (status === 'failed') set({ connection: status, fatalError: error ?? null });
          else set({ connection: status });
          if (status !== 'connected' && get().board.pending) {
            clearPlayTimer();
            dispatch({ type: 'rollback' });
          }
        },
        onJoined: () => {
          // The room sends `state` on join; if it got lost, ask again.
          later(2000, () => {
            if (!get().board.server) get().sync();
          });
        },
      });
    },

    close: () => {
      generation += 1;
      clearPlayTimer();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      session?.close();
      session = null;
      set({ ...emptyMatch });
    },

    playCard: (cardId) => {
      const { board } = get();
      const view = board.server;
      if (!view) return;
      const cost = cardCost(cardId);
      dispatch({ type: 'play', cardId, cost, now: Date.now() });
      const optimistic = get().board.pending !== board.pending;
      if (!session?.send('play_card', { cardId })) {
        if (optimistic) dispatch({ type: 'rollback' });
        get().showAlert(FAILURE_MESSAGES.play_card);
        return;
      }
      if (optimistic) {
        clearPlayTimer();
        const gen = generation;
        playTimer = setTimeout(() => {
          if (gen !== generation || !get().board.pending) return;
          dispatch({ type: 'rollback' });
          get().sync();
        }, PLAY_TIMEOUT_MS);
      }
    },

    endTurn: () => {
      const view = get().board.server;
      if (!view || !isMyTurn(view) || get().endTurnPending) return;
      if (session?.send('end_turn')) set({ endTurnPending: true });
      else get().showAlert(FAILURE_MESSAGES.end_turn);
    },

    forfeit: () => {
      const view = get().board.server;
      if (view?.gameStatus !== 'in_progress') return;
      if (!session?.send('forfeit')) get().showAlert(FAILURE_MESSAGES.forfeit);
    },

    sync: () => {
      session?.send('sync');
    },

    showAlert: (text) => set({ alert: { id: nextId++, text } }),
    dismissAlert: () => set({ alert: null }),
  };
});
