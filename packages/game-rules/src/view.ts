import { copyOpenFields } from './players.ts';
import type { MatchState, PlayerSlot, PlayerState } from './types.ts';

/** Stands in for each card in the opponent's hand. */
export const HIDDEN_CARD = 'hidden';

export interface PlayerView extends Omit<PlayerState, 'deck'> {
  /** Card ids for the viewer's own hand; HIDDEN_CARD entries for the opponent's. */
  hand: string[];
  handCount: number;
  /** Deck order is secret for both players; only its size is shown. */
  deckCount: number;
}

export interface MatchView extends Omit<MatchState, 'rng' | 'playerA' | 'playerB'> {
  viewer: PlayerSlot;
  playerA: PlayerView;
  playerB: PlayerView;
}

/** A match view without its battle log: what a client needs after each action, next to the new log entries. */
export type BoardView = Omit<MatchView, 'battleLog'>;

function playerView(p: PlayerState, showHand: boolean): PlayerView {
  // Object.assign onto a fresh literal stays fast where a spread would not (see copyOpenFields).
  return Object.assign(copyOpenFields(p), {
    hand: showHand ? p.hand.slice() : p.hand.map(() => HIDDEN_CARD),
    handCount: p.hand.length,
    deckCount: p.deck.length,
  });
}

/**
 * What one player may see, without the battle log: the opponent's hand becomes placeholders, both
 * decks become counts and the generator state is dropped (it would let a client predict reshuffles).
 * Plain JSON, independent of the state.
 */
export function boardFor(state: MatchState, viewer: PlayerSlot): BoardView {
  return {
    gameMode: state.gameMode,
    viewer,
    playerA: playerView(state.playerA, viewer === 'player_a'),
    playerB: playerView(state.playerB, viewer === 'player_b'),
    currentTurn: state.currentTurn,
    turnCount: state.turnCount,
    gameStatus: state.gameStatus,
    winner: state.winner,
    winReason: state.winReason,
    playerATimeouts: state.playerATimeouts,
    playerBTimeouts: state.playerBTimeouts,
    turnTimerSeconds: state.turnTimerSeconds,
    turnDeadline: state.turnDeadline,
    version: state.version,
  };
}

/** Everything one player may see, battle log included (see boardFor). */
export function viewFor(state: MatchState, viewer: PlayerSlot): MatchView {
  return Object.assign(boardFor(state, viewer), { battleLog: state.battleLog.slice() });
}
