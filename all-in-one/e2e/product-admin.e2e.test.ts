// The product admin (/admin, product spec 2 §2): an admin logs in with the shared password, adds an "other"
// product, sees it on the storefront, edits and deletes it; the form and the server say what is wrong.
import { FAKE_CREATORS_CREDENTIAL, type FakeCreators, startFakeCreators } from '@app/api/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath, browserSuite } from './support.ts';

const ADMIN_PASSWORD = 'e2e-admin-secret';
// Amazon's Creators API is a local fake; the server learns its address before it starts.
const env: NodeJS.ProcessEnv = {
  ADMIN_PASSWORD,
  AMAZON_PARTNER_TAG: 'e2etag-20',
  AMAZON_CREDENTIAL_ID: FAKE_CREATORS_CREDENTIAL.id,
  AMAZON_CREDENTIAL_SECRET: FAKE_CREATORS_CREDENTIAL.secret,
  AMAZON_CREDENTIAL_VERSION: FAKE_CREATORS_CREDENTIAL.version,
  AMAZON_REQUESTS_PER_SECOND: '5',
};
let amazon: FakeCreators | undefined;
beforeAll(async () => {
  amazon = await startFakeCreators({ partnerTag: 'e2etag-20' });
  env.AMAZON_TOKEN_URL = `${amazon.url}/token`;
  env.AMAZON_API_URL = amazon.url;
});
afterAll(async () => {
  await amazon?.close();
});
const suite = browserSuite(env);
const { url, openPage, newMember, logIn } = suite;

/** The product admin's password login, expecting the list to load. */
async function enterPassword(page: Page, password: string) {
  const login = page.getByRole('form', { name: 'Admin login' });
  await login.getByLabel('Admin Password').fill(password);
  await login.getByRole('button', { name: 'Log In' }).click();
}
const listLoaded = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: /^Loaded \d+ products\.$/ })
    .waitFor();

