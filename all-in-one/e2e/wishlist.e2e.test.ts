import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { artifactPath, browserSuite } from './support.ts';

/** Wishlists (product spec 1 §2, §4, §8) in headless Chromium against the real server. */

const suite = browserSuite();
const { openPage, url } = suite;
/** Products the tests saved, deleted again at the end (before the server stops: after-hooks run last first). */
const savedProducts: string[] = [];

afterAll(async () => {
  if (savedProducts.length > 0) await suite.server.app.catalogue.deleteProducts(savedProducts);
});

/** A product of this test's own in the catalogue. */
async function makeProduct() {
  const id = `wl-e2e-${randomBytes(4).toString('hex')}`;
  const name = `Wishlist Test Gadget ${id}`;
  await suite.server.app.catalogue.saveProducts([
    { _id: id, name, description: 'A gadget for the wishlist test.' },
  ]);
  savedProducts.push(id);
  return { id, name };
}

const registerMember = () => suite.newMember('wl');

async function logIn(page: Page, username: string) {
  await suite.logIn(page, username);
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).waitFor();
}

async function balance(token: string) {
  const response = await fetch(url('/api/points/balance'), { headers: { Authorization: `Bearer ${token}` } });
  return ((await response.json()) as { total_points: number }).total_points;
}

