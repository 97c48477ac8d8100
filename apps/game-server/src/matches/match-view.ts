import { type BattleLogEntry, type PlayerSlot, viewFor } from '@app/game-rules';
import type { LoadedMatch } from './match-store.ts';

/**
 * What one player may see of a match, with the spec's field names: the
 * opponent's hand and both deck orders never leave the server.
 */
export function matchViewFor(match: LoadedMatch, slot: PlayerSlot, events: BattleLogEntry[] = []) {
  const view = viewFor(match.state, slot);
  const you = slot === 'player_a' ? view.playerA : view.playerB;
  const opponent = slot === 'player_a' ? view.playerB : view.playerA;
  return {
    ...view,
    matchId: match.id,
    playerId: slot === 'player_a' ? match.playerAId : match.playerBId,
    playerAId: match.playerAId,
    playerBId: match.playerBId,
    you: slot,
    current_turn: view.currentTurn,
    status: view.gameStatus,
    youUsername: you.username,
    opponentUsername: opponent.username,
    events,
  };
}

export type PlayerMatchView = ReturnType<typeof matchViewFor>;

/**
 * After an accepted action: the new view without the battle log, plus the log
 * entries the action added (clients keep the last 50). Most of a full view is
 * its log, so this keeps every move's message small.
 */
export function matchUpdateFor(match: LoadedMatch, slot: PlayerSlot, events: BattleLogEntry[]) {
  const { battleLog: _log, ...update } = matchViewFor(match, slot, events);
  return update;
}

export type PlayerMatchUpdate = ReturnType<typeof matchUpdateFor>;
