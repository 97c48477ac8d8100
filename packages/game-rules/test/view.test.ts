import { describe, expect, it } from 'vitest';
import { HIDDEN_CARD, viewFor } from '../src/index.ts';
import { newMatch, scenario } from './helpers.ts';

describe('viewFor', () => {
  const s = scenario({
    a: {
      hand: ['impulse-buy', 'the-butler'],
      deck: ['restock', 'spa-day', 'overdraft'],
      discard: ['gift-card'],
    },
    b: {
      hand: ['flash-sale', 'limited-edition', 'swipe-war'],
      deck: ['black-friday-rush'],
      playedCards: ['doorbuster'],
    },
  });

  it('shows the viewer their own hand and hides the opponent hand, keeping its size', () => {
    const view = viewFor(s, 'player_a');
    expect(view.viewer).toBe('player_a');
    expect(view.playerA.hand).toEqual(['impulse-buy', 'the-butler']);
    expect(view.playerB.hand).toEqual([HIDDEN_CARD, HIDDEN_CARD, HIDDEN_CARD]);
    expect(view.playerB.handCount).toBe(3);
    expect(viewFor(s, 'player_b').playerB.hand).toEqual(['flash-sale', 'limited-edition', 'swipe-war']);
  });

  it('exposes only deck sizes and drops the generator state', () => {
    const view = viewFor(s, 'player_a');
    expect(view.playerA.deckCount).toBe(3);
    expect(view.playerB.deckCount).toBe(1);
    expect('deck' in view.playerA || 'deck' in view.playerB || 'rng' in view).toBe(false);
    const json = JSON.stringify(view);
    for (const secret of [
      'restock',
      'spa-day',
      'overdraft',
      'flash-sale',
      'limited-edition',
      'black-friday-rush',
    ]) {
      expect(json).not.toContain(secret);
    }
  });

  it('keeps public information: discard, played cards, stats and the log', () => {
    const view = viewFor(s, 'player_b');
    expect(view.playerA.discard).toEqual(['gift-card']);
    expect(view.playerB.playedCards).toEqual(['doorbuster']);
    expect(view.playerA.hp).toBe(30);
    expect(view.battleLog).toEqual(s.battleLog);
    expect(view.turnDeadline).toBe(s.turnDeadline);
  });

  it('is plain JSON and independent of the state', () => {
    const state = newMatch();
    const view = viewFor(state, 'player_a');
    expect(JSON.parse(JSON.stringify(view))).toEqual(view);
    view.playerA.hand.push('mutated');
    view.battleLog.length = 0;
    expect(state.playerA.hand).not.toContain('mutated');
    expect(state.battleLog.length).toBeGreaterThan(0);
  });
});
