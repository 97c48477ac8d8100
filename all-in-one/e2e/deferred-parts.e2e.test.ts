import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE } from './card-game-site.ts';
import { browserSuite, whenAppRuns } from './support.ts';

/**
 * Issue 45: the home page's sections below the fold are drawn by the server and adopted by the browser as they come
 * into view (components/ui/Deferred.tsx); their code is not part of the first screen's. Adopted means the same
 * elements (never drawn again), and a tap that arrives before their code still answers once it is in.
 */
const suite = browserSuite();

/** Holds back the product sections' code until `release` is called; answers whether it was asked for. */
async function holdSectionsCode(page: Page) {
  const asked: string[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/ProductSections-*.js', async (route) => {
    asked.push(route.request().url());
    await held;
    await route.continue();
  });
  return { asked, release };
}

/**
 * Counts, in every page of `context`, the capture listeners on the document for a tap or a tab (the wait of a part
 * the server drew for the visitor to reach it): `window.waitingParts()` answers how many are in place.
 */
async function countPartsWaiting(context: BrowserContext) {
  await context.addInitScript(() => {
    type Listener = EventListenerOrEventListenerObject;
    type Options = boolean | AddEventListenerOptions;
    const waits = new Set<Listener>();
    const isWait = (type: string, options?: Options) =>
      (type === 'pointerdown' || type === 'focusin') &&
      (options === true || (typeof options === 'object' && options.capture === true));
    const add = document.addEventListener;
    const remove = document.removeEventListener;
    document.addEventListener = function (
      this: Document,
      type: string,
      listener: Listener,
      options?: Options,
    ) {
      if (isWait(type, options)) waits.add(listener);
      add.call(this, type, listener, options);
    };
    document.removeEventListener = function (
      this: Document,
      type: string,
      listener: Listener,
      options?: Options,
    ) {
      if (isWait(type, options)) waits.delete(listener);
      remove.call(this, type, listener, options);
    };
    (window as unknown as { waitingParts: () => number }).waitingParts = () => waits.size;
  });
}

describe('parts of a page adopted as they come into view', () => {
  it("the home page's sections: not loaded with the first screen, adopted in place, a tap kept until then", async () => {
    const context = await suite.newContext({ viewport: PHONE, reducedMotion: 'reduce' });
    const page = suite.watchErrors(whenAppRuns(await context.newPage()));
    const redrawn: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('drawn again')) redrawn.push(message.text());
    });
    const sections = await holdSectionsCode(page);
    await page.goto(suite.url('/'));
    await page.waitForLoadState('networkidle');
    // The first screen (the hero) runs without the sections' code.
    expect(sections.asked).toEqual([]);

    const spin = page.getByRole('button', { name: 'Spin', exact: true });
    await spin.evaluate((button) => button.setAttribute('data-from-server', ''));
    await page.getByRole('heading', { name: /Trending Now/ }).evaluate((heading) => {
      heading.setAttribute('data-from-server', '');
    });
    // Scrolled into view and tapped before its code is in: the tap waits for it.
    await spin.click();
    await expect.poll(() => sections.asked.length).toBe(1);
    sections.release();
    await page.getByRole('button', { name: 'Spinning...' }).waitFor();
    await page.getByRole('button', { name: 'Spin Again' }).waitFor();

    // The server's elements were adopted, not drawn again.
    expect(await page.locator('button[data-from-server]').count()).toBe(1);
    expect(await page.locator('h2[data-from-server]').count()).toBe(1);
    expect(redrawn).toEqual([]);
  });

  it('a part adopted stops waiting for the visitor: no listeners left behind for a tap or a tab into it', async () => {
    const context = await suite.newContext({ viewport: PHONE, reducedMotion: 'reduce' });
    await countPartsWaiting(context);
    const page = suite.watchErrors(whenAppRuns(await context.newPage()));
    const waitingParts = () =>
      page.evaluate(() => (window as unknown as { waitingParts: () => number }).waitingParts());
    await page.goto(suite.url('/'));
    // The sections, their product tiles' hearts, the newsletter, the collections and the footer wait to be seen.
    expect(await waitingParts()).toBeGreaterThan(0);
    // Scrolled through to the end, a screen at a time: each part comes into view and is adopted.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let top = 0; top <= height; top += PHONE.height / 2) {
      await page.evaluate((y) => window.scrollTo(0, y), top);
      await page.waitForTimeout(50);
    }
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).waitFor();
    await expect.poll(waitingParts, { timeout: 10_000 }).toBe(0);
  });

  it('a navigation away before a part is adopted still shows the next page', async () => {
    const context = await suite.newContext({ viewport: PHONE, reducedMotion: 'reduce' });
    const page = suite.watchErrors(whenAppRuns(await context.newPage()));
    await page.goto(suite.url('/'));
    // The footer (under the fold, not adopted yet) stays on the next page: React adopts it before showing it.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Drops 🔥' }).click();
    await page.getByRole('heading', { level: 1, name: /Drops/ }).waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await page.getByRole('heading', { level: 1, name: 'We only show you what to buy' }).waitFor();
  });
});
