import { CARDS } from '@app/game-rules';
import { describe, expect, it } from 'vitest';
import { canAddCopy, cardCountText, checkDeck, deckSizeState, removeCopy, toDeck } from './deck-model';

describe('deck model', () => {
  it('marks a deck whose card list is not a list of ids as corrupted', () => {
    const base = {
      id: 'deck_1',
      name: 'A',
      is_active: false,
      is_starter: false,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    };
    expect(toDeck({ ...base, card_ids: ['a', 'b'] }).card_ids).toEqual(['a', 'b']);
    for (const card_ids of ['["a"]', null, undefined, { 0: 'a' }, [1, 2]]) {
      expect(toDeck({ ...base, card_ids }).card_ids).toBeNull();
    }
  });

  it('checks against the loaded card list when there is one', () => {
    const custom = [{ ...(CARDS[0] as (typeof CARDS)[number]), id: 'only-card', name: 'Only Card' }];
    const ten = Array.from({ length: 10 }, (_, i) => (i < 4 ? 'only-card' : 'impulse-buy'));
    expect(checkDeck({ name: 'X', card_ids: ten }, custom)).toMatchObject({
      ok: false,
      error: 'Unknown card: impulse-buy',
      field: 'card_ids',
    });
    expect(checkDeck({ name: 'X', card_ids: ten }, [])).toMatchObject({
      ok: false,
      error: 'Unknown card: only-card',
    });
  });

  it('enforces 20 cards and 4 copies while editing', () => {
    expect(canAddCopy(['a', 'a', 'a'], 'a')).toBe(true);
    expect(canAddCopy(['a', 'a', 'a', 'a'], 'a')).toBe(false);
    expect(
      canAddCopy(
        Array.from({ length: 20 }, (_, i) => `c${i}`),
        'new',
      ),
    ).toBe(false);
    expect(removeCopy(['a', 'b', 'a'], 'a')).toEqual(['a', 'b']);
    expect([9, 10, 20, 21].map(deckSizeState)).toEqual(['too-few', 'ok', 'ok', 'too-many']);
    expect(cardCountText(1)).toBe('1 card');
    expect(cardCountText(12)).toBe('12 cards');
  });
});
