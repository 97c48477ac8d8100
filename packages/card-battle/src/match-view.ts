import type { MatchUpdate, MatchView } from '@app/contracts';
import { type BattleLogEntry, boardFor, type PlayerSlot } from '@app/game-rules';
import type { LoadedMatch } from './match-repository.ts';

/**
 * After an accepted action, what one player may see of the match with the
 * spec's field names, without the battle log, plus the log entries the action
 * added (clients keep the last 50) and the server's time. The opponent's hand
 * and both deck orders never leave the server. Most of a full view is its log,
 * so this keeps every move's message small.
 */
export function matchUpdateFor(match: LoadedMatch, slot: PlayerSlot, events: BattleLogEntry[]): MatchUpdate {
  const board = boardFor(match.state, slot);
  const mine = slot === 'player_a';
  // Object.assign onto the fresh board, not a spread: see boardFor.
  return Object.assign(board, {
    matchId: match.id,
    playerId: mine ? match.playerAId : match.playerBId,
    playerAId: match.playerAId,
    playerBId: match.playerBId,
    you: slot,
    current_turn: board.currentTurn,
    status: board.gameStatus,
    youUsername: (mine ? board.playerA : board.playerB).username,
    opponentUsername: (mine ? board.playerB : board.playerA).username,
    events,
    // The server's clock when the view was made: a browser counts down to turnDeadline on its own clock.
    serverNow: Date.now(),
  });
}

export type PlayerMatchUpdate = MatchUpdate;

/** The full view: the update fields and the battle log (last 50 entries). */
export function matchViewFor(match: LoadedMatch, slot: PlayerSlot, events: BattleLogEntry[] = []): MatchView {
  return Object.assign(matchUpdateFor(match, slot, events), { battleLog: match.state.battleLog.slice() });
}

export type PlayerMatchView = MatchView;
