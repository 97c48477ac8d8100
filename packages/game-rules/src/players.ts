import type { MatchState, PlayerSlot, PlayerState } from './types.ts';

export function opponentOf(slot: PlayerSlot): PlayerSlot {
  return slot === 'player_a' ? 'player_b' : 'player_a';
}

export function getPlayer(state: MatchState, slot: PlayerSlot): PlayerState {
  return slot === 'player_a' ? state.playerA : state.playerB;
}

/** A player with nothing in hand, deck or discard can never act again. */
export function isOutOfCards(player: PlayerState): boolean {
  return player.hand.length === 0 && player.deck.length === 0 && player.discard.length === 0;
}