describe('wishlists in the browser', () => {
  it('adds from the product page, shares the list publicly, and removes in edit mode', async () => {
    const product = await makeProduct();
    const member = await registerMember();
    const page = await openPage('/');
    await logIn(page, member.username);

    await page.goto(url(`/product/${product.id}`));
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await page.getByRole('button', { name: 'Save to Wishlist' }).click();
    // The button's words (its name) say the product is saved (issue 41).
    const heart = page.getByRole('button', { name: 'Saved to Wishlist' });
    await heart.waitFor();
    expect(await heart.locator('svg').getAttribute('fill')).toBe('currentColor');
    await page.screenshot({ path: artifactPath('wishlist-product-page.png') });
    expect(await balance(member.token)).toBe(2);

    // The header's heart opens the own list, which shows the product linking to its page.
    await page.getByRole('banner').getByRole('link', { name: 'Wishlist' }).click();
    await page.waitForURL(url('/wishlist'));
    await page.getByRole('heading', { level: 1, name: 'My Wishlist' }).waitFor();
    const grid = page.getByRole('list', { name: 'My wishlist' });
    const tile = grid.getByRole('link', { name: new RegExp(product.name) });
    await tile.waitFor();
    expect(await tile.getAttribute('href')).toBe(`/product/${product.id}`);
    expect(await page.getByRole('link', { name: '← Back to collections' }).getAttribute('href')).toBe(
      '/collections',
    );

    // Private at first: no link to share.
    const makePublic = page.getByRole('checkbox', { name: /Make wishlist public/ });
    expect(await makePublic.isChecked()).toBe(false);
    expect(await page.getByLabel('Shareable link').count()).toBe(0);
    await makePublic.check();
    const linkBox = page.getByLabel('Shareable link');
    await linkBox.waitFor();
    const shareLink = await linkBox.inputValue();
    expect(shareLink).toMatch(new RegExp(`^${url('/wishlist/share/')}[A-Za-z0-9_-]{22,}$`));
    expect(await makePublic.isChecked()).toBe(true);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url('') });
    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByRole('button', { name: 'Copied!' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareLink);

    // Someone logged out opens the link and sees the product.
    const visitor = await openPage(new URL(shareLink).pathname);
    await visitor.getByRole('heading', { level: 1, name: `${member.username}'s Wishlist` }).waitFor();
    const sharedTile = visitor.getByRole('link', { name: new RegExp(product.name) });
    await sharedTile.waitFor();
    expect(await sharedTile.getAttribute('href')).toBe(`/product/${product.id}`);
    expect(await visitor.getByRole('button', { name: /Remove/ }).count()).toBe(0);
    expect(await visitor.getByRole('button', { name: 'Edit Wishlist' }).count()).toBe(0);
    await visitor.screenshot({ path: artifactPath('wishlist-shared.png'), fullPage: true });

    // Edit mode shows the remove buttons; removing empties the list.
    await page.bringToFront();
    expect(await page.getByRole('button', { name: `Remove ${product.name} from wishlist` }).count()).toBe(0);
    await page.getByRole('button', { name: 'Edit Wishlist' }).click();
    await page.getByRole('button', { name: 'Done' }).waitFor();
    await page.screenshot({ path: artifactPath('wishlist-edit.png'), fullPage: true });
    await page.getByRole('button', { name: `Remove ${product.name} from wishlist` }).click();
    await page.getByRole('heading', { name: 'Your wishlist is empty' }).waitFor();
    expect(await grid.count()).toBe(0);

    // The product page's heart agrees, and the shared page shows an empty list now.
    await page.goto(url(`/product/${product.id}`));
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await page.getByRole('button', { name: 'Save to Wishlist' }).waitFor();
    await visitor.reload();
    await visitor.getByRole('heading', { name: 'This wishlist is empty for now.' }).waitFor();

    // Made private again, the link answers with the spec's words.
    await page.goto(url('/wishlist'));
    await page.getByRole('checkbox', { name: /Make wishlist public/ }).uncheck();
    await page.getByLabel('Shareable link').waitFor({ state: 'detached' });
    await visitor.reload();
    await visitor
      .getByRole('heading', { level: 1, name: 'This wishlist does not exist or is not public.' })
      .waitFor();
    expect(await balance(member.token)).toBe(2);
  });

  it('fills the heart on product cards, and asks a visitor to log in', async () => {
    const product = await makeProduct();
    const member = await registerMember();
    const page = await openPage('/', { width: 375, height: 812 });
    await logIn(page, member.username);
    await page.goto(url(`/search?q=${encodeURIComponent(product.name)}`));
    const cardHeart = page.getByRole('button', { name: `Save ${product.name} to wishlist` });
    await cardHeart.click();
    await page.getByRole('button', { name: `Save ${product.name} to wishlist`, pressed: true }).waitFor();
    await page.screenshot({ path: artifactPath('wishlist-search-375.png') });

    await page.goto(url('/wishlist'));
    await page
      .getByRole('list', { name: 'My wishlist' })
      .getByRole('link', { name: new RegExp(product.name) })
      .waitFor();
    // The page fits a 375 px screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: artifactPath('wishlist-375.png'), fullPage: true });

    const visitor = await openPage(`/product/${product.id}`);
    await visitor.getByRole('heading', { level: 1, name: product.name }).waitFor();
    // A prompt beside the heart, not an alert (issue 41; member-journeys.e2e.test.ts follows its login).
    await visitor.getByRole('button', { name: 'Save to Wishlist' }).click();
    await visitor.getByRole('status').filter({ hasText: 'Log in to save this' }).waitFor();

    await visitor.goto(url('/wishlist'));
    await visitor
      .getByRole('heading', { level: 1, name: 'You must be logged in to view your wishlist.' })
      .waitFor();
  });

  it("says the spec's words when a change cannot reach the server, and keeps the list as it was", async () => {
    const [kept, other] = [await makeProduct(), await makeProduct()];
    const member = await registerMember();
    const added = await fetch(url('/api/wishlist/add'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${member.token}` },
      body: JSON.stringify({ product_id: kept.id }),
    });
    expect(added.status).toBe(200);
    const page = await openPage('/');
    await logIn(page, member.username);
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    // The connection drops for every change; reads still work.
    await page.route('**/api/wishlist/{add,remove,toggle-public}', (route) => route.abort('connectionreset'));

    await page.goto(url(`/product/${other.id}`));
    const heart = page.getByRole('button', { name: 'Save to Wishlist' });
    await heart.click();
    // The heart's failure is said beside it, in a live region a screen reader announces: no alert to dismiss.
    const failure = page.locator('.wishlist-slot--page').getByRole('status');
    await failure.getByText('Failed to update wishlist', { exact: true }).waitFor();
    expect(alerts).toEqual([]);
    expect(await heart.textContent()).toBe('Save to Wishlist');
    // Escape puts it away, as it does the visitor's prompt.
    await heart.press('Escape');
    await expect.poll(() => failure.textContent()).toBe('');

    await page.goto(url('/wishlist'));
    const makePublic = page.getByRole('checkbox', { name: /Make wishlist public/ });
    await makePublic.click();
    await expect.poll(() => alerts).toEqual(['Failed to update wishlist privacy.']);
    await expect.poll(() => makePublic.isChecked()).toBe(false);

    await page.getByRole('button', { name: 'Edit Wishlist' }).click();
    await page.getByRole('button', { name: `Remove ${kept.name} from wishlist` }).click();
    await expect
      .poll(() => alerts)
      .toEqual(['Failed to update wishlist privacy.', 'Failed to remove item from wishlist.']);
    await page
      .getByRole('list', { name: 'My wishlist' })
      .getByRole('link', { name: new RegExp(kept.name) })
      .waitFor();
  });
});
