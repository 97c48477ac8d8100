// The admin's answers that issue 41 put right (product spec 2 §5, §6, §8): the admin catalogue's words, the
// catalogue actions' answer to a visitor, the product admin's wrong password, and an Amazon price an admin types,
// shown from their save for 24 hours, with a price history that never holds Amazon's prices.
import { AMAZON_PRICE_MAX_AGE_MS, shownPrice } from '@app/contracts';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerAdmin, registerMember, STACKS } from '../src/testing.ts';
import { appCaller, priceHistory, suiteTestApp } from './support.ts';

const PASSWORD = 'answers-admin-secret';
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(STACKS)("the admin's answers on %s", (stack) => {
  const t = suiteTestApp(stack, { ADMIN_PASSWORD: PASSWORD });
  let admin: Awaited<ReturnType<typeof registerAdmin>>;
  beforeAll(async () => {
    admin = await registerAdmin(t.app);
  });

  const call = appCaller(() => t.app);
  const storefront = async (id: string) =>
    (await t.app.inject({ url: `/api/products/${encodeURIComponent(id)}` })).json().product as {
      price: number | null;
      source: 'amazon' | 'other';
      lastUpdated: string | null;
    };
  const history = (productId: string) => priceHistory(t.app.db, productId);

  it("answers a visitor 'Please log in first' on the gift-category init and the starter-deck action", async () => {
    const member = await registerMember(t.app);
    for (const url of ['/api/gift-categories/init', '/api/card/admin/add-starter-decks-for-all']) {
      const visitor = await call('POST', url);
      expect(visitor.statusCode, url).toBe(401);
      expect(visitor.json(), url).toEqual({ error: 'Please log in first' });
      const refused = await call('POST', url, member.token);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json(), url).toEqual({ error: 'Admin access required' });
    }
  });

  it("says 'Category name must be less than 30 characters' and 'Image is required'", async () => {
    const picture = await sharp({
      create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 40, b: 90 } },
    })
      .png()
      .toBuffer();
    const postCategory = (name: string, withImage: boolean) => {
      const form = new FormData();
      form.append('name', name);
      form.append('description', 'Things for the answers test.');
      if (withImage)
        form.append('image', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'a.png');
      return t.app.inject({
        method: 'POST',
        url: '/api/admin/categories',
        headers: { authorization: `Bearer ${admin.token}` },
        payload: form,
      });
    };
    const tooLong = await postCategory('n'.repeat(30), true);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({
      error: 'Category name must be less than 30 characters',
      field: 'name',
    });
    const noImage = await postCategory('Answer Lamps', false);
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json()).toEqual({ error: 'Image is required', field: 'image' });
  });

  it("answers a wrong product admin password 'Wrong admin password.'", async () => {
    const response = await t.app.inject({
      url: '/admin/products?password=not-the-one',
      remoteAddress: '203.0.113.41',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, error: 'Wrong admin password.', field: 'password' });
  });

  it("shows an Amazon price an admin saves for 24 hours from the save, and keeps no history of Amazon's prices", async () => {
    const id = `answers-amazon-${Date.now()}`;
    const asin = `B0ANS${Date.now().toString(36).slice(-5).toUpperCase()}`;
    const threeDaysAgo = new Date(Date.now() - 3 * DAY_MS).toISOString();
    await t.app.catalogue.saveProducts([
      { _id: id, name: 'Answer Lamp', asin, price: 10, lastUpdated: threeDaysAgo, source: 'amazon' },
    ]);
    try {
      // Amazon gave its price three days ago: not shown.
      expect(shownPrice(await storefront(id))).toBeNull();

      const before = Date.now();
      const saved = await call('PUT', `/admin/products/${asin}`, admin.token, {
        password: PASSWORD,
        price: '42.50',
      });
      expect(saved.statusCode).toBe(200);
      const product = await storefront(id);
      expect(product.price).toBe(42.5);
      const observed = Date.parse(product.lastUpdated ?? '');
      expect(observed).toBeGreaterThanOrEqual(before - 1000);
      expect(observed).toBeLessThanOrEqual(Date.now());
      expect(shownPrice(product)).toBe(42.5);
      // The 24-hour rule counts from the admin's save.
      expect(shownPrice(product, observed + AMAZON_PRICE_MAX_AGE_MS)).toBe(42.5);
      expect(shownPrice(product, observed + AMAZON_PRICE_MAX_AGE_MS + 1)).toBeNull();
      expect(await history(id)).toEqual([]);

      // A save that sends no price is no observation of one.
      await call('PUT', `/admin/products/${asin}`, admin.token, {
        password: PASSWORD,
        description: 'Glows.',
      });
      expect((await storefront(id)).lastUpdated).toBe(product.lastUpdated);

      // Another shop's product from now on: its price starts the history; back to Amazon, the history goes.
      const other = {
        password: PASSWORD,
        source: 'other',
        affiliateUrl: 'https://shop.example.com/answer-lamp',
        imageUrl: 'https://shop.example.com/answer-lamp.jpg',
      };
      expect((await call('PUT', `/admin/products/${asin}`, admin.token, other)).statusCode).toBe(200);
      expect(await history(id)).toEqual([42.5]);
      expect(
        (await call('PUT', `/admin/products/${asin}`, admin.token, { ...other, price: 39 })).statusCode,
      ).toBe(200);
      expect(await history(id)).toEqual([42.5, 39]);
      const backToAmazon = { password: PASSWORD, source: 'amazon', price: 41 };
      expect((await call('PUT', `/admin/products/${asin}`, admin.token, backToAmazon)).statusCode).toBe(200);
      expect(await history(id)).toEqual([]);
      expect(shownPrice(await storefront(id))).toBe(41);
    } finally {
      await t.app.catalogue.deleteProducts([id]);
    }
  });
});
