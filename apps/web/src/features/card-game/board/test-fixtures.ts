import {
  type Action,
  applyAction,
  type BattleLogEntry,
  createMatch,
  type MatchState,
  type PlayerSlot,
  STARTER_DECK,
  viewFor,
} from '@app/game-rules';
import type { MatchUpdateMessage, MatchViewMessage } from '../shared';

/** A real match from the rules, seen as the server would send it. */
export function newMatch(mode: 'blitz' | 'async' = 'blitz', seed = 7): MatchState {
  return createMatch({
    seed,
    mode,
    playerA: { id: '1', username: 'alice' },
    playerB: { id: '2', username: 'bob' },
    deckA: STARTER_DECK,
    deckB: STARTER_DECK,
    now: 1_000_000,
  });
}

export function viewOf(state: MatchState, slot: PlayerSlot, events: BattleLogEntry[] = []): MatchViewMessage {
  const view = viewFor(state, slot);
  return {
    ...view,
    matchId: 'm-1',
    playerId: slot === 'player_a' ? 1 : 2,
    playerAId: 1,
    playerBId: 2,
    you: slot,
    current_turn: view.currentTurn,
    status: view.gameStatus,
    youUsername: slot === 'player_a' ? 'alice' : 'bob',
    opponentUsername: slot === 'player_a' ? 'bob' : 'alice',
    events,
    serverNow: state.turnDeadline - state.turnTimerSeconds * 1000,
  };
}

export function updateOf(state: MatchState, slot: PlayerSlot, events: BattleLogEntry[]): MatchUpdateMessage {
  const { battleLog: _log, ...update } = viewOf(state, slot, events);
  return update;
}

export function apply(state: MatchState, action: Action) {
  const result = applyAction(state, action);
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result;
}

export function entry(id: string, overrides: Partial<BattleLogEntry> = {}): BattleLogEntry {
  return {
    id,
    playerId: '1',
    action: 'play_card',
    target: null,
    cardName: null,
    value: null,
    description: `entry ${id}`,
    timestamp: 0,
    ...overrides,
  };
}
