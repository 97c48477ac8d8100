import type { MatchPatch, MatchView } from '@app/contracts';
import {
  type BattleLogEntry,
  type BoardPatch,
  boardFor,
  boardPatchFor,
  type MatchState,
  type PlayerSlot,
  spectatorBoardFor,
} from '@app/game-rules';
import type { LoadedMatch } from './match-repository.ts';

/**
 * Everything one player may see of the match with the spec's field names: the
 * board (the opponent's hand and both deck orders never leave the server), the
 * last 50 battle log entries, the entries the last action added and the
 * server's time. Sent when a player joins or asks to sync, and by the API.
 */
export function matchViewFor(match: LoadedMatch, slot: PlayerSlot, events: BattleLogEntry[] = []): MatchView {
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
    battleLog: match.state.battleLog.slice(),
  });
}

/**
 * After an accepted action, what changed for one player: the fields that
 * differ between the state they last saw and the new one (with the same
 * secrecy as the view), the log entries the action added and the server's
 * time. A card play changes a handful of fields, so this is a fraction of a view.
 */
export function matchPatchFor(
  before: MatchState,
  after: MatchState,
  slot: PlayerSlot,
  events: BattleLogEntry[],
): MatchPatch {
  return patchFrom(before, boardPatchFor(before, after, slot), events);
}

function patchFrom(before: MatchState, patch: BoardPatch, events: BattleLogEntry[]): MatchPatch {
  const board: MatchPatch['board'] = Object.assign(patch.board, { events, serverNow: Date.now() });
  if (board.currentTurn) board.current_turn = board.currentTurn;
  if (board.gameStatus) board.status = board.gameStatus;
  return Object.assign(patch, { from: before.version, board });
}

export type PlayerMatchView = MatchView;
export type PlayerMatchPatch = MatchPatch;

/**
 * What a spectator sees of the match: both boards with both hands as placeholders (no deck order, as for
 * everyone), from player A's side, the battle log and how many watch. No seat: `you` is player A's side and
 * `playerId` 0.
 */
export function spectatorViewFor(match: LoadedMatch, spectators: number): MatchView {
  const board = spectatorBoardFor(match.state);
  return Object.assign(board, {
    matchId: match.id,
    playerId: 0,
    playerAId: match.playerAId,
    playerBId: match.playerBId,
    you: 'player_a' as const,
    current_turn: board.currentTurn,
    status: board.gameStatus,
    youUsername: board.playerA.username,
    opponentUsername: board.playerB.username,
    events: [],
    serverNow: Date.now(),
    battleLog: match.state.battleLog.slice(),
    spectating: true,
    spectators,
  });
}

/** After an accepted action, what changed as every spectator sees it (one patch for all of them). */
export function spectatorPatchFor(
  before: MatchState,
  after: MatchState,
  events: BattleLogEntry[],
): MatchPatch {
  return patchFrom(before, boardPatchFor(before, after, null), events);
}