describe('the product admin through the browser', () => {
  it('adds, edits and deletes a product, which the storefront shows at once', async () => {
    const admin = await newMember('curator');
    await suite.server.makeAdmin(admin.username);
    const page = await openPage('/login', { width: 390, height: 844 });
    await logIn(page, admin.username);
    await page.goto(url('/admin'));
    await page.getByRole('heading', { level: 1, name: 'Product Admin' }).waitFor();

    // Logged out until a password is given; a wrong one sends the admin back to it.
    const login = page.getByRole('form', { name: 'Admin login' });
    await login.getByRole('button', { name: 'Log In' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Admin Password is required to load products.' })
      .waitFor();
    await enterPassword(page, 'not-it');
    await page.getByRole('alert').filter({ hasText: 'Wrong admin password.' }).waitFor();
    await enterPassword(page, ADMIN_PASSWORD);
    await listLoaded(page);

    // The form's own checks, then a product that passes them.
    const form = page.getByRole('form', { name: 'Add product' });
    await form.getByLabel('Source').selectOption('other');
    await form.getByRole('button', { name: 'Add Product' }).click();
    const errors = form.getByRole('alert');
    await errors.getByText('Please correct the errors in the form.').waitFor();
    for (const text of [
      'Product ID (Custom) is required for new products.',
      'Product name/title is required.',
      'Product URL is required for "Other" source products.',
      'Valid Price is required for "Other" source products.',
      'Image URL is required for "Other" source products.',
    ]) {
      await errors.getByText(text).waitFor();
    }
    const id = `e2e-lamp-${Date.now()}`;
    await form.getByLabel('Product ID (Custom)').fill(id);
    await form.getByLabel('Name', { exact: true }).fill('Moon Lamp Deluxe');
    await form.getByLabel('Description').fill('A lamp shaped like the moon.');
    await form.getByLabel('Price').fill('29.99');
    await form.getByLabel('Product URL (Affiliate URL)').fill('https://shop.example.com/moon-lamp');
    await form.getByLabel('Image URL').fill('https://shop.example.com/moon-lamp.jpg');
    await form.getByLabel('Categories (comma-separated)').fill('Lights, Gifts');
    await form.getByRole('button', { name: 'Add Product' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Product "Moon Lamp Deluxe" added successfully!' })
      .waitFor();
    const row = page.getByRole('row', { name: /Moon Lamp Deluxe/ });
    await row.waitFor();
    await page.screenshot({ path: artifactPath('product-admin.png'), fullPage: true });

    // The storefront has it.
    const shop = await openPage(`/product/${id}`);
    await shop.getByRole('heading', { level: 1, name: 'Moon Lamp Deluxe' }).waitFor();
    await shop.getByText('$29.99').first().waitFor();

    // An edit of its price.
    await row.getByRole('button', { name: /^Edit/ }).click();
    const edit = page.getByRole('form', { name: 'Edit product' });
    await edit.getByLabel('Price').fill('24.5');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Product "Moon Lamp Deluxe" updated successfully!' })
      .waitFor();
    await shop.reload();
    await shop.getByText('$24.50').first().waitFor();

    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('Delete "Moon Lamp Deluxe"? This cannot be undone.');
      void dialog.accept();
    });
    await page
      .getByRole('row', { name: /Moon Lamp Deluxe/ })
      .getByRole('button', { name: /^Delete/ })
      .click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Product "Moon Lamp Deluxe" deleted successfully!' })
      .waitFor();
    await page.getByRole('row', { name: /Moon Lamp Deluxe/ }).waitFor({ state: 'detached' });
    await shop.reload();
    await shop
      .getByText(/not found/i)
      .first()
      .waitFor();
  });

  it('checks an ASIN as it is typed, and follows a refresh of every product to its end', async () => {
    const admin = await newMember('asins');
    await suite.server.makeAdmin(admin.username);
    const page = await openPage('/login');
    await logIn(page, admin.username);
    await page.goto(url('/admin'));
    await enterPassword(page, ADMIN_PASSWORD);
    await listLoaded(page);
    const form = page.getByRole('form', { name: 'Add product' });
    const taken = (await page.evaluate(async () => {
      const products = (await (await fetch('/products')).json()) as Array<{ asin: string | null }>;
      return products.find((product) => product.asin)?.asin;
    })) as string;
    await form.getByLabel('ASIN').fill(taken);
    await form.getByText('This ASIN is already in use by another product').waitFor();
    await form.getByLabel('ASIN').fill('B0NEWASIN1');
    await form.getByText('Checking…').waitFor();
    await form.getByText('Available').waitFor();

    await page.getByRole('button', { name: 'Refresh All Amazon Products' }).click();
    await page.getByRole('status').filter({ hasText: 'Amazon data refresh started successfully!' }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: /^Refresh of all Amazon products: done, \d+ updated\.$/ })
      .waitFor({ timeout: 30_000 });
  });

  it("edits a product from its page, and refreshes it from Amazon with the refresh's progress", async () => {
    const admin = await newMember('inline');
    await suite.server.makeAdmin(admin.username);
    const page = await openPage('/login');
    await logIn(page, admin.username);
    const product = (await page.evaluate(async () => {
      const products = (await (await fetch('/products')).json()) as Array<{
        _id: string;
        asin: string | null;
      }>;
      return products.find((candidate) => candidate.asin);
    })) as { _id: string; asin: string };
    await page.goto(url(`/product/${product._id}`));
    await page.getByRole('button', { name: 'Edit Product (Admin)' }).click();
    const panel = page.getByRole('form', { name: 'Edit product' });
    await panel.getByLabel('Name').fill('Renamed by the admin');
    await panel.getByRole('button', { name: 'Save Product' }).click();
    await panel.getByRole('alert').filter({ hasText: 'Admin password is required' }).waitFor();
    await panel.getByLabel('Admin password').fill(ADMIN_PASSWORD);
    await panel.getByRole('button', { name: 'Save Product' }).click();
    await panel.getByRole('status').filter({ hasText: 'Product updated successfully!' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Renamed by the admin' }).waitFor();
    // The panel closes by itself 2 seconds after the save.
    await panel.waitFor({ state: 'detached', timeout: 5000 });

    await page.getByRole('button', { name: 'Refresh Amazon Data (Admin)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refresh Amazon Data' });
    const refresh = dialog.getByRole('button', { name: 'Refresh' });
    expect(await refresh.isDisabled()).toBe(true);
    await dialog.getByLabel('Admin password').fill(ADMIN_PASSWORD);
    await refresh.click();
    await dialog
      .getByText('Product refresh triggered successfully! Data will update in a few seconds.')
      .waitFor();
    await dialog.getByText(`Refresh of ${product.asin}: done, 1 updated.`).waitFor({ timeout: 30_000 });
    // Amazon's price and availability are on the page, the admin's name kept.
    await page.getByText('IN_STOCK').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Renamed by the admin' }).waitFor();
    await page.screenshot({ path: artifactPath('product-admin-inline.png') });

    const visitor = await openPage(`/product/${product._id}`);
    await visitor.getByRole('heading', { level: 1, name: 'Renamed by the admin' }).waitFor();
    expect(await visitor.getByRole('button', { name: 'Edit Product (Admin)' }).count()).toBe(0);
  });
});
