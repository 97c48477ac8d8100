import { APP_RUNNING_ATTRIBUTE } from '@app/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE } from './card-game-site.ts';
import { browserSuite, storeSession, whenAppRuns } from './support.ts';

/**
 * How storefront pages load (issue #22). Layout shifts (CLS ≤ 0.1): a page that draws a loading state first and
 * its content later must not push what is already on screen; measured with the browser's own layout-shift
 * entries (the figure Lighthouse reports), on a phone screen where the footer would be in view under a short
 * loading state. The pages drawn from the product list get it inside the page: no request after the code. The
 * storefront's public pages arrive drawn by the server, and the browser adopts them without drawing them again.
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

const PRODUCT = 'Galaxy Star Projector Night Light';
const POST = 'Dopamine Dealers: The Fun Products That Spark Instant Joy';

/** A page opened with JavaScript off: only what the server sent. */
async function withoutScripts(path: string) {
  const context = await suite.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(suite.url(path));
  return { page, status: response?.status() };
}

describe('pages drawn on the server', () => {
  it.each([
    ['home', '/', PRODUCT, 'Dopamine Deals | Weird, viral and gift products'],
    ['a product page', '/product/1', PRODUCT, `${PRODUCT} | Dopamine Deals`],
    ['a collection', '/collections/tech', PRODUCT, 'Tech & Gadgets | Dopamine Deals'],
    ['drops', '/drops', PRODUCT, 'Fresh Drops | Dopamine Deals'],
    ['the blog', '/blog', POST, 'Blog | Dopamine Deals'],
    ['a blog post', '/blog/dopamine-dealers-fun-products', POST, `${POST} | Dopamine Deals`],
  ])('%s shows its content and title with JavaScript off', async (_name, path, text, title) => {
    const { page, status } = await withoutScripts(path);
    expect(status).toBe(200);
    expect(await page.locator('#root').getAttribute('data-rendered')).toBe('page');
    await page.getByRole('banner').waitFor();
    await page.getByText(text, { exact: true }).first().waitFor();
    expect(await page.title()).toBe(title);
  });

  it('the product page shows its price and the button to the deal with JavaScript off', async () => {
    const { page } = await withoutScripts('/product/1');
    expect(await page.locator('main h1').textContent()).toBe(PRODUCT);
    await page.locator('.product-page__price').getByText('$29.99').waitFor();
    await page
      .getByRole('link', { name: /View Deal/ })
      .first()
      .waitFor();
  });

  it("Amazon's price time: in UTC as the server drew it, then in the reader's own zone once the page runs", async () => {
    const context = await suite.newContext({ timezoneId: 'America/New_York' });
    const page = suite.watchErrors(await context.newPage());
    const response = await page.goto(suite.url('/product/1'));
    const drawn = /Price as of <time dateTime="([^"]+)">([^<]+) UTC<\/time>/.exec(
      (await response?.text()) ?? '',
    );
    expect(drawn?.[2]).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/);
    // ICU may write a narrow no-break space before AM/PM.
    const spaced = (text: string | null) => text?.replace(/\u202f/g, ' ');
    const readers = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'America/New_York',
    }).format(new Date(drawn![1]!));
    await expect.poll(async () => spaced(await page.locator('time').first().textContent())).toBe(readers);
  });

  it("a visitor's home page loads no zod: no contract's schema is built or checked for its first screen", async () => {
    const context = await suite.newContext({ viewport: PHONE });
    const page = suite.watchErrors(whenAppRuns(await context.newPage()));
    const scripts: Array<Promise<string>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    await page.goto(suite.url('/'));
    await page.waitForLoadState('networkidle');
    const loaded = await Promise.all(scripts);
    expect(loaded.length).toBeGreaterThan(0);
    // zod's core names its classes; its chunk is the only code that carries them (the product page loads it).
    expect(loaded.filter((script) => script.includes('$ZodType'))).toEqual([]);
  });

  it('an unknown address answers 404 with the friendly page, drawn', async () => {
    const { page, status } = await withoutScripts('/no-such-page-here');
    expect(status).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });

  it("a page only the browser draws arrives as the site's shell with a loading state, never blank", async () => {
    const { page, status } = await withoutScripts('/login');
    expect(status).toBe(200);
    expect(await page.locator('#root').getAttribute('data-rendered')).toBe('shell');
    await page.getByRole('banner').waitFor();
    await page.locator('main .page-spinner').waitFor();
    await page.getByRole('contentinfo').waitFor();
  });

  it("the match board arrives as its shell with the board's compact header", async () => {
    const { page, status } = await withoutScripts('/card-match');
    expect(status).toBe(200);
    expect(await page.locator('#root').getAttribute('data-rendered')).toBe('shell');
    await page.getByRole('banner').getByRole('link', { name: 'Lobby' }).waitFor();
    await page.locator('main .page-spinner').waitFor();
  });

  it('the renderer itself is never sent', async () => {
    const response = await fetch(suite.url('/ssr/entry-server.mjs'));
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('renderPage');
  });
});

/**
 * Opens `path` with the app's code held back until the server's page is on screen, marks that page's main
 * heading, then lets the code run: the same element still there once the app runs means React adopted the
 * server's markup (a page drawn again would have new elements), and it says so on the console when it cannot.
 */
async function adoptedHeading(page: Page, path: string) {
  const redrawn: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('drawn again')) redrawn.push(message.text());
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(suite.url(path), { waitUntil: 'commit' });
  const heading = page.locator('main h1').first();
  await heading.waitFor();
  await heading.evaluate((element) => element.setAttribute('data-from-server', ''));
  release();
  await page.waitForFunction(
    (attribute) => document.documentElement.hasAttribute(attribute),
    APP_RUNNING_ATTRIBUTE,
  );
  return { kept: await page.locator('main h1[data-from-server]').count(), redrawn };
}

describe('the browser adopts the page the server drew', () => {
  it.each([
    ['home', '/'],
    ['a product page', '/product/1'],
    ['a collection', '/collections/tech'],
    ['drops', '/drops'],
    ['a blog post', '/blog/dopamine-dealers-fun-products'],
    ['about', '/about'],
    ['search results', '/search?q=light'],
    // The server draws these without their tracking parameters (one cached page for every click id).
    ['a product page from a shared link', '/product/1?utm_source=facebook&fbclid=IwAR0a'],
    ['search results from an ad', '/search?gclid=Cj0&q=light'],
    ['an unknown page', '/no-such-page-here'],
  ])('%s: same elements, nothing drawn again, and it answers clicks', async (_name, path) => {
    const context = await suite.newContext({ reducedMotion: 'reduce' });
    const page = suite.watchErrors(await context.newPage());
    const { kept, redrawn } = await adoptedHeading(page, path);
    expect(redrawn).toEqual([]);
    expect(kept).toBe(1);
    // The app runs: its router takes the header's links.
    await page.getByRole('banner').getByRole('link', { name: 'Drops 🔥' }).first().click();
    await page.getByRole('heading', { level: 1, name: /Drops/ }).waitFor();
  });

  it("a member's page: the browser adopts the visitor's page the server drew, then shows the member's parts", async () => {
    const member = await suite.newMember('ssr');
    const context = await suite.newContext({ reducedMotion: 'reduce' });
    await storeSession(context, { token: member.token, user: { id: member.id, username: member.username } });
    const page = suite.watchErrors(await context.newPage());
    const { kept, redrawn } = await adoptedHeading(page, '/product/1');
    expect(redrawn).toEqual([]);
    expect(kept).toBe(1);
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).waitFor();
    expect(await page.locator('main h1').textContent()).toBe(PRODUCT);
  });
});
