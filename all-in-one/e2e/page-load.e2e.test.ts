import { describe, expect, it } from 'vitest';
import { PHONE } from './card-game-site.ts';
import { browserSuite } from './support.ts';

/**
 * How storefront pages load (issue #22). Layout shifts (CLS ≤ 0.1): a page that draws a loading state first and
 * its content later must not push what is already on screen; measured with the browser's own layout-shift
 * entries (the figure Lighthouse reports), on a phone screen where the footer would be in view under a short
 * loading state. And the pages drawn from the product list get it inside the page: no request after the code.
 */
const suite = browserSuite();

/** The page's cumulative layout shift from its first paint until its content (main h1) is in. */
async function layoutShift(path: string) {
  const page = await suite.openPage('/', PHONE);
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { __shifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(suite.url(path));
  await page.locator('main h1').first().waitFor();
  await page.locator('.state-block--loading').first().waitFor({ state: 'detached' });
  // Entries are delivered after the frame that shifted: wait for two more frames.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate(() =>
    (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
  );
}

describe('layout shift while pages load', () => {
  it.each([
    ['home', '/'],
    ['a product page', '/product/1'],
    ['a collection', '/collections/tech-gadgets'],
    ['drops', '/drops'],
  ])('%s stays under 0.1', async (_name, path) => {
    expect(await layoutShift(path)).toBeLessThan(0.1);
  });
});

describe('the product list comes with the page', () => {
  it.each([
    ['home', '/'],
    ['drops', '/drops'],
    ['a product page', '/product/1'],
  ])('%s is drawn without asking GET /products', async (_name, path) => {
    const page = await suite.openPage('/about', PHONE);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/products') asked.push(request.url());
    });
    await page.goto(suite.url(path));
    await page.locator('main h1').first().waitFor();
    await page.getByText('Galaxy Star Projector Night Light', { exact: true }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
  });

  it('a page without the list still loads it when it needs it (arriving from the about page)', async () => {
    const page = await suite.openPage('/about');
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/products');
    await page.getByRole('link', { name: 'Drops 🔥' }).first().click();
    expect((await answered).status()).toBe(200);
    await page.getByText('Galaxy Star Projector Night Light', { exact: true }).first().waitFor();
  });
});
