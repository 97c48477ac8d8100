// The admin catalogue (/admin-catalogue, product spec 2 §2) and the gift finder (/gifts): an admin adds a
// category with a picture and a product in it tagged for a recipient; a shopper finds gifts by recipient and
// budget through the header's Dopamine menu, and the link they share opens the same choice.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { browserSuite } from './support.ts';

const suite = browserSuite();
const { url, openPage, newMember, logIn } = suite;

/** A one-pixel PNG: enough for the server to read, re-encode and serve. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const pngFile = (name: string) => ({ name, mimeType: 'image/png', buffer: ONE_PIXEL_PNG });

describe('the admin catalogue and the gift finder through the browser', () => {
  it('adds a category with a picture and a product in it, which the gift finder then finds', async () => {
    const admin = await newMember('catalogue');
    await suite.server.makeAdmin(admin.username);
    const page = await openPage('/login');
    await logIn(page, admin.username);
    await page.goto(url('/admin-catalogue'));
    await page.getByRole('heading', { level: 1, name: 'Catalogue' }).waitFor();

    // The category form says what is missing before anything is sent.
    const categoryForm = page.getByRole('form', { name: 'Add category' });
    await categoryForm.getByRole('button', { name: 'Add Category' }).click();
    const categoryErrors = categoryForm.getByRole('alert');
    for (const text of [
      'Category name is required',
      'Description must be at least 10 characters',
      'Image is required',
    ]) {
      await categoryErrors.getByText(text).waitFor();
    }
    await categoryForm
      .getByLabel(/^Image/)
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
    await categoryForm.getByRole('button', { name: 'Add Category' }).click();
    await categoryErrors.getByText('Please select a valid image file (jpg, png, or webp)').waitFor();

    const name = `Nap Gear ${randomBytes(2).toString('hex')}`;
    const slug = name.toLowerCase().replace(/ /g, '-');
    await categoryForm.getByLabel('Name').fill(name);
    await categoryForm.getByLabel('Description').fill('Everything for a serious nap.');
    await categoryForm.getByLabel(/^Image/).setInputFiles(pngFile('pillow.png'));
    await categoryForm.getByRole('button', { name: 'Add Category' }).click();
    await categoryForm.getByRole('status').getByText(`Category "${name}" added.`).waitFor();
    const listed = page
      .getByRole('list', { name: 'Categories' })
      .getByRole('listitem')
      .filter({ hasText: name });
    await listed.waitFor();
    const picture = listed.locator('img');
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await picture.getAttribute('src')).toMatch(/^\/media\/categories\/.+\.webp$/);

    // A product in the new category, for grandparents, under $25.
    const productForm = page.getByRole('form', { name: 'Add product with image' });
    const productName = `Cloud Slippers ${randomBytes(2).toString('hex')}`;
    await productForm.getByLabel('Name', { exact: true }).fill(productName);
    await productForm.getByLabel('Description').fill('Like walking on a nap.');
    await productForm.getByLabel('Price ($)').fill('18');
    await productForm.getByLabel('Product link (optional)').fill('https://shop.example/slippers');
    await productForm.getByLabel('Category', { exact: true }).selectOption({ label: name });
    await productForm.getByLabel('Gift category (optional)').selectOption({ label: 'For Grandparents' });
    await productForm.getByLabel(/^Image/).setInputFiles(pngFile('slippers.png'));
    await productForm.getByRole('button', { name: 'Add Product' }).click();
    await productForm.getByRole('status').getByText(`Product "${productName}" added.`).waitFor();

    // A shopper (a browser of their own: the admin's holds the list for 5 minutes) finds the category's page
    // with its picture and the product under Other Retailers.
    const shop = await openPage(`/collections/${slug}`);
    await shop.getByRole('heading', { level: 1, name }).waitFor();
    expect(await shop.locator('.page-header__image').getAttribute('src')).toBe(
      await picture.getAttribute('src'),
    );
    await shop.getByRole('tab', { name: 'Other Retailers' }).click();
    await shop.getByRole('heading', { name: productName }).waitFor();

    // And the gift finder finds it by recipient and budget.
    await shop.goto(url('/gifts?for=for-grandparents&price=under-25'));
    await shop.getByRole('button', { name: /For Grandparents/, pressed: true }).waitFor();
    await shop.getByRole('list', { name: 'Gift ideas' }).getByText(productName).waitFor();
  });

  it('lists a category on the pages the server draws as soon as it is added, before any script runs', async () => {
    const admin = await newMember('drawn');
    await suite.server.makeAdmin(admin.username);
    const name = `Desk Naps ${randomBytes(2).toString('hex')}`;
    const slug = name.toLowerCase().replace(/ /g, '-');
    // A shopper whose browser runs no script sees what the server draws, and nothing asked for afterwards.
    const shopper = await (await suite.newContext({ javaScriptEnabled: false })).newPage();
    const linksToIt = () => shopper.locator(`a[href="/collections/${slug}"]`).count();
    // /collections is drawn (and kept by the server for a minute) before the category exists.
    await shopper.goto(url('/collections'));
    await shopper.getByRole('heading', { level: 1, name: /Collections/ }).waitFor();
    expect(await linksToIt()).toBe(0);

    const form = new FormData();
    form.set('name', name);
    form.set('description', 'Everything for a nap at the desk.');
    form.set('image', new Blob([ONE_PIXEL_PNG], { type: 'image/png' }), 'pillow.png');
    const added = await fetch(url('/api/admin/categories'), {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}` },
      body: form,
    });
    expect(added.status).toBe(201);

    // At once: its card on /collections and its link in the header's Collections menu, on every page.
    await shopper.goto(url('/collections'));
    await shopper.getByRole('heading', { level: 1, name: /Collections/ }).waitFor();
    const menu = shopper.getByRole('navigation', { name: 'Main' });
    expect(await shopper.getByRole('main').locator(`a[href="/collections/${slug}"]`).count()).toBe(1);
    expect(await menu.locator(`a[href="/collections/${slug}"]`).count()).toBe(1);
    await shopper.goto(url('/about'));
    expect(await menu.locator(`a[href="/collections/${slug}"]`).count()).toBe(1);
    // Its own page is drawn whole, not as a loading state.
    await shopper.goto(url(`/collections/${slug}`));
    await shopper.getByRole('heading', { level: 1, name }).waitFor();

    // With scripts, the browser adopts the drawn page as it is (a differing first render fails the test).
    const page = await openPage(`/collections/${slug}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
  });

  it('finds gifts by recipient and budget from the Dopamine menu, and a shared link opens the same choice', async () => {
    const page = await openPage('/', { width: 390, height: 844 });
    // The phone layout's menu holds the Dopamine links.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: /^Dopamine/ }).click();
    await page.getByRole('link', { name: 'Gift Finder' }).click();
    await page.waitForURL(url('/gifts'));
    await page.getByRole('heading', { level: 1, name: 'Gift Finder' }).waitFor();

    await page.getByRole('button', { name: /For Dad/ }).click();
    await page.getByRole('button', { name: /Under \$25/ }).click();
    await page.waitForURL(url('/gifts?for=for-dad&price=under-25'));
    const results = page.getByRole('list', { name: 'Gift ideas' });
    await results.getByText('The Ultimate Dad Joke Book').waitFor();
    await page.getByRole('heading', { name: /Gift ideas: For Dad · Under \$25/ }).waitFor();
    // Over the budget (a $59.99 massage gun) is not offered.
    expect(await results.getByText('Pocket Massage Gun').count()).toBe(0);

    // The link opens the same choice in a new page; picking a chosen budget again clears it.
    const shared = await openPage(`/gifts?for=for-dad&price=under-25`);
    await shared.getByRole('button', { name: /Under \$25/, pressed: true }).waitFor();
    await shared.getByRole('list', { name: 'Gift ideas' }).getByText('The Ultimate Dad Joke Book').waitFor();
    await shared.getByRole('button', { name: /Under \$25/ }).click();
    await shared.waitForURL(url('/gifts?for=for-dad'));
    await shared.getByRole('list', { name: 'Gift ideas' }).getByText('Pocket Massage Gun').waitFor();
  });
});
