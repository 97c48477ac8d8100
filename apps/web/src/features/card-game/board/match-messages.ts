import { type matchProtocol, refusalText } from '@app/contracts';
import type { BattleLogEntry, MatchViewMessage, MessageHandlers } from '../shared';
import { clockOffset, gameOverText, turnText } from '../shared';
import { combatEffects, combatNumbers, EFFECT_MS, FLOAT_MS, SHAKE_MS, shakenSides } from './combat';
import { me } from './match-reducer';
import type { MatchRuntime } from './match-runtime';
import type { MatchStoreState } from './match-store';

/** Refusals after which the board asks the server for a fresh state. */
const RESYNC_REASONS = new Set(['card_not_in_hand', 'stale']);

/** Announces turn changes and the result when the server's view changes them. */
function announce(runtime: MatchRuntime, before: MatchViewMessage | null, after: MatchViewMessage) {
  if (after.gameStatus !== 'in_progress') {
    if (!before || before.gameStatus === 'in_progress') {
      runtime.set({ announcement: gameOverText(after).title });
    }
    return;
  }
  if (!before || before.currentTurn !== after.currentTurn || before.turnCount !== after.turnCount) {
    runtime.set({ announcement: turnText(after) });
  }
}

/** The board's animation lists: floating numbers, attack and spell effects, shaking panels. */
type AnimationList = 'numbers' | 'effects' | 'shaking';
type AnimationItem<K extends AnimationList> = MatchStoreState[K][number];

/** Shows items in one of the animation lists for `ms`, then takes them away. */
function flash<K extends AnimationList>(
  runtime: MatchRuntime,
  list: K,
  items: ReadonlyArray<AnimationItem<K>>,
  ms: number,
) {
  if (items.length === 0) return;
  const current = () => runtime.get()[list] as ReadonlyArray<AnimationItem<K>>;
  runtime.set({ [list]: [...new Set([...current(), ...items])] });
  runtime.later(ms, () => runtime.set({ [list]: current().filter((item) => !items.includes(item)) }));
}

/** The floating numbers, spell and attack effects and shaken panels of the log entries an action added. */
function animate(runtime: MatchRuntime, events: BattleLogEntry[], view: MatchViewMessage) {
  const myId = String(me(view).id);
  const withIds = <T>(items: T[]) => items.map((item) => ({ ...item, id: runtime.nextId() }));
  flash(runtime, 'numbers', withIds(combatNumbers(events, myId)), FLOAT_MS);
  flash(runtime, 'effects', withIds(combatEffects(events, myId)), EFFECT_MS);
  flash(runtime, 'shaking', shakenSides(events, myId), SHAKE_MS);
}

const readClock = (runtime: MatchRuntime, message: { serverNow: number }) =>
  runtime.set({ clockOffset: clockOffset(runtime.get().clockOffset, message.serverNow, Date.now()) });

/** What the board does with each message of the match room (each already parsed by its contract). */
export function matchMessages(runtime: MatchRuntime): MessageHandlers<typeof matchProtocol.server> {
  const { get, set, dispatch } = runtime;
  return {
    state: (view) => {
      const before = get().board.server;
      runtime.clearPlayTimer();
      readClock(runtime, view);
      dispatch({ type: 'state', view });
      set({
        endTurnPending: false,
        ...(view.spectators === undefined ? {} : { spectators: view.spectators }),
      });
      announce(runtime, before, view);
    },
    update: (patch) => {
      const before = get().board.server;
      if (before?.version !== patch.from) {
        // A patch for a board this one is not (none yet, or a message missed): ask for the whole picture.
        get().sync();
        return;
      }
      runtime.clearPlayTimer();
      dispatch({ type: 'update', patch });
      set({ endTurnPending: false });
      readClock(runtime, patch.board);
      const after = get().board.server as MatchViewMessage;
      animate(runtime, patch.board.events, after);
      announce(runtime, before, after);
    },
    refused: ({ action, reason }) => {
      if (action === 'play_card') runtime.clearPlayTimer();
      dispatch({ type: 'refused', action });
      if (action === 'end_turn' || action === 'forfeit') set({ endTurnPending: false });
      get().showAlert(refusalText(reason, action));
      if (RESYNC_REASONS.has(reason)) get().sync();
    },
    spectators: ({ count }) => set({ spectators: count }),
    rematch_offered: (offer) => set({ rematchOffer: offer, rematchEnded: null }),
    rematch_declined: ({ reason }) => set({ rematchOffer: null, rematchEnded: reason }),
    match_found: ({ matchId }) => set({ rematchOffer: null, rematchId: matchId }),
  };
}
