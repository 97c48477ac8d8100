// Product search (issue #22.6): full-text search beside the trigram index, through the real HTTP app on both
// stacks. Each test saves its own products, named with an invented word no other test or demo product has, so
// the answers are exact whatever else the catalogue holds and in whatever order the tests run.
import type { Product } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { STACKS, withProducts } from '../src/testing.ts';
import { suiteTestApp } from './support.ts';

describe.each(STACKS)('product search on %s', (stack) => {
  const t = suiteTestApp(stack);

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  /** `GET /api/products/search`: the ids found, in order, and the total. */
  async function search(q: string) {
    const response = await get(`/api/products/search?q=${encodeURIComponent(q)}&limit=100`);
    expect(response.statusCode, response.body).toBe(200);
    const { products, total } = response.json() as { products: Product[]; total: number };
    return { ids: products.map((product) => product._id), total };
  }
  /** The ids the header's quick search (`GET /api/search`) and `GET /api/products?q=` answer. */
  async function otherSearches(q: string) {
    const quick = (await get(`/api/search?q=${encodeURIComponent(q)}&limit=20`)).json() as {
      results: Array<{ id: string }>;
    };
    const listing = (await get(`/api/products?q=${encodeURIComponent(q)}&limit=100`)).json() as {
      products: Product[];
    };
    return { quick: quick.results.map((result) => result.id), listing: listing.products.map((p) => p._id) };
  }
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

  it('finds other forms of a word (full-text search): lamps finds a lamp, running a run', async () => {
    await withProducts(
      t.app,
      [
        { _id: 'stem-lamp', name: 'Quibbleton Desk Lamp', description: 'Warm light for late reading.' },
        { _id: 'stem-run', name: 'Quibbleton Run Tracker', description: 'Counts every step.' },
        { _id: 'stem-clamp', name: 'Quibbleton Clamp Set', description: 'Holds wood while glue sets.' },
      ],
      async () => {
        // Neither 'lamps' nor 'running' is in any of these texts: only their stems are.
        expect(await search('quibbleton lamps')).toEqual({ ids: ['stem-lamp'], total: 1 });
        expect(await search('Quibbleton RUNNING')).toEqual({ ids: ['stem-run'], total: 1 });
        expect(await otherSearches('quibbleton lamps')).toEqual({
          quick: ['stem-lamp'],
          listing: ['stem-lamp'],
        });
      },
    );
  });

  it('ranks a name hit before a category hit before a description-only hit, whatever their age', async () => {
    await withProducts(
      t.app,
      [
        { _id: 'weight-name', name: 'Zephyrine Teapot', description: 'Pours well.', dropDate: daysAgo(40) },
        {
          _id: 'weight-category',
          name: 'Loose Leaf Tin',
          description: 'Keeps tea fresh.',
          categories: ['zephyrine'],
          dropDate: daysAgo(20),
        },
        {
          _id: 'weight-description',
          name: 'Porcelain Cup',
          description: 'Made to match the zephyrine range.',
          dropDate: daysAgo(0),
        },
      ],
      async () => {
        const expected = ['weight-name', 'weight-category', 'weight-description'];
        expect(await search('zephyrine')).toEqual({ ids: expected, total: 3 });
        expect(await otherSearches('zephyrine')).toEqual({ quick: expected, listing: expected });
      },
    );
  });

  it("ranks LED lights before soled boots and sealed jars for 'led', newest first within each", async () => {
    await withProducts(
      t.app,
      [
        {
          _id: 'led-lights',
          name: 'Vortigaunt LED Strip Lights',
          description: 'Bright.',
          dropDate: daysAgo(30),
        },
        {
          _id: 'led-soled',
          name: 'Vortigaunt Soled Boots',
          description: 'Thick soles.',
          dropDate: daysAgo(1),
        },
        { _id: 'led-sealed', name: 'Vortigaunt Sealed Jar', description: 'Airtight.', dropDate: daysAgo(2) },
        { _id: 'led-other', name: 'Vortigaunt Wool Socks', description: 'Warm.', dropDate: daysAgo(0) },
      ],
      async () => {
        // Newest first would put the boots first: the whole word 'led' (full-text) comes first.
        const expected = { ids: ['led-lights', 'led-soled', 'led-sealed'], total: 3 };
        expect(await search('led vortigaunt')).toEqual(expected);
        expect(await search('vortigaunt led')).toEqual(expected);
        // A word being typed ('le' is no whole word here): a word starting with it comes first too.
        expect(await search('vortigaunt le')).toEqual(expected);
      },
    );
  });

  it("finds a word with a typo ('cofee' finds coffee), the most similar first, when no product has it as typed", async () => {
    await withProducts(
      t.app,
      [
        {
          _id: 'typo-coffee',
          name: 'Snorkmaiden Coffee Grinder',
          description: 'Burrs of steel.',
          dropDate: daysAgo(0),
        },
        { _id: 'typo-tea', name: 'Snorkmaidens Tea Kettle', description: 'Whistles.', dropDate: daysAgo(1) },
        {
          _id: 'typo-cup',
          name: 'Snorkmaid Travel Cup',
          description: 'Spill-proof lid.',
          dropDate: daysAgo(2),
        },
      ],
      async () => {
        expect(await search('snorkmaiden cofee')).toEqual({ ids: ['typo-coffee'], total: 1 });
        expect(await otherSearches('snorkmaiden cofee')).toEqual({
          quick: ['typo-coffee'],
          listing: ['typo-coffee'],
        });
        // Newest first would be the other way round: snorkmaid is the closest to 'snorkmaidn', then snorkmaiden,
        // then snorkmaidens.
        expect(await search('snorkmaidn')).toEqual({
          ids: ['typo-cup', 'typo-coffee', 'typo-tea'],
          total: 3,
        });
        // Words shorter than 4 characters never match as typos: 'tae' is not 'tea'.
        expect(await search('snorkmaiden tae')).toEqual({ ids: [], total: 0 });
        // A word some product has as typed is no typo: it finds that product only.
        await withProducts(
          t.app,
          [{ _id: 'typo-sign', name: 'Snorkmaiden Cofee Shop Sign', description: 'Misspelled on purpose.' }],
          async () => {
            expect(await search('snorkmaiden cofee')).toEqual({ ids: ['typo-sign'], total: 1 });
          },
        );
      },
    );
  });

  it('reads web search syntax: -word leaves products out, "quoted phrases" keep their words together', async () => {
    await withProducts(
      t.app,
      [
        {
          _id: 'web-coffee-mug',
          name: 'Flabbergast Coffee Mug',
          description: 'Holds 12 oz.',
          dropDate: daysAgo(0),
        },
        {
          _id: 'web-travel-mug',
          name: 'Flabbergast Travel Mug',
          description: 'Keeps tea hot.',
          dropDate: daysAgo(1),
        },
        {
          _id: 'web-beans',
          name: 'Flabbergast Coffee Beans',
          description: 'Dark roast.',
          dropDate: daysAgo(2),
        },
      ],
      async () => {
        expect(await search('flabbergast mug')).toEqual({
          ids: ['web-coffee-mug', 'web-travel-mug'],
          total: 2,
        });
        expect(await search('flabbergast mug -coffee')).toEqual({ ids: ['web-travel-mug'], total: 1 });
        expect(await search('flabbergast -coffee')).toEqual({ ids: ['web-travel-mug'], total: 1 });
        expect(await otherSearches('flabbergast mug -coffee')).toEqual({
          quick: ['web-travel-mug'],
          listing: ['web-travel-mug'],
        });
        expect(await search('"flabbergast coffee"')).toEqual({
          ids: ['web-coffee-mug', 'web-beans'],
          total: 2,
        });
        // Both words are in every product, never next to each other.
        expect(await search('"flabbergast mug"')).toEqual({ ids: [], total: 0 });
      },
    );
  });

  it('finds nothing for a word that is nowhere, not even as a typo', async () => {
    await withProducts(
      t.app,
      [{ _id: 'nonsense-decoy', name: 'Wibblesnatch Pillow', description: 'Soft and square.' }],
      async () => {
        for (const q of ['xqzvbnkwp', 'wibblesnatch xqzvbnkwp', 'qwxzjkv plmnbtr']) {
          expect(await search(q), q).toEqual({ ids: [], total: 0 });
          expect(await otherSearches(q), q).toEqual({ quick: [], listing: [] });
        }
        // The decoy is there to be found.
        expect(await search('wibblesnatch')).toEqual({ ids: ['nonsense-decoy'], total: 1 });
      },
    );
  });
});
