import type { PageData, PriceHistory } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/entry-server';
import { daysBefore as day, testPriceHistory } from '@/testing/test-price-history';
import { testProduct } from '@/testing/test-product';
import { AMAZON_HISTORY_NOTE } from './PriceHistory';

// The product page's price history as the server draws it into the first HTML (no script needed to see it).
const mug = testProduct('mug-1', { name: 'Moon Mug', source: 'other', price: 18 });
const amazonLamp = testProduct('lamp-2', {
  name: 'Moon Lamp',
  price: 24.5,
  lastUpdated: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
});
const listJson = JSON.stringify([mug, amazonLamp]);

const history = (changes: Partial<PriceHistory>) => testPriceHistory({ product_id: 'mug-1', ...changes });

const render = (url: string, priceHistory?: PriceHistory) => {
  const data: PageData = priceHistory ? { priceHistory } : {};
  return renderPage(url, { productListJson: listJson, pageDataJson: JSON.stringify(data) });
};

describe('the price history in the server-drawn product page', () => {
  it('draws the line as SVG with its dates, the lowest, the highest and Lowest in 30 days', async () => {
    const page = await render(
      '/product/mug-1',
      history({
        opening: { price: 20, recorded_at: day(120) },
        points: [
          { price: 25, recorded_at: day(60) },
          { price: null, recorded_at: day(30) },
          { price: 18, recorded_at: day(2) },
        ],
        lowest: { price: 18, recorded_at: day(2) },
        highest: { price: 25, recorded_at: day(60) },
        current_price: 18,
        lowest_in_30_days: true,
      }),
    );
    const section = page.html.slice(page.html.indexOf('class="price-history"'));
    expect(section).toMatch(
      /<svg viewBox="0 0 600 150" role="img" aria-label="Price chart: \$20\.00 on Dec 31, 2025, \$18\.00 today">/,
    );
    expect(section).toMatch(/<path class="price-history__line" d="M8 [\d.]+H/);
    expect(section).toContain('Lowest in 30 days');
    expect(section).toMatch(
      /Lowest<\/span> <strong>\$18\.00<\/strong> <span class="price-history__day">Mar 29<\/span>/,
    );
    expect(section).toMatch(
      /Highest<\/span> <strong>\$25\.00<\/strong> <span class="price-history__day">Jan 30<\/span>/,
    );
    // The axis: the window's first day and today.
    expect(section).toContain('<span>Dec 31, 2025</span><span>Today</span>');
    // Every recorded price, newest first, for whoever cannot see the line.
    expect(section).toContain('<summary>All 4 recorded prices</summary>');
    expect(section).toMatch(/<td>Mar 1, 2026<\/td><td>Not known<\/td>/);
    // A visitor is asked to log in to set an alert.
    expect(section).toMatch(
      /Want to hear when it drops below your price\? <a href="\/login\?[^"]*"[^>]*>Log In<\/a>/,
    );
  });

  it('reads well with one price or none, and for Amazon products, which have no history', async () => {
    const steady = await render(
      '/product/mug-1',
      history({
        opening: { price: 18, recorded_at: '2025-11-02T10:00:00.000Z' },
        lowest: { price: 18, recorded_at: '2025-11-02T10:00:00.000Z' },
        highest: { price: 18, recorded_at: '2025-11-02T10:00:00.000Z' },
        current_price: 18,
      }),
    );
    expect(steady.html).toContain('One price seen since Nov 2, 2025: $18.00.');
    expect(steady.html).not.toContain('<svg viewBox="0 0 600');

    const none = await render('/product/mug-1', history({ points: [{ price: null, recorded_at: day(3) }] }));
    expect(none.html).toContain('No prices recorded yet.');

    const amazon = await render(
      '/product/lamp-2',
      history({ product_id: 'lamp-2', source: 'amazon', current_price: 24.5 }),
    );
    expect(amazon.html).toContain(AMAZON_HISTORY_NOTE.replaceAll("'", '&#x27;'));
  });

  it("shows a loading line when the page came without the product's history (the browser asks for it)", async () => {
    const page = await render('/product/mug-1', history({ product_id: 'another-product' }));
    expect(page.html).toContain('Loading the prices seen...');
  });
});
