import { describe, expect, it } from 'vitest';
import { installBrowserShims } from '@/testing/browser-shims';
import {
  ALL,
  addToDeck,
  filterAndSortCards,
  loadSavedDeck,
  MY_DECK_KEY,
  parseSavedDeck,
  removeFromDeck,
  saveDeckLocally,
} from './deck-builder';
import { SAMPLE_CARDS, type SampleCard } from './sample-cards';

const names = (cards: readonly SampleCard[]) => cards.map((card) => card.name);

function fill(count: number): SampleCard[] {
  let deck: SampleCard[] = [];
  for (const card of SAMPLE_CARDS.slice(0, count)) deck = addToDeck(deck, card.id).deck;
  return deck;
}

describe('sample cards', () => {
  it('are the twelve cards of the spec with unique ids', () => {
    expect(names(SAMPLE_CARDS)).toEqual([
      'Slash',
      'Strike',
      'Fireball',
      'Heal',
      'Shield',
      'Charge',
      'Poison',
      'Stun',
      'Freeze',
      'Guard',
      'Quick Shot',
      'Barrier',
    ]);
    expect(new Set(SAMPLE_CARDS.map((card) => card.id)).size).toBe(12);
    for (const card of SAMPLE_CARDS) {
      expect(['Attack', 'Magic', 'Defense', 'Skill']).toContain(card.type);
      expect(['Common', 'Rare', 'Epic']).toContain(card.rarity);
    }
  });
});

describe('addToDeck', () => {
  it('adds a known card', () => {
    const result = addToDeck([], 'fireball');
    expect(result.outcome).toBe('added');
    expect(result.deck).toEqual([{ id: 'fireball', name: 'Fireball', type: 'Magic', rarity: 'Rare' }]);
  });

  it('holds at most 10 cards: an 11th is ignored', () => {
    const deck = fill(10);
    expect(deck).toHaveLength(10);
    const result = addToDeck(deck, SAMPLE_CARDS[10]?.id);
    expect(result.outcome).toBe('full');
    expect(result.deck).toEqual(deck);
  });

  it('refuses duplicates', () => {
    const deck = fill(3);
    const result = addToDeck(deck, 'slash');
    expect(result.outcome).toBe('duplicate');
    expect(result.deck).toHaveLength(3);
  });

  it('accepts only known cards', () => {
    for (const id of ['nope', '', 'Slash', undefined, 42, null, { id: 'slash' }]) {
      const result = addToDeck([], id);
      expect(result.outcome).toBe('unknown');
      expect(result.deck).toEqual([]);
    }
  });

  it('does not change the deck it was given', () => {
    const deck = fill(2);
    const copy = structuredClone(deck);
    addToDeck(deck, 'heal');
    expect(deck).toEqual(copy);
  });

  it('removeFromDeck takes the card out', () => {
    const deck = fill(3);
    expect(names(removeFromDeck(deck, 'strike'))).toEqual(['Slash', 'Fireball']);
    expect(removeFromDeck(deck, 'missing')).toHaveLength(3);
  });
});

describe('filterAndSortCards', () => {
  it('with All and All keeps every card, sorted by name', () => {
    const cards = filterAndSortCards(SAMPLE_CARDS, { type: ALL, rarity: ALL, sortBy: 'name' });
    expect(cards).toHaveLength(12);
    expect(names(cards)).toEqual([...names(SAMPLE_CARDS)].sort());
  });

  it('filters by type and by rarity', () => {
    const attack = filterAndSortCards(SAMPLE_CARDS, { type: 'Attack', rarity: ALL, sortBy: 'name' });
    expect(names(attack)).toEqual(['Quick Shot', 'Slash', 'Strike']);
    const epic = filterAndSortCards(SAMPLE_CARDS, { type: ALL, rarity: 'Epic', sortBy: 'name' });
    expect(epic.every((card) => card.rarity === 'Epic')).toBe(true);
    expect(epic.length).toBeGreaterThan(0);
    const both = filterAndSortCards(SAMPLE_CARDS, { type: 'Defense', rarity: 'Common', sortBy: 'name' });
    expect(names(both)).toEqual(['Guard', 'Shield']);
    expect(filterAndSortCards(SAMPLE_CARDS, { type: 'Skill', rarity: 'Common', sortBy: 'name' })).toEqual([]);
  });

  it('sorts by rarity (Common, Rare, Epic), then by name', () => {
    const cards = filterAndSortCards(SAMPLE_CARDS, { type: ALL, rarity: ALL, sortBy: 'rarity' });
    const ranks = cards.map((card) => ['Common', 'Rare', 'Epic'].indexOf(card.rarity));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const common = cards.filter((card) => card.rarity === 'Common');
    expect(names(common)).toEqual([...names(common)].sort());
    expect(cards[0]?.rarity).toBe('Common');
    expect(cards.at(-1)?.rarity).toBe('Epic');
  });

  it('does not reorder the input', () => {
    const before = names(SAMPLE_CARDS);
    filterAndSortCards(SAMPLE_CARDS, { type: ALL, rarity: ALL, sortBy: 'name' });
    expect(names(SAMPLE_CARDS)).toEqual(before);
  });
});

describe('saved deck (myDeck)', () => {
  it('round-trips through localStorage as an array of sample cards', () => {
    const shims = installBrowserShims();
    try {
      const deck = fill(4);
      expect(saveDeckLocally(deck)).toBe(true);
      expect(JSON.parse(shims.storage.getItem(MY_DECK_KEY) ?? 'null')).toEqual(
        SAMPLE_CARDS.slice(0, 4).map(({ id, name, type, rarity }) => ({ id, name, type, rarity })),
      );
      expect(loadSavedDeck()).toEqual(deck);
    } finally {
      shims.uninstall();
    }
  });

  it('keeps only known cards, once each, at most 10', () => {
    const raw = JSON.stringify([
      { id: 'slash' },
      { id: 'slash', name: 'Slash' },
      { id: 'bogus', name: 'Bogus' },
      { name: 'Heal' },
      'fireball',
      null,
      ...SAMPLE_CARDS,
    ]);
    const deck = parseSavedDeck(raw);
    expect(deck).toHaveLength(10);
    expect(names(deck).slice(0, 3)).toEqual(['Slash', 'Heal', 'Strike']);
    expect(new Set(deck.map((card) => card.id)).size).toBe(10);
  });

  it('gives an empty deck for missing or unreadable data', () => {
    expect(parseSavedDeck(null)).toEqual([]);
    expect(parseSavedDeck('{not json')).toEqual([]);
    expect(parseSavedDeck('{"id":"slash"}')).toEqual([]);
    expect(loadSavedDeck()).toEqual([]);
  });
});
