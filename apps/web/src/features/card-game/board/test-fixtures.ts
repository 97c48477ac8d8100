import {
  type Action,
  applyAction,
  type BattleLogEntry,
  boardPatchFor,
  createMatch,
  type MatchState,
  type PlayerSlot,
  STARTER_DECK,
  viewFor,
} from '@app/game-rules';
import type { MatchPatchMessage, MatchViewMessage } from '../shared';

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

/** The `update` message the server sends `slot` after an action took the match from `before` to `after`. */
export function patchOf(
  before: MatchState,
  after: MatchState,
  slot: PlayerSlot,
  events: BattleLogEntry[],
): MatchPatchMessage {
  const patch = boardPatchFor(before, after, slot);
  const serverNow = after.turnDeadline - after.turnTimerSeconds * 1000;
  const board: MatchPatchMessage['board'] = { ...patch.board, version: after.version, events, serverNow };
  if (board.currentTurn) board.current_turn = board.currentTurn;
  if (board.gameStatus) board.status = board.gameStatus;
  return { ...patch, from: before.version, board };
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
