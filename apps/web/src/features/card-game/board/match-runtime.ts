import type { matchProtocol } from '@app/contracts';
import type { StoreApi } from 'zustand';
import type { RoomSession } from '../shared';
import { type BoardAction, boardReducer } from './match-reducer';
import type { MatchStoreState } from './match-store';

/**
 * What the match store's parts share behind its state: the room session, the timers of the match on screen
 * (dropped when it closes: a timer of an earlier match never touches the next), and the store itself.
 */
export interface MatchRuntime {
  set: StoreApi<MatchStoreState>['setState'];
  get: () => MatchStoreState;
  session: RoomSession<typeof matchProtocol> | null;
  /** Counts the matches opened: work started for one is dropped once another (or none) is on screen. */
  generation: number;
  /** A new id for an alert, a floating number or an effect. */
  nextId: () => number;
  /** Runs `run` in `ms`, unless the match on screen has changed by then. */
  later: (ms: number, run: () => void) => void;
  /** Gives up every timer of the match on screen. */
  clearTimers: () => void;
  dispatch: (action: BoardAction) => void;
  /** The timer that gives up a play the server has not answered. */
  playTimer: ReturnType<typeof setTimeout> | undefined;
  clearPlayTimer: () => void;
}

export function createMatchRuntime(set: MatchRuntime['set'], get: MatchRuntime['get']): MatchRuntime {
  let id = 1;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const runtime: MatchRuntime = {
    set,
    get,
    session: null,
    generation: 0,
    nextId: () => id++,
    later(ms, run) {
      const gen = runtime.generation;
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (gen === runtime.generation) run();
      }, ms);
      timers.add(timer);
    },
    clearTimers() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
    dispatch: (action) => set({ board: boardReducer(get().board, action) }),
    playTimer: undefined,
    clearPlayTimer() {
      clearTimeout(runtime.playTimer);
      runtime.playTimer = undefined;
    },
  };
  return runtime;
}
