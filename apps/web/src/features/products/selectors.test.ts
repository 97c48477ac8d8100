import type { Product } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import type { Collection } from '@/config/collections';
import { testProduct } from '@/testing/test-product';
import {
  bySource,
  dailyRandom,
  findProduct,
  pickRandom,
  picturedFirst,
  productsInCollection,
  productsInSubcollection,
  sampleRandom,
  selectFreshFinds,
  selectTrending,
  sortByDropDateDesc,
} from './selectors';

const make = (id: string, extra: Partial<Product> = {}) => testProduct(id, extra);

/** A deterministic random source cycling through the given values. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
};

describe('home selections', () => {
  const products = [
    ...Array.from({ length: 10 }, (_, i) =>
      make(`viral-${i}`, {
        viralFactor: `${i}M views`,
        dropDate: `2025-01-${String(i + 1).padStart(2, '0')}`,
      }),
    ),
    make('viral-other', { viralFactor: 'huge', source: 'other', dropDate: '2025-12-31' }),
    make('plain-1', { dropDate: '2025-02-01' }),
    make('plain-2', { dropDate: '2025-02-02' }),
    make('plain-3', { dropDate: '2025-02-03' }),
    make('blank-viral', { viralFactor: '  ', dropDate: '2024-01-01' }),
  ];

  it('Trending Now: up to 8 distinct random amazon products that have a viralFactor', () => {
    const trending = selectTrending(products);
    expect(trending).toHaveLength(8);
    expect(new Set(trending.map((p) => p._id)).size).toBe(8);
    for (const product of trending) {
      expect(product._id).toMatch(/^viral-\d$/);
    }
    expect(selectTrending(products.slice(0, 3))).toHaveLength(3);
    expect(selectTrending([])).toEqual([]);
  });

  it("Trending Now is the day's pick: the same all day (UTC), another the next day", () => {
    const morning = Date.UTC(2026, 10, 26, 0, 5);
    const evening = Date.UTC(2026, 10, 26, 23, 55);
    const ids = (now: number) => selectTrending(products, dailyRandom(now)).map((p) => p._id);
    expect(ids(evening)).toEqual(ids(morning));
    const days = Array.from({ length: 10 }, (_, day) => ids(morning + (day + 1) * 86_400_000).join());
    expect(new Set([ids(morning).join(), ...days]).size).toBeGreaterThan(1);
  });

  it("Today's Fresh Finds: the 12 newest amazon products by dropDate", () => {
    const fresh = selectFreshFinds(products);
    expect(fresh).toHaveLength(12);
    expect(fresh.map((p) => p._id).slice(0, 5)).toEqual([
      'plain-3',
      'plain-2',
      'plain-1',
      'viral-9',
      'viral-8',
    ]);
    expect(fresh.some((p) => p.source === 'other')).toBe(false);
  });

  it('sorts by dropDate, newest first', () => {
    const sorted = sortByDropDateDesc([
      make('a', { dropDate: '2024-01-01' }),
      make('b', { dropDate: '2025-01-01' }),
    ]);
    expect(sorted.map((p) => p._id)).toEqual(['b', 'a']);
  });

  it('puts products still waiting for a picture after the pictured ones, however new', () => {
    const sorted = picturedFirst(
      sortByDropDateDesc([
        make('old', { dropDate: '2024-01-01', imageUrl: '/images/old.webp' }),
        make('waiting', { dropDate: '2026-01-01', imageUrl: '' }),
        make('new', { dropDate: '2025-01-01', imageUrl: '/images/new.webp' }),
      ]),
    );
    expect(sorted.map((p) => p._id)).toEqual(['new', 'old', 'waiting']);
  });
});

describe('random helpers', () => {
  it('samples without repeats', () => {
    expect(sampleRandom([1, 2, 3], 5, sequence(0.99, 0.5, 0))).toHaveLength(3);
    expect(new Set(sampleRandom([1, 2, 3, 4, 5], 4)).size).toBe(4);
  });

  it('picks one item, or undefined from an empty list', () => {
    expect(pickRandom(['a', 'b', 'c'], () => 0.5)).toBe('b');
    expect(pickRandom([], () => 0.5)).toBeUndefined();
  });
});

describe('collections', () => {
  const partner: Collection = {
    id: 'partner',
    slug: 'partner',
    name: 'For Your Partner',
    emoji: '💘',
    description: '',
    showInDropdown: false,
    imageUrl: '',
    subcollections: [
      {
        id: 'shirtvskins',
        slug: 'shirtvskins',
        name: 'Shirt vs Skins',
        description: '',
        imageUrl: '',
        parentId: 'partner',
      },
    ],
  };
  const products = [
    make('a', { categories: ['partner'] }),
    make('b', { categories: ['SHIRTVSKINS'], source: 'other' }),
    make('c', { categories: ['tech'] }),
  ];

  it('matches collection and subcollection ids or slugs, case-insensitively', () => {
    expect(productsInCollection(products, partner).map((p) => p._id)).toEqual(['a', 'b']);
    const sub = partner.subcollections?.[0];
    if (!sub) throw new Error('fixture');
    expect(productsInSubcollection(products, sub).map((p) => p._id)).toEqual(['b']);
  });

  it('filters by source', () => {
    expect(bySource(products, 'other').map((p) => p._id)).toEqual(['b']);
    expect(bySource(products, 'amazon').map((p) => p._id)).toEqual(['a', 'c']);
  });

  it('finds a product by _id, then by asin', () => {
    const list = [make('x', { asin: 'B0X' }), make('y')];
    expect(findProduct(list, 'y')?._id).toBe('y');
    expect(findProduct(list, 'B0X')?._id).toBe('x');
    expect(findProduct(list, 'nope')).toBeUndefined();
  });
});
