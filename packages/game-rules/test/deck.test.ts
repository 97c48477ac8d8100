import { describe, expect, it } from 'vitest';
import {
  DECK_MESSAGES,
  isStarterDeckId,
  MAX_COPIES,
  MAX_DECK_SIZE,
  MIN_DECK_SIZE,
  STARTER_DECK,
  validateDeck,
} from '../src/index.ts';

const TEN = ['impulse-buy', 'impulse-buy', 'greedy-grab', 'flash-sale', 'the-butler'].concat([
  'return-policy',
  'swipe-war',
  'doorbuster',
  'bubble-wrap',
  'spa-day',
]);

describe('validateDeck', () => {
  it('accepts a legal deck and trims its name', () => {
    expect(validateDeck({ name: '  Bargain Hunter ', card_ids: TEN })).toEqual({
      ok: true,
      name: 'Bargain Hunter',
      card_ids: TEN,
    });
  });

  it('requires a name', () => {
    for (const name of ['', '   ', undefined, null, 42]) {
      expect(validateDeck({ name, card_ids: TEN })).toEqual({ ok: false, error: 'Please enter a deck name' });
    }
  });

  it('requires at least 10 and at most 20 cards', () => {
    expect(validateDeck({ name: 'd', card_ids: TEN.slice(1) })).toEqual({
      ok: false,
      error: 'Deck must have at least 10 cards',
    });
    const big = [...TEN, ...TEN.slice(2), 'restock', 'restock', 'restock'];
    expect(big).toHaveLength(MAX_DECK_SIZE + 1);
    expect(validateDeck({ name: 'd', card_ids: big })).toEqual({
      ok: false,
      error: 'Deck cannot have more than 20 cards',
    });
    expect(validateDeck({ name: 'd', card_ids: big.slice(1) }).ok).toBe(true);
  });

  it('allows at most 4 copies of a card', () => {
    const five = [...TEN.slice(5), ...Array.from({ length: MAX_COPIES + 1 }, () => 'impulse-buy')];
    expect(validateDeck({ name: 'd', card_ids: five })).toEqual({
      ok: false,
      error: 'Deck cannot have more than 4 copies of Impulse Buy',
    });
    expect(validateDeck({ name: 'd', card_ids: five.slice(0, -1).concat('restock') }).ok).toBe(true);
  });

  it('rejects unknown cards', () => {
    expect(validateDeck({ name: 'd', card_ids: [...TEN.slice(1), 'mystery-box'] })).toEqual({
      ok: false,
      error: 'Unknown card: mystery-box',
    });
  });

  it('treats a card list that is not a list of ids as corrupted', () => {
    for (const card_ids of ['impulse-buy', undefined, { 0: 'impulse-buy' }, [1, 2, 3]]) {
      expect(validateDeck({ name: 'd', card_ids })).toEqual({ ok: false, error: DECK_MESSAGES.corrupted });
    }
  });

  it('ships a legal starter deck', () => {
    expect(STARTER_DECK.length).toBeGreaterThanOrEqual(MIN_DECK_SIZE);
    expect(validateDeck({ name: 'Starter Deck', card_ids: STARTER_DECK }).ok).toBe(true);
  });

  it('recognises starter deck ids', () => {
    expect(isStarterDeckId('starter_default')).toBe(true);
    expect(isStarterDeckId('deck_starter_1')).toBe(false);
  });
});
