import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PriceHistory } from '@app/contracts';
import { productPriceHistory, products } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { STACKS, withProducts } from '../src/testing.ts';
import { suiteTestApp, waitFor } from './support.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

// A built web app of one index.html (no server renderer): the server writes the page's data into it.
const distDir = mkdtempSync(path.join(tmpdir(), 'dd-web-history-'));
writeFileSync(
  path.join(distDir, 'index.html'),
  '<!doctype html><html><head><title>Dopamine Deals</title></head><body><div id="root"></div></body></html>',
);
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

describe.each(STACKS)('price history on %s', (stack) => {
  const t = suiteTestApp(stack, { WEB_DIST_DIR: distDir });

  const historyOf = async (id: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/products/${id}/price-history` });
    expect(response.statusCode, response.body).toBe(200);
    return { body: response.body, history: response.json() as PriceHistory };
  };

  /** Replaces the product's recorded prices with these observations (price, days ago). */
  async function recorded(productId: string, rows: Array<[number | null, number]>) {
    await t.app.db.delete(productPriceHistory).where(eq(productPriceHistory.productId, productId));
    await t.app.db
      .insert(productPriceHistory)
      .values(rows.map(([price, days]) => ({ productId, price, recordedAt: daysAgo(days) })));
  }

  const shop = (id: string, price: number) => ({
    _id: id,
    name: `Shop ${id}`,
    source: 'other',
    price,
    affiliateUrl: 'https://shop.example/item',
  });

  it('answers the last 90 days oldest first, the price in effect before them, the lowest and the highest', async () => {
    await withProducts(t.app, [shop('history-lamp', 18)], async () => {
      await recorded('history-lamp', [
        [20, 120],
        [25, 60],
        [22, 20],
        [null, 5],
        [18, 1],
      ]);
      const { history } = await historyOf('history-lamp');
      expect(history).toMatchObject({
        product_id: 'history-lamp',
        source: 'other',
        opening: { price: 20 },
        points: [{ price: 25 }, { price: 22 }, { price: null }, { price: 18 }],
        lowest: { price: 18 },
        highest: { price: 25 },
        current_price: 18,
        lowest_in_30_days: true,
      });
      // Each with its own date; the window is 90 days up to now.
      expect(Date.parse(history.opening?.recorded_at ?? '')).toBeCloseTo(daysAgo(120).getTime(), -5);
      expect(Date.parse(history.highest?.recorded_at ?? '')).toBeCloseTo(daysAgo(60).getTime(), -5);
      expect(Date.parse(history.to) - Date.parse(history.from)).toBe(90 * DAY_MS);
      expect(Math.abs(Date.parse(history.to) - Date.now())).toBeLessThan(60_000);
    });
  });

  it("says 'Lowest in 30 days' only when the history covers them and the price was higher within them", async () => {
    await withProducts(
      t.app,
      [shop('never-moved', 30), shop('too-new', 15), shop('back-up', 26), shop('equal-low', 12)],
      async () => {
        // Unchanged for 40 days: the lowest, but also the highest; nothing to tell.
        await recorded('never-moved', [[30, 40]]);
        // Dropped, but the site has known it for 10 days only.
        await recorded('too-new', [
          [20, 10],
          [15, 1],
        ]);
        // Lower 10 days ago than now.
        await recorded('back-up', [
          [30, 45],
          [24, 10],
          [26, 2],
        ]);
        // As low as 50 days ago (before the 30 days), and higher in between: it is the lowest of the 30 days.
        await recorded('equal-low', [
          [12, 50],
          [14, 35],
          [12, 3],
        ]);
        const flags = await Promise.all(
          ['never-moved', 'too-new', 'back-up', 'equal-low'].map(
            async (id) => (await historyOf(id)).history.lowest_in_30_days,
          ),
        );
        expect(flags).toEqual([false, false, false, true]);
        // Equal prices: the latest time the lowest was recorded.
        const equalLow = (await historyOf('equal-low')).history;
        expect(Date.parse(equalLow.lowest?.recorded_at ?? '')).toBeCloseTo(daysAgo(3).getTime(), -5);
      },
    );
  });

  it('answers what the product writes record, at the time they are made, by id or ASIN', async () => {
    const tracked = { ...shop('history-written', 40), asin: 'B0HISTORY1' };
    await withProducts(t.app, [tracked], async () => {
      await t.app.catalogue.saveProducts([{ ...tracked, price: 35.5 }]);
      const { history } = await historyOf('B0HISTORY1');
      expect(history.points.map((point) => point.price)).toEqual([40, 35.5]);
      for (const point of history.points) {
        expect(Math.abs(Date.parse(point.recorded_at) - Date.now())).toBeLessThan(60_000);
      }
      expect(history).toMatchObject({ opening: null, lowest: { price: 35.5 }, highest: { price: 40 } });
      // Days of history are needed before the drop is 'Lowest in 30 days'.
      expect(history.lowest_in_30_days).toBe(false);
    });
  });

  it("keeps an Amazon product's history empty and its price to the 24-hour rule", async () => {
    const amazon = { _id: 'history-amazon', name: 'Amazon Thing', asin: 'B0HISTAMZ1', price: 77.77 };
    await withProducts(t.app, [amazon], async () => {
      // Whatever the table holds (Amazon's terms allow none), nothing of it is answered.
      await recorded('history-amazon', [
        [99.99, 40],
        [88.88, 5],
      ]);
      await t.app.db
        .update(products)
        .set({ lastUpdated: daysAgo(0.5) })
        .where(eq(products.id, amazon._id));
      const fresh = await historyOf('history-amazon');
      expect(fresh.history).toMatchObject({
        source: 'amazon',
        opening: null,
        points: [],
        lowest: null,
        highest: null,
        current_price: 77.77,
        lowest_in_30_days: false,
      });
      expect(fresh.body).not.toMatch(/99\.99|88\.88/);

      // Amazon gave the price more than 24 hours ago: it is hidden, and nothing in the answer carries it.
      await t.app.db
        .update(products)
        .set({ lastUpdated: daysAgo(1.5) })
        .where(eq(products.id, amazon._id));
      const stale = await historyOf('history-amazon');
      expect(stale.history.current_price).toBeNull();
      expect(stale.body).not.toContain('77.77');
    });
  });

  it('answers a product without prices with an empty history, and an unknown product with 404', async () => {
    await withProducts(t.app, [{ _id: 'history-none', name: 'No Price', source: 'other' }], async () => {
      const { history } = await historyOf('history-none');
      expect(history).toMatchObject({
        points: [{ price: null }],
        lowest: null,
        highest: null,
        current_price: null,
        lowest_in_30_days: false,
      });
    });
    const missing = await t.app.inject({ method: 'GET', url: '/api/products/no-such-product/price-history' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Product not found' });
  });

  it("writes the product page's history into the page the server sends", async () => {
    await withProducts(t.app, [shop('history-page', 9.5)], async () => {
      await recorded('history-page', [
        [12, 100],
        [9.5, 2],
      ]);
      const response = await t.app.inject({
        method: 'GET',
        url: '/product/history-page',
        headers: { accept: 'text/html' },
      });
      expect(response.statusCode).toBe(200);
      const script = response.body.match(/<script type="application\/json" id="page-data">([^<]*)<\/script>/);
      const data = JSON.parse(script?.[1] ?? '{}') as { priceHistory?: PriceHistory };
      expect(data.priceHistory).toMatchObject({
        product_id: 'history-page',
        points: [{ price: 9.5 }],
        opening: { price: 12 },
        lowest_in_30_days: true,
      });
      // As of the minute: the page stays the same for it, so the rendered page is served again.
      expect(Date.parse(data.priceHistory?.to ?? '') % 60_000).toBe(0);
      // A price written since (a product write moves the catalogue on) is in the next page at once.
      await t.app.catalogue.saveProducts([{ ...shop('history-page', 9.5), price: 8 }]);
      await waitFor(
        async () => {
          const next = await t.app.inject({
            method: 'GET',
            url: '/product/history-page',
            headers: { accept: 'text/html' },
          });
          return next.body.includes('"price":8,') ? next : null;
        },
        { what: 'the new price in the page' },
      );
      // Other pages carry none.
      const collections = await t.app.inject({
        method: 'GET',
        url: '/collections',
        headers: { accept: 'text/html' },
      });
      expect(collections.body).toContain('id="product-list"');
      expect(collections.body).not.toContain('id="page-data"');
    });
  });
});
