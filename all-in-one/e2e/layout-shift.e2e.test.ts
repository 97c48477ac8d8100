import { describe, expect, it } from 'vitest';
import { PHONE } from './card-game-site.ts';
import { browserSuite } from './support.ts';

/**
 * Layout shifts (issue #22: CLS ≤ 0.1): a page that draws a loading state first and its content later must
 * not push what is already on screen. Measured with the browser's own layout-shift entries (the figure
 * Lighthouse reports), on a phone screen where the footer would be in view under a short loading state.
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
