// Issue 41, what a shopper, a member and an admin notice (items 4, 7, 8, 10 and parts of 15), in headless
// Chromium against the real server: the logged-out heart asks to log in and the login comes back and saves;
// every login comes back to the page that asked for it, and only to a page of this site; the product admin's
// wrong password; the wishlist button's words; sharing without an alert; the admin catalogue's words and the
// answer of its actions to a visitor; an Amazon price an admin types is shown.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { artifactPath, browserSuite, E2E_PASSWORD } from './support.ts';

const ADMIN_PASSWORD = 'journeys-admin-secret';
const suite = browserSuite({ ADMIN_PASSWORD });
const { url, openPage, newMember } = suite;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Products the tests made, deleted at the end (before the server stops: after-hooks run last first). */
const madeProducts: string[] = [];
afterAll(async () => {
  if (madeProducts.length > 0) await suite.server.app.catalogue.deleteProducts(madeProducts);
});

/** A product of the test's own: another shop's by default, or Amazon's with `amazon`. */
async function makeProduct(amazon?: { price: number; pricedAt: Date }) {
  const id = `journey-${randomBytes(4).toString('hex')}`;
  const name = `Journey Gadget ${id}`;
  await suite.server.app.catalogue.saveProducts([
    amazon
      ? {
          _id: id,
          name,
          asin: `B0${randomBytes(4).toString('hex').toUpperCase()}`,
          source: 'amazon',
          price: amazon.price,
          lastUpdated: amazon.pricedAt.toISOString(),
        }
      : {
          _id: id,
          name,
          description: 'A gadget for the journeys test.',
          source: 'other',
          price: 12,
          affiliateUrl: 'https://shop.example.com/gadget',
        },
  ]);
  madeProducts.push(id);
  return { id, name };
}

/** Every browser dialog (alert, confirm, prompt) the page opens: the items here allow none. */
function recordDialogs(page: Page) {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return opened;
}

