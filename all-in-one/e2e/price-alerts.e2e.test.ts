// Issue 44 in headless Chromium against the real all-in-one server: the price history a product page shows
// (drawn by the server), 'Tell me below $X', the wishlist's change since saving, and the bell after an admin
// lowers a price.
import { randomBytes } from 'node:crypto';
import { productPriceHistory } from '@app/db';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { artifactPath, blockingAxeViolations, browserSuite, callApi } from './support.ts';

const ADMIN_PASSWORD = 'e2e-price-secret';
const suite = browserSuite({ ADMIN_PASSWORD });
const { openPage, url } = suite;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Products the tests saved, deleted again at the end (before the server stops: after-hooks run last first). */
const savedProducts: string[] = [];
afterAll(async () => {
  if (savedProducts.length > 0) await suite.server.app.catalogue.deleteProducts(savedProducts);
});

/** Another shop's product of this test's own, at `price`. */
async function makeProduct(price: number) {
  const id = `price-e2e-${randomBytes(4).toString('hex')}`;
  const product = {
    _id: id,
    name: `Price Watch Lamp ${id}`,
    description: 'A lamp whose price moves.',
    source: 'other',
    price,
    affiliateUrl: 'https://shop.example/lamp',
    imageUrl: 'https://shop.example/lamp.png',
  };
  await suite.server.app.catalogue.saveProducts([product]);
  savedProducts.push(id);
  return product;
}

/** Replaces the product's recorded prices with these observations (price, days ago), as months of changes. */
async function recordHistory(productId: string, rows: Array<[number, number]>) {
  const { db } = suite.server.app;
  await db.delete(productPriceHistory).where(eq(productPriceHistory.productId, productId));
  await db
    .insert(productPriceHistory)
    .values(
      rows.map(([price, days]) => ({ productId, price, recordedAt: new Date(Date.now() - days * DAY_MS) })),
    );
}

/** A page of a context signed in as `member` (as the web app keeps a login), at `path`. */
async function openAs(member: { token: string; id: number; username: string }, path: string, mobile = false) {
  const context = await suite.newContext({
    viewport: mobile ? { width: 390, height: 844 } : { width: 1440, height: 900 },
    reducedMotion: 'reduce',
  });
  await context.addInitScript(
    ({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token: member.token, user: { id: member.id, username: member.username } },
  );
  const page = suite.watchErrors(await context.newPage());
  await page.goto(url(path));
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).waitFor();
  return page;
}

const historySection = (page: Page) => page.getByRole('region', { name: 'Price history' });
const alertForm = (page: Page) => page.getByRole('form', { name: 'Price alert' });

/**
 * Scrolls to the price history, as a shopper does to reach 'Tell me below': the alert's code (a member's form)
 * comes as the section comes into view (the page's deferred parts).
 */
async function scrollToHistory(page: Page) {
  await historySection(page).scrollIntoViewIfNeeded();
}

describe('the price history on a product page', () => {
  it('is drawn by the server as an SVG line with its dates, the lowest, the highest and Lowest in 30 days', async () => {
    const product = await makeProduct(18);
    await recordHistory(product._id, [
      [20, 120],
      [25, 60],
      [22, 20],
      [18, 1],
    ]);

    // In the HTML the server sends, before any script runs.
    const html = await (
      await fetch(url(`/product/${product._id}`), { headers: { accept: 'text/html' } })
    ).text();
    const section = html.slice(html.indexOf('class="price-history"'));
    expect(section).toMatch(
      /<svg viewBox="0 0 600 150" role="img" aria-label="Price chart: \$20\.00 on [^"]+, \$18\.00 today">/,
    );
    expect(section).toContain('Lowest in 30 days');

    const page = await openPage(`/product/${product._id}`, { width: 390, height: 844 });
    const history = historySection(page);
    await history.getByRole('img', { name: /^Price chart: \$20\.00 on .+, \$18\.00 today$/ }).waitFor();
    await history.getByText('Lowest in 30 days').waitFor();
    expect(await history.getByRole('listitem').allTextContents()).toEqual([
      expect.stringMatching(/^Lowest \$18\.00 \w{3} \d{1,2}$/),
      expect.stringMatching(/^Highest \$25\.00 \w{3} \d{1,2}$/),
    ]);
    // Every recorded price in a table behind a disclosure, opened from the keyboard.
    await history.getByText('All 4 recorded prices').focus();
    await page.keyboard.press('Enter');
    const rows = history.getByRole('table').getByRole('row');
    await expect.poll(() => rows.count()).toBe(5);
    expect(await rows.nth(1).textContent()).toMatch(/\$18\.00$/);
    expect(await rows.nth(4).textContent()).toMatch(/\$20\.00$/);
    // The line sits in the page without moving it, and reads well for everyone.
    const box = await history.locator('svg').boundingBox();
    expect(box?.width).toBeGreaterThan(300);
    expect(await blockingAxeViolations(page)).toEqual([]);
    await history.screenshot({ path: artifactPath('price-history.png') });
  });

  it('reads well with one price, and a visitor is asked to log in to set an alert', async () => {
    const product = await makeProduct(30);
    await recordHistory(product._id, [[30, 40]]);
    const page = await openPage(`/product/${product._id}`);
    const history = historySection(page);
    await history.getByText(/^One price seen since \w{3} \d{1,2}, \d{4}: \$30\.00\.$/).waitFor();
    expect(await history.locator('svg').count()).toBe(0);
    await history.getByText('Want to hear when it drops below your price?').waitFor();
    await history.getByRole('link', { name: 'Log In' }).click();
    await page.waitForURL(/\/login\?/);
  });
});

