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

/**
 * Copies of every player field except the hand and the deck (the secret parts),
 * listed one by one: this runs for every action and every view, and V8 builds a
 * literal far faster than a rest/spread copy. The return type makes a new
 * PlayerState field a compile error here until it is placed.
 */
export function copyOpenFields(p: PlayerState): Omit<PlayerState, 'hand' | 'deck'> {
  return {
    id: p.id,
    username: p.username,
    discard: p.discard.slice(),
    playedCards: p.playedCards.slice(),
    buyPower: p.buyPower,
    buffs: p.buffs.slice(),
    energy: p.energy,
    maxEnergy: p.maxEnergy,
    carryOver: p.carryOver,
    energySpent: p.energySpent,
    nextCardFree: p.nextCardFree,
    hp: p.hp,
    maxHp: p.maxHp,
    armor: p.armor,
    shield: p.shield,
    statusEffects: p.statusEffects.slice(),
    attackPower: p.attackPower,
    defense: p.defense,
  };
}