/** Fills in the login form the page is on and sends it. */
async function submitLogin(page: Page, username: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

async function wishlistOf(member: { id: number; token: string }) {
  const response = await fetch(url(`/api/wishlist/${member.id}`), {
    headers: { Authorization: `Bearer ${member.token}` },
  });
  return ((await response.json()) as { items: Array<{ product_id: string }> }).items.map(
    (item) => item.product_id,
  );
}

describe('logging in from where a visitor is (item 4)', () => {
  it('asks a visitor to log in beside the heart, comes back to the product and saves it, with no alert', async () => {
    const product = await makeProduct();
    const member = await newMember('heart');
    const page = await openPage(`/product/${product.id}`);
    const dialogs = recordDialogs(page);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();

    await page.getByRole('button', { name: 'Save to Wishlist' }).click();
    const prompt = page.getByRole('status').filter({ hasText: 'Log in to save this' });
    await prompt.waitFor();
    expect(page.url()).toBe(url(`/product/${product.id}`));
    const logIn = prompt.getByRole('link', { name: 'Log in' });
    expect(await logIn.getAttribute('href')).toBe(
      `/login?returnTo=${encodeURIComponent(`/product/${product.id}`)}`,
    );
    await page.screenshot({ path: artifactPath('journeys-heart-prompt.png') });

    await logIn.click();
    await page.waitForURL(url(`/login?returnTo=${encodeURIComponent(`/product/${product.id}`)}`));
    await submitLogin(page, member.username);
    await page.waitForURL(url(`/product/${product.id}`));
    await page.getByRole('button', { name: 'Saved to Wishlist' }).waitFor();
    expect(await wishlistOf(member)).toEqual([product.id]);
    // Saved once: a reload does not ask again (it would take the product off).
    await page.reload();
    await page.getByRole('button', { name: 'Saved to Wishlist' }).waitFor();
    expect(await wishlistOf(member)).toEqual([product.id]);
    expect(dialogs).toEqual([]);
  });

  it("opens the prompt on a product card's heart too, and its login comes back to that page", async () => {
    const product = await makeProduct();
    const page = await openPage(`/search?q=${encodeURIComponent(product.name)}`);
    const dialogs = recordDialogs(page);
    await page.getByRole('button', { name: `Save ${product.name} to wishlist` }).click();
    const prompt = page.getByRole('status').filter({ hasText: 'Log in to save this' });
    await prompt.waitFor();
    expect(await prompt.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      `/login?returnTo=${encodeURIComponent(`/search?q=${encodeURIComponent(product.name)}`)}`,
    );
    // Pressed again, the heart takes the prompt away.
    await page.getByRole('button', { name: `Save ${product.name} to wishlist` }).click();
    await prompt.waitFor({ state: 'detached' });
    expect(dialogs).toEqual([]);
  });

  it('comes back after the login to the members-only page and the admin page that sent the visitor', async () => {
    const member = await newMember('back');
    const page = await openPage('/rewards');
    await page.getByRole('link', { name: 'Log In' }).click();
    await page.waitForURL(url('/login?returnTo=%2Frewards'));
    await submitLogin(page, member.username);
    await page.waitForURL(url('/rewards'));
    await page.getByText('POINTS').first().waitFor();

    const admin = await newMember('backstage');
    await suite.server.makeAdmin(admin.username);
    const adminPage = await openPage('/admin-catalogue');
    await adminPage.waitForURL(url('/login?returnTo=%2Fadmin-catalogue'));
    await submitLogin(adminPage, admin.username);
    await adminPage.waitForURL(url('/admin-catalogue'));
    await adminPage.getByRole('heading', { level: 1, name: 'Catalogue' }).waitFor();
  });

  it("comes back from the header's Login to the page it was pressed on", async () => {
    const product = await makeProduct();
    const member = await newMember('header');
    const page = await openPage(`/product/${product.id}`);
    await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).click();
    await page.waitForURL(url(`/login?returnTo=${encodeURIComponent(`/product/${product.id}`)}`));
    await submitLogin(page, member.username);
    await page.waitForURL(url(`/product/${product.id}`));
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
  });

  it('goes home after a login whose return address leaves the site (no open redirect)', async () => {
    const member = await newMember('stay');
    for (const unsafe of [
      '//evil.example/x',
      'https://evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      const page = await openPage(`/login?returnTo=${encodeURIComponent(unsafe)}`);
      const dialogs = recordDialogs(page);
      await submitLogin(page, member.username);
      await page.waitForURL(url('/'));
      expect(new URL(page.url()).origin, unsafe).toBe(suite.server.url);
      expect(dialogs, unsafe).toEqual([]);
    }
  });
});

describe("the wishlist button's words (item 8)", () => {
  it("reads 'Save to Wishlist' and 'Saved to Wishlist' as the heart fills and empties, by its name too", async () => {
    const product = await makeProduct();
    const member = await newMember('words');
    const page = await openPage('/login');
    await suite.logIn(page, member.username);
    await page.goto(url(`/product/${product.id}`));
    const save = page.getByRole('button', { name: 'Save to Wishlist', exact: true });
    await save.waitFor();
    await save.click();
    const saved = page.getByRole('button', { name: 'Saved to Wishlist', exact: true });
    await saved.waitFor();
    expect(await saved.textContent()).toBe('Saved to Wishlist');
    expect(await saved.locator('svg').getAttribute('fill')).toBe('currentColor');
    await saved.click();
    await save.waitFor();
    expect(await save.textContent()).toBe('Save to Wishlist');
    expect(await save.locator('svg').getAttribute('fill')).toBe('none');
  });
});

describe('sharing without an alert (item 10)', () => {
  it("copies a product's link and says so in a status a screen reader announces", async () => {
    const product = await makeProduct();
    const page = await openPage(`/product/${product.id}`);
    const dialogs = recordDialogs(page);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url('') });
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByRole('status').filter({ hasText: 'Product link copied to clipboard!' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url(`/product/${product.id}`));
    await page.screenshot({ path: artifactPath('journeys-share-toast.png') });

    // A search result's Share says the same.
    await page.goto(url(`/search?q=${encodeURIComponent(product.name)}`));
    await page
      .getByRole('article')
      .filter({ hasText: product.name })
      .getByRole('button', { name: 'Share' })
      .click();
    await page.getByRole('status').filter({ hasText: 'Product link copied to clipboard!' }).waitFor();
    expect(dialogs).toEqual([]);
  });

  it("copies a public wishlist's link with 'Link copied', and without a clipboard shows the link instead", async () => {
    const member = await newMember('sharer');
    // A list with something on it (an empty one has nothing to share).
    const product = await makeProduct();
    await fetch(url('/api/wishlist/add'), {
      method: 'POST',
      headers: { Authorization: `Bearer ${member.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ product_id: product.id }),
    });
    const page = await openPage('/login');
    const dialogs = recordDialogs(page);
    await suite.logIn(page, member.username);
    await page.goto(url('/wishlist'));
    await page.getByRole('checkbox', { name: /Make wishlist public/ }).check();
    const link = await page.getByLabel('Shareable link').inputValue();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url('') });
    await page.getByRole('button', { name: 'Copy' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Link copied$/ })
      .waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    await page.context().clearPermissions();
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', { value: undefined });
    });
    await page.getByRole('button', { name: /^Cop/ }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Copy this link: ${link}` })
      .waitFor();
    expect(dialogs).toEqual([]);
  });
});

describe('the admin (items 7 and 15)', () => {
  async function adminOn(path: string) {
    const admin = await newMember('journey_admin');
    await suite.server.makeAdmin(admin.username);
    const page = await openPage('/login');
    await suite.logIn(page, admin.username);
    await page.goto(url(path));
    return { admin, page };
  }

  it("says 'Wrong admin password.' for a wrong password, and the session error when the login itself ended", async () => {
    const { page } = await adminOn('/admin');
    const login = page.getByRole('form', { name: 'Admin login' });
    await login.getByLabel('Admin Password').fill('not-the-password');
    await login.getByRole('button', { name: 'Log In' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /^Wrong admin password\.$/ })
      .waitFor();

    // The member's login ends on the server (a logout elsewhere): that is a session problem.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await fetch(url('/api/auth/logout'), { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    await login.getByLabel('Admin Password').fill(ADMIN_PASSWORD);
    await login.getByRole('button', { name: 'Log In' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Admin Password session error. Please re-login.' })
      .waitFor();
  });

  it("says 'Category name must be less than 30 characters' and 'Image is required' on the category form", async () => {
    const { page } = await adminOn('/admin-catalogue');
    const form = page.getByRole('form', { name: 'Add category' });
    await form.getByLabel('Name').fill('A category name of thirty char');
    await form.getByLabel('Description').fill('Long enough to describe it.');
    await form.getByRole('button', { name: 'Add Category' }).click();
    const errors = form.getByRole('alert');
    await errors.getByText('Category name must be less than 30 characters').waitFor();
    await errors.getByText('Image is required').waitFor();
  });

  it("answers 'Please log in first' to a visitor's gift-category init and starter-deck action", async () => {
    const page = await openPage('/admin-catalogue');
    const answers = await page.evaluate(async () =>
      Promise.all(
        ['/api/gift-categories/init', '/api/card/admin/add-starter-decks-for-all'].map(async (path) => {
          const response = await fetch(path, { method: 'POST' });
          return [response.status, (await response.json()).error];
        }),
      ),
    );
    expect(answers).toEqual([
      [401, 'Please log in first'],
      [401, 'Please log in first'],
    ]);
  });

  it('shows the price an admin types for an Amazon product from the save on', async () => {
    const product = await makeProduct({ price: 10, pricedAt: new Date(Date.now() - 3 * DAY_MS) });
    const shop = await openPage(`/product/${product.id}`);
    await shop.getByText('View price on site').first().waitFor();

    const { page } = await adminOn('/admin');
    const login = page.getByRole('form', { name: 'Admin login' });
    await login.getByLabel('Admin Password').fill(ADMIN_PASSWORD);
    await login.getByRole('button', { name: 'Log In' }).click();
    const row = page.getByRole('row', { name: new RegExp(product.name) });
    await row.getByRole('button', { name: /^Edit/ }).click();
    const edit = page.getByRole('form', { name: 'Edit product' });
    await edit.getByLabel('Price').fill('42.5');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Product "${product.name}" updated successfully!` })
      .waitFor();

    await shop.reload();
    await shop.getByText('$42.50').first().waitFor();
    expect(await shop.getByText('View price on site').count()).toBe(0);
  });
});