describe("'Tell me below $X'", () => {
  it("a member never reads the visitor's 'Log In' while the alert's part waits to come into view", async () => {
    const product = await makeProduct(40);
    const member = await suite.newMember('early');
    const page = await openAs(member, `/product/${product._id}`, true);
    // Below a phone's fold the part is the server's (drawn for a visitor) until it is scrolled to: its
    // invitation to log in keeps its place, unseen.
    const visitorNote = historySection(page).locator('.price-alert-slot .visitor-only');
    expect(await visitorNote.count()).toBe(1);
    expect(await visitorNote.isVisible()).toBe(false);
    await scrollToHistory(page);
    await alertForm(page).getByLabel('Tell me below').waitFor();
    expect(await visitorNote.count()).toBe(0);
  });

  it('sets, changes and deletes a target alert from the keyboard on a phone, with the server’s words for mistakes', async () => {
    const product = await makeProduct(40);
    const member = await suite.newMember('alerts');
    const page = await openAs(member, `/product/${product._id}`, true);
    await scrollToHistory(page);
    const form = alertForm(page);
    const input = form.getByLabel('Tell me below');
    await input.focus();
    await page.keyboard.press('Enter');
    await form.getByRole('alert').getByText('below must be a price').waitFor();
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    await input.fill('45');
    await page.keyboard.press('Enter');
    await form.getByRole('alert').getByText('The alert price must be below the current price').waitFor();
    await form.screenshot({ path: artifactPath('price-alert-refused.png') });

    await input.fill('35');
    await page.keyboard.press('Enter');
    const state = historySection(page).getByText("We'll tell you when it drops below $35.00.");
    await state.waitFor();
    await historySection(page).screenshot({ path: artifactPath('price-alert-armed.png') });
    // The server keeps it: a new visit shows it.
    await page.reload();
    await scrollToHistory(page);
    await state.waitFor();
    const alerts = await callApi<{ alerts: Array<{ product_id: string; below: number }> }>(
      url(''),
      member.token,
      'GET',
      '/api/price-alerts',
    );
    expect(alerts.alerts).toMatchObject([{ product_id: product._id, below: 35 }]);

    await page.getByRole('button', { name: 'Change price' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('INPUT');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('32.5');
    await page.keyboard.press('Enter');
    await historySection(page).getByText("We'll tell you when it drops below $32.50.").waitFor();
    expect(await blockingAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Delete alert' }).click();
    await alertForm(page).waitFor();
    const after = await callApi<{ alerts: unknown[] }>(url(''), member.token, 'GET', '/api/price-alerts');
    expect(after.alerts).toEqual([]);
  });
});

describe('changing or deleting alerts', () => {
  it("Cancel on 'Change price' puts focus back on the alert it left", async () => {
    const product = await makeProduct(40);
    const member = await suite.newMember('cancel');
    await callApi(url(''), member.token, 'POST', '/api/price-alerts', { product_id: product._id, below: 30 });
    const page = await openAs(member, `/product/${product._id}`, true);
    await scrollToHistory(page);
    await page.getByRole('button', { name: 'Change price' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('INPUT');
    await alertForm(page).getByRole('button', { name: 'Cancel' }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe("🔔 We'll tell you when it drops below $30.00.");
  });

  it("the wishlist's list deletes one alert at a time: every Delete waits while one is deleted", async () => {
    const [first, second] = [await makeProduct(40), await makeProduct(50)];
    const member = await suite.newMember('deletes');
    for (const product of [first, second]) {
      await callApi(url(''), member.token, 'POST', '/api/price-alerts', {
        product_id: product._id,
        below: 20,
      });
    }
    const page = await openAs(member, '/wishlist');
    // The first deletion is held on its way to the server until released.
    const deletes: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/price-alerts/*', async (route) => {
      if (route.request().method() === 'DELETE') {
        deletes.push(route.request().url());
        await held;
      }
      await route.continue();
    });
    const list = page.getByRole('region', { name: 'Your price alerts' });
    const deleteOf = (product: { name: string }) =>
      list.getByRole('button', { name: `Delete the price alert for ${product.name}` });
    await deleteOf(first).click();
    await expect.poll(() => deleteOf(first).isDisabled()).toBe(true);
    expect(await deleteOf(second).isDisabled()).toBe(true);
    // A press on the other Delete meanwhile changes nothing.
    await deleteOf(second).click({ force: true });
    expect(await deleteOf(first).isDisabled()).toBe(true);
    expect(deletes).toHaveLength(1);

    release();
    await deleteOf(first).waitFor({ state: 'detached' });
    await expect.poll(() => deleteOf(second).isEnabled()).toBe(true);
    const left = await callApi<{ alerts: Array<{ product_id: string }> }>(
      url(''),
      member.token,
      'GET',
      '/api/price-alerts',
    );
    expect(left.alerts.map((alert) => alert.product_id)).toEqual([second._id]);
  });
});

describe('when an admin lowers a price', () => {
  it("rings the wishlister's bell, shows the drop on the wishlist, and fires a target alert", async () => {
    const product = await makeProduct(40);
    const [saver, watcher, admin] = [
      await suite.newMember('saver'),
      await suite.newMember('watcher'),
      await suite.newMember('priceadmin'),
    ];
    await callApi(url(''), saver.token, 'POST', '/api/wishlist/add', { product_id: product._id });
    await callApi(url(''), watcher.token, 'POST', '/api/price-alerts', {
      product_id: product._id,
      below: 38,
    });
    await suite.server.makeAdmin(admin.username);

    // 12 % below the price when saved, and below the watcher's target: the product admin's save.
    await callApi(url(''), admin.token, 'PUT', `/admin/products/${product._id}`, {
      ...product,
      price: 35.2,
      password: ADMIN_PASSWORD,
    });
    // The job worker tells after the save commits.
    await expect
      .poll(
        async () =>
          (
            await callApi<{ notifications: Array<{ kind: string }> }>(
              url(''),
              saver.token,
              'GET',
              '/api/notifications',
            )
          ).notifications.map((note) => note.kind),
        { timeout: 20_000 },
      )
      .toEqual(['price_drop']);

    const page = await openAs(saver, '/wishlist');
    await page.getByText('↓ 12 % since you saved it', { exact: true }).waitFor();
    await page
      .getByRole('region', { name: 'Your price alerts' })
      .getByText(/^No price alerts yet/)
      .waitFor();
    expect(await blockingAxeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Notifications, 1 unread' }).click();
    await page.waitForURL(/\/notifications$/);
    await page.getByText(product.name, { exact: false }).first().waitFor();

    const watching = await openAs(watcher, `/product/${product._id}`);
    await scrollToHistory(watching);
    await historySection(watching)
      .getByText(/It dropped below \$38\.00 on /)
      .waitFor();
    await watching.getByRole('button', { name: 'Set it again' }).click();
    await alertForm(watching).getByLabel('Tell me below').fill('30');
    await watching.keyboard.press('Enter');
    await historySection(watching).getByText("We'll tell you when it drops below $30.00.").waitFor();
    await watching.goto(url('/wishlist'));
    await watching
      .getByRole('region', { name: 'Your price alerts' })
      .getByText('Below $30.00: waiting (now $35.20)')
      .waitFor();
  });
});
