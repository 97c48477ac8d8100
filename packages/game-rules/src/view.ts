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

function playerView(p: PlayerState, showHand: boolean): PlayerView {
  const { deck, hand, ...visible } = p;
  return {
    ...visible,
    hand: showHand ? [...hand] : hand.map(() => HIDDEN_CARD),
    handCount: hand.length,
    deckCount: deck.length,
    discard: [...p.discard],
    playedCards: [...p.playedCards],
    buffs: [...p.buffs],
    statusEffects: [...p.statusEffects],
  };
}

/**
 * What one player may see: the opponent's hand becomes placeholders, both decks become counts and
 * the generator state is dropped (it would let a client predict reshuffles). Plain JSON.
 */
export function viewFor(state: MatchState, viewer: PlayerSlot): MatchView {
  const { rng, playerA, playerB, battleLog, ...rest } = state;
  return {
    ...rest,
    viewer,
    playerA: playerView(playerA, viewer === 'player_a'),
    playerB: playerView(playerB, viewer === 'player_b'),
    battleLog: [...battleLog],
  };
}
