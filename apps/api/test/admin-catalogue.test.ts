import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_CATALOGUE_TEXT as TEXT } from '@app/contracts';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerAdmin, registerMember, STACKS } from '../src/testing.ts';
import { appCaller, suiteTestApp, waitFor } from './support.ts';

type Json = Record<string, unknown>;

const GIFT_IDS = [
  'for-him',
  'for-her',
  'for-kids',
  'for-mom',
  'for-dad',
  'for-teens',
  'for-grandparents',
  'birthday',
  'anniversary',
  'wedding',
  'graduation',
  'holiday',
  'thank-you',
  'just-because',
  'under-25',
  'under-50',
  'under-100',
  'luxury',
];

/** A PNG photo carrying a comment and EXIF, as a camera or editor leaves them. */
const photoPng = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 20, g: 160, b: 90 } } })
    .png()
    .withExif({ IFD0: { Copyright: 'secret-camera-owner' } })
    .toBuffer();

const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);

interface FileField {
  bytes: Buffer;
  filename: string;
  type: string;
}

const unique = (prefix: string) => `${prefix} ${randomBytes(3).toString('hex')}`;

describe.each(STACKS)('the admin catalogue and gift finder on %s', (stack) => {
  const t = suiteTestApp(stack);
  let admin: Awaited<ReturnType<typeof registerAdmin>>;
  beforeAll(async () => {
    admin = await registerAdmin(t.app);
  });

  const call = appCaller(() => t.app);
  const post = (url: string, fields: Record<string, string>, file?: FileField, token = admin.token) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (file)
      form.append('image', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.filename);
    return t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${token}` },
      payload: form,
    });
  };
  const png = async (): Promise<FileField> => ({
    bytes: await photoPng(),
    filename: 'photo.png',
    type: 'image/png',
  });
  const categoryFields = () => ({
    name: unique('Desk Toys').slice(0, 29),
    description: 'Little things for busy desks.',
  });
  const productFields = (overrides: Record<string, string> = {}) => ({
    name: unique('Rubber Duck Lamp'),
    description: 'A duck that glows.',
    price: '19.99',
    category: 'fathers-day',
    ...overrides,
  });

  /** Every file under the media folder (the temporary uploads folder included), as relative paths. */
  const mediaFiles = () =>
    readdirSync(t.config.mediaDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(t.config.mediaDir, path.join(entry.parentPath, entry.name)))
      .sort();
  const categories = async () => (await call('GET', '/api/categories')).json().collections as Json[];
  const audit = async (action: string) =>
    (await call('GET', `/api/admin/audit?action=${action}`, admin.token)).json().entries as Json[];

  /** Sends the request and checks it was refused with the message on the field, storing nothing. */
  async function expectRefused(
    send: () => Promise<{ statusCode: number; json: () => unknown }>,
    status: number,
    body: { error: string; field?: string },
  ) {
    const before = mediaFiles();
    const categoriesBefore = (await categories()).length;
    const response = await send();
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(body);
    // Temporary files go once the response is sent.
    await waitFor(async () => JSON.stringify(mediaFiles()) === JSON.stringify(before), {
      what: 'the upload to be removed',
    });
    expect(await categories()).toHaveLength(categoriesBefore);
  }

  describe('POST /api/admin/categories', () => {
    it('adds a category with its picture re-encoded without metadata, lists it, serves the picture for good', async () => {
      const fields = categoryFields();
      const added = await post('/api/admin/categories', fields, await png());
      expect(added.statusCode).toBe(201);
      const category = added.json().category as Json;
      expect(category).toMatchObject({
        name: fields.name,
        description: fields.description,
        subcollections: [],
      });
      expect(category.imageUrl).toMatch(/^\/media\/categories\/[A-Za-z0-9_-]{22}\.webp$/);
      expect(await categories()).toContainEqual(category);

      const image = await call('GET', category.imageUrl as string);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(image.rawPayload).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect(image.rawPayload.includes(Buffer.from('secret-camera-owner'))).toBe(false);
      expect(mediaFiles().filter((file) => file.startsWith('.uploads'))).toEqual([]);

      const [entry] = await audit('category.create');
      expect(entry).toMatchObject({ actor_username: admin.user.username, target_id: category.id });
    });

    it('accepts a PNG named .txt and sent as text, judging it by its bytes', async () => {
      const added = await post('/api/admin/categories', categoryFields(), {
        bytes: await photoPng(),
        filename: 'notes.txt',
        type: 'text/plain',
      });
      expect(added.statusCode).toBe(201);
    });

    it('refuses a text file named .png, an SVG with a script, and a 6 MB image, storing nothing', async () => {
      const invalid = { error: TEXT.invalidImage, field: 'image' };
      await expectRefused(
        async () =>
          post('/api/admin/categories', categoryFields(), {
            bytes: Buffer.from('just some words, not a picture'),
            filename: 'photo.png',
            type: 'image/png',
          }),
        400,
        invalid,
      );
      await expectRefused(
        async () =>
          post('/api/admin/categories', categoryFields(), {
            bytes: SVG_WITH_SCRIPT,
            filename: 'icon.svg',
            type: 'image/svg+xml',
          }),
        400,
        invalid,
      );
      // A real PNG header followed by 6 MB: refused for its size while it streams, before anything decodes it.
      const huge = Buffer.concat([await photoPng(), randomBytes(6 * 1024 * 1024)]);
      await expectRefused(
        async () =>
          post('/api/admin/categories', categoryFields(), {
            bytes: huge,
            filename: 'big.png',
            type: 'image/png',
          }),
        413,
        { error: TEXT.imageTooLarge, field: 'image' },
      );
    });

    it('applies the category rules with their messages, changing nothing', async () => {
      const image = await png();
      const fields = categoryFields();
      await expectRefused(async () => post('/api/admin/categories', { ...fields, name: ' ' }, image), 400, {
        error: TEXT.categoryNameRequired,
        field: 'name',
      });
      await expectRefused(
        async () => post('/api/admin/categories', { ...fields, name: 'x'.repeat(30) }, image),
        400,
        {
          error: TEXT.categoryNameTooLong,
          field: 'name',
        },
      );
      await expectRefused(
        async () => post('/api/admin/categories', { ...fields, description: 'Too short' }, image),
        400,
        { error: TEXT.categoryDescriptionTooShort, field: 'description' },
      );
      await expectRefused(async () => post('/api/admin/categories', fields), 400, {
        error: TEXT.imageRequired,
        field: 'image',
      });
      const first = await post('/api/admin/categories', { ...fields, name: 'y'.repeat(29) }, image);
      expect(first.statusCode).toBe(201);
      await expectRefused(
        async () => post('/api/admin/categories', { ...fields, name: 'Y'.repeat(29) }, image),
        409,
        {
          error: TEXT.categoryExists,
          field: 'name',
        },
      );
    });

    it('is for admins only, before the upload is read', async () => {
      const member = await registerMember(t.app);
      const image = await png();
      await expectRefused(
        async () => post('/api/admin/categories', categoryFields(), image, member.token),
        403,
        {
          error: 'Admin access required',
        },
      );
      const visitor = await t.app.inject({ method: 'POST', url: '/api/admin/categories', payload: {} });
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json()).toEqual({ error: 'Not authenticated' });
    });
  });

  describe('gift categories', () => {
    it('makes the gift categories once, however often init is pressed', async () => {
      const first = await call('POST', '/api/gift-categories/init', admin.token);
      expect(first.statusCode).toBe(200);
      const second = await call('POST', '/api/gift-categories/init', admin.token);
      expect(second.json().created).toBe(0);
      const list = (await call('GET', '/api/gift-categories')).json().giftCategories as Json[];
      expect(list.map((gift) => gift.id)).toEqual(GIFT_IDS);
      expect(list.find((gift) => gift.id === 'for-dad')).toEqual({
        id: 'for-dad',
        group: 'recipient',
        name: 'For Dad',
        emoji: '👔',
      });
      expect(second.json().giftCategories).toEqual(list);
      const member = await registerMember(t.app);
      expect((await call('POST', '/api/gift-categories/init', member.token)).statusCode).toBe(403);
      expect((await call('POST', '/api/gift-categories/init')).json()).toEqual({
        error: 'Please log in first',
      });
    });
  });

  describe('POST /api/admin/products and the gift finder', () => {
    beforeAll(async () => {
      await call('POST', '/api/gift-categories/init', admin.token);
    });
    const gifts = async (query: string) => {
      const response = await call('GET', `/api/gifts?${query}&limit=100`);
      expect(response.statusCode).toBe(200);
      return (response.json().products as Json[]).map((product) => product._id);
    };

    it('adds a product with its picture, category and gift category, seen on the storefront and in the finder', async () => {
      const fields = productFields({ category: 'gaming', giftCategory: 'for-grandparents', price: '$24.50' });
      const added = await post(
        '/api/admin/products',
        { ...fields, affiliateUrl: 'https://shop.example/duck' },
        await png(),
      );
      expect(added.statusCode).toBe(201);
      const { product, giftCategories } = added.json() as { product: Json; giftCategories: string[] };
      expect(giftCategories).toEqual(['for-grandparents']);
      expect(product).toMatchObject({
        name: fields.name,
        description: fields.description,
        price: 24.5,
        categories: ['gaming'],
        source: 'other',
        affiliateUrl: 'https://shop.example/duck',
      });
      expect(product.imageUrl).toMatch(/^\/media\/products\/[A-Za-z0-9_-]{22}\.webp$/);
      expect((await call('GET', product.imageUrl as string)).statusCode).toBe(200);
      const listed = (await call('GET', '/api/products?collection=gaming&limit=100')).json()
        .products as Json[];
      expect(listed.map((item) => item._id)).toContain(product._id);
      // Tagged for grandparents (gaming is not one of their collections), under $25, not under... luxury.
      expect(await gifts('for=for-grandparents&price=under-25')).toContain(product._id);
      expect(await gifts('for=for-grandparents&price=luxury')).not.toContain(product._id);
      const [entry] = await audit('product.create');
      expect(entry).toMatchObject({ target_id: product._id, actor_username: admin.user.username });
    });

    it('finds gifts by recipient, occasion and price band together, a recipient by its collections too', async () => {
      const cheapForDad = (
        await post('/api/admin/products', productFields({ price: '12' }), await png())
      ).json().product as Json;
      const dearForDad = (
        await post('/api/admin/products', productFields({ price: '150' }), await png())
      ).json().product as Json;
      const birthdayToy = (
        await post(
          '/api/admin/products',
          productFields({ category: 'pets', giftCategory: 'birthday', price: '40' }),
          await png(),
        )
      ).json().product as Json;

      const forDad = await gifts('for=for-dad');
      expect(forDad).toEqual(expect.arrayContaining([cheapForDad._id, dearForDad._id]));
      expect(forDad).not.toContain(birthdayToy._id);
      expect(await gifts('for=for-dad&price=under-25')).toContain(cheapForDad._id);
      expect(await gifts('for=for-dad&price=under-25')).not.toContain(dearForDad._id);
      expect(await gifts('for=for-dad&price=luxury')).toContain(dearForDad._id);
      expect(await gifts('occasion=birthday&price=under-50')).toContain(birthdayToy._id);
      expect(await gifts('occasion=birthday&price=under-25')).not.toContain(birthdayToy._id);
      // Pets are not a birthday collection: the tag alone finds it; untagged pets are not birthday gifts.
      expect(await gifts('occasion=wedding')).not.toContain(birthdayToy._id);
    });

    it('refuses unknown gift categories by the parameter that named them', async () => {
      for (const [query, field] of [
        ['for=nobody', 'for'],
        ['for=under-25', 'for'],
        ['occasion=for-dad', 'occasion'],
        ['price=free', 'price'],
      ] as const) {
        const response = await call('GET', `/api/gifts?${query}`);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: TEXT.unknownGiftCategory, field });
      }
    });

    it('applies the product rules with their messages, storing nothing', async () => {
      const image = await png();
      const total = async () => (await call('GET', '/api/products?limit=1')).json().total as number;
      const before = await total();
      for (const [fields, error, field] of [
        [productFields({ name: '' }), TEXT.productNameRequired, 'name'],
        [productFields({ price: 'free' }), TEXT.productPriceInvalid, 'price'],
        [productFields({ category: '' }), TEXT.productCategoryRequired, 'category'],
        [productFields({ category: 'no-such-category' }), TEXT.unknownCategory, 'category'],
        [productFields({ giftCategory: 'under-25' }), TEXT.unknownGiftCategory, 'giftCategory'],
        [
          productFields({ affiliateUrl: 'javascript:alert(1)' }),
          'Product link must be an http(s) address',
          'affiliateUrl',
        ],
      ] as const) {
        await expectRefused(async () => post('/api/admin/products', fields, image), 400, { error, field });
      }
      await expectRefused(async () => post('/api/admin/products', productFields()), 400, {
        error: TEXT.imageRequired,
        field: 'image',
      });
      expect(await total()).toBe(before);
    });
  });
});
