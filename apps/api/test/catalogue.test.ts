import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { COLLECTIONS as COLLECTION_SEED, type Product } from '@app/contracts';
import { catalogueState, collections, products } from '@app/db';
import { count, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createCatalogue } from '../src/modules/catalogue/catalogue.ts';
import { DEMO_PRODUCTS } from '../src/modules/catalogue/demo-products.ts';
import { searchCondition } from '../src/modules/catalogue/search.ts';
import { seedCatalogue } from '../src/modules/catalogue/seed.ts';
import { saveProducts } from '../src/modules/catalogue/writes.ts';
import { createTestApp, STACKS, type TestApp, withProducts } from '../src/testing.ts';
import { priceHistory, rowsOf, suiteTestApp, waitFor } from './support.ts';

const PRODUCT_KEYS = [
  '_id',
  'asin',
  'title',
  'name',
  'description',
  'price',
  'imageUrl',
  'detailPageUrl',
  'affiliateUrl',
  'viralFactor',
  'categories',
  'dropDate',
  'images',
  'source',
  'availability',
  'lastUpdated',
].sort();
const EASTER_EGGS = ['1', 'showerhead-led', 'cargo-pants-loose', 'qeils-blanket-hoodie', 'rc-airplane'];

describe.each(STACKS)('catalogue on %s', (stack) => {
  const t = suiteTestApp(stack);

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const page = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { products: Product[]; total: number };
  };
  const ids = (list: Product[]) => list.map((product) => product._id);
  const allProducts = async () => (await get('/products')).json() as Product[];

  describe('demo data', () => {
    it('loads at least 80 products on first start, with the easter eggs and the variety the storefront shows', async () => {
      const list = await allProducts();
      expect(list.length).toBe(DEMO_PRODUCTS.length);
      expect(list.length).toBeGreaterThanOrEqual(80);
      for (const id of EASTER_EGGS) expect(ids(list)).toContain(id);
      expect(list.filter((p) => p.source === 'other').length).toBeGreaterThanOrEqual(5);
      expect(list.filter((p) => p.price === null).length).toBeGreaterThanOrEqual(2);
      expect(list.filter((p) => p.imageUrl === '').length).toBeGreaterThanOrEqual(2);
      expect(list.filter((p) => p.viralFactor !== '').length).toBeGreaterThanOrEqual(5);
      expect(list.filter((p) => p.images.length >= 2).length).toBeGreaterThanOrEqual(3);
      const ages = list.map((p) => (Date.now() - Date.parse(p.dropDate)) / 86_400_000);
      expect(Math.min(...ages)).toBeLessThan(2);
      expect(Math.max(...ages)).toBeGreaterThan(50);
      expect(Math.max(...ages)).toBeLessThan(62);
      for (const product of list.filter((p) => p.source === 'amazon')) {
        expect(product.affiliateUrl).toBe(`https://www.amazon.com/dp/${product.asin}?tag=dopaminedeals-20`);
      }
    });

    it('has products in every one of the 21 collections and in the subcollection', async () => {
      const { collections: list } = (await get('/api/categories')).json() as {
        collections: Array<{ slug: string; subcollections: Array<{ slug: string }> }>;
      };
      expect(list).toHaveLength(21);
      const slugs = list.flatMap((c) => [c.slug, ...c.subcollections.map((s) => s.slug)]);
      expect(slugs).toHaveLength(22);
      for (const slug of slugs) {
        const { total } = await page(`/api/products?collection=${slug}&limit=1`);
        expect(total, slug).toBeGreaterThan(0);
      }
    });

    it('does not load the demo again on later starts, even concurrently', async () => {
      const before = (await allProducts()).length;
      const results = await Promise.all([seedCatalogue(t.app.db), seedCatalogue(t.app.db)]);
      expect(results).toEqual([{ seeded: false }, { seeded: false }]);
      expect((await allProducts()).length).toBe(before);
    });
  });

  describe('GET /api/categories', () => {
    it('lists the collections in order with their fields and subcollections', async () => {
      const response = await get('/api/categories');
      expect(response.statusCode).toBe(200);
      const { collections: list } = response.json();
      expect(list.map((c: { slug: string }) => c.slug)).toEqual(COLLECTION_SEED.map((c) => c.slug));
      expect(
        list
          .filter((c: { showInDropdown: boolean }) => c.showInDropdown)
          .map((c: { slug: string }) => c.slug),
      ).toEqual(['tech', 'mom', 'fathers-day', 'meme-gifts', 'tiktok']);
      expect(list.find((c: { slug: string }) => c.slug === 'partner')).toMatchObject({
        id: 'partner',
        name: 'For Your Partner',
        emoji: '💘',
        subcollections: [
          {
            id: 'shirtvskins',
            slug: 'shirtvskins',
            name: 'Shirt vs Skins',
            imageUrl: '/images/collections/shirtvskins.svg',
            parentId: 'partner',
          },
        ],
      });
      expect(list.find((c: { slug: string }) => c.slug === 'tech').subcollections).toEqual([]);
    });
  });

  describe('GET /products', () => {
    it('sends the list compressed when the client takes it, each encoding with its own ETag', async () => {
      const plain = await get('/products');
      expect(plain.headers['content-encoding']).toBeUndefined();
      for (const [encoding, decode] of [
        ['br', brotliDecompressSync],
        ['gzip', gunzipSync],
      ] as const) {
        const response = await get('/products', { 'accept-encoding': encoding });
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        expect(decode(response.rawPayload).toString()).toBe(plain.body);
        expect(response.rawPayload.length).toBeLessThan(plain.body.length / 3);
        const etag = String(response.headers.etag);
        expect(etag).not.toBe(plain.headers.etag);
        const again = await get('/products', { 'accept-encoding': encoding, 'if-none-match': etag });
        expect(again.statusCode).toBe(304);
      }
      const encodingFor = async (accept: string) =>
        (await get('/products', { 'accept-encoding': accept })).headers['content-encoding'];
      expect(await encodingFor('gzip, deflate, br')).toBe('br');
      expect(await encodingFor('br;q=0, gzip')).toBe('gzip');
      expect(await encodingFor('*')).toBe('br');
      expect(await encodingFor('identity')).toBeUndefined();
    });

    it('compresses other JSON answers over 1 KB on the fly, and leaves small ones as they are', async () => {
      const plain = await get('/api/products?limit=50');
      const compressed = await get('/api/products?limit=50', { 'accept-encoding': 'gzip' });
      expect(compressed.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(compressed.rawPayload).toString())).toEqual(plain.json());
      const small = await get('/api/products/1', { 'accept-encoding': 'gzip' });
      expect(small.rawPayload.length).toBeLessThan(1024);
      expect(small.headers['content-encoding']).toBeUndefined();
    });

    it("answers the spec's product shape, newest first, with a strong ETag and a 5-minute cache", async () => {
      const response = await get('/products');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
      const list = response.json() as Product[];
      for (const product of list) {
        expect(Object.keys(product).sort()).toEqual(PRODUCT_KEYS);
        expect(product.title).toBe(product.name);
        expect(product.detailPageUrl).toBe(product.affiliateUrl);
        expect(product.price === null || typeof product.price === 'number').toBe(true);
        expect(['amazon', 'other']).toContain(product.source);
        expect(Array.isArray(product.categories) && Array.isArray(product.images)).toBe(true);
      }
      const dates = list.map((p) => Date.parse(p.dropDate));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      const egg = list.find((p) => p._id === 'showerhead-led');
      expect(egg).toMatchObject({
        name: 'LED Temperature Showerhead',
        price: 18.99,
        imageUrl: '/images/products/showerhead-led.webp',
        images: ['/images/products/showerhead-led.webp', '/images/products/showerhead-led-2.webp'],
        source: 'amazon',
        availability: 'In Stock',
      });
    });

    it('answers 304 without a body to a matching If-None-Match (also weak or in a list)', async () => {
      const first = await get('/products');
      const etag = String(first.headers.etag);
      for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
        const again = await get('/products', { 'if-none-match': header });
        expect(again.statusCode, header).toBe(304);
        expect(again.body).toBe('');
        expect(again.headers.etag).toBe(etag);
        expect(again.headers['cache-control']).toBe('public, max-age=300');
      }
      expect((await get('/products', { 'if-none-match': '"stale"' })).statusCode).toBe(200);
    });

    it('drops the cached list on a product write, so the next request sees it with a new ETag', async () => {
      const before = await get('/products');
      const etag = String(before.headers.etag);
      const written = [
        { _id: 'cache-buster', title: 'Cache Buster 3000', price: '$1,299.99', categories: 'Tech, Gadgets' },
      ];
      let afterEtag = '';
      await withProducts(t.app, written, async () => {
        const after = await get('/products', { 'if-none-match': etag });
        expect(after.statusCode).toBe(200);
        expect(after.headers.etag).not.toBe(etag);
        afterEtag = String(after.headers.etag);
        const added = (after.json() as Product[]).find((p) => p._id === 'cache-buster');
        expect(added).toMatchObject({
          name: 'Cache Buster 3000',
          price: 1299.99,
          categories: ['tech', 'gadgets'],
        });

        await t.app.catalogue.saveProducts([{ _id: 'cache-buster', title: 'Cache Buster 4000', price: 5 }]);
        const renamed = (await allProducts()).find((p) => p._id === 'cache-buster');
        expect(renamed).toMatchObject({ name: 'Cache Buster 4000', price: 5 });
      });
      const gone = await get('/products', { 'if-none-match': afterEtag });
      expect(gone.statusCode).toBe(200);
      expect(ids(gone.json())).not.toContain('cache-buster');
      expect(gone.headers.etag).toBe(etag);
    });

    it('notices writes made by another process (their notification drops the cached list)', async () => {
      await allProducts();
      try {
        // The plain service function, as another API process or a worker would call it: no local invalidation.
        // Its NOTIFY arrives on commit, moments later.
        await saveProducts(t.app.db, [{ _id: 'other-process', name: 'Written Elsewhere' }]);
        await waitFor(async () => ids(await allProducts()).includes('other-process'), {
          what: 'the other process’s product in the list',
        });
      } finally {
        await t.app.catalogue.deleteProducts(['other-process']);
      }
    });

    it('keeps its list in memory while listening, until a write’s notification drops it', async () => {
      // A clock that never moves: the periodic version check never comes, so only the notification can.
      const catalogue = await createCatalogue(t.app.db, { listen: t.app.database.listen, now: () => 0 });
      try {
        // The same list object, again and again (a notification of an earlier test's write may still arrive
        // on the shared listening connection first: wait until it has).
        const first = await waitFor(
          async () => {
            const snapshot = await catalogue.snapshot();
            return (await catalogue.snapshot()) === snapshot ? snapshot : null;
          },
          { what: 'the list to be served from memory' },
        );
        await saveProducts(t.app.db, [{ _id: 'heard-of', name: 'Heard Of' }]);
        const next = await waitFor(
          async () => {
            const snapshot = await catalogue.snapshot();
            return snapshot.byId.has('heard-of') ? snapshot : null;
          },
          { what: 'the notified write in the list' },
        );
        expect(next.version).toBeGreaterThan(first.version);
      } finally {
        await catalogue.close();
        await t.app.catalogue.deleteProducts(['heard-of']);
      }
    });

    it("records another shop's price changes, never Amazon's, and refuses an ASIN another product has", async () => {
      const tracker = { _id: 'price-tracker', name: 'Tracker', source: 'other' };
      const amazon = { _id: 'amazon-tracker', name: 'Amazon Tracker', asin: 'B0TRACKER1' };
      await withProducts(
        t.app,
        [
          { ...tracker, price: '$10.00' },
          { ...amazon, price: 3 },
        ],
        async () => {
          await t.app.catalogue.saveProducts([{ ...tracker, price: '$10.00' }]);
          await t.app.catalogue.saveProducts([
            { ...tracker, price: '$8.50' },
            { ...amazon, price: 4 },
          ]);
          expect(await priceHistory(t.app.db, 'price-tracker')).toEqual([10, 8.5]);
          expect(await priceHistory(t.app.db, 'amazon-tracker')).toEqual([]);

          const taken = (await allProducts()).find((p) => p._id === 'rc-airplane')?.asin;
          await expect(
            t.app.catalogue.saveProducts([{ ...tracker, asin: taken, name: 'Thief' }]),
          ).rejects.toMatchObject({
            kind: 'conflict',
            message: 'This ASIN is already in use by another product',
            field: 'asin',
          });
        },
      );
    });
  });

  describe('GET /api/products/:idOrAsin', () => {
    it('finds a product by id and by ASIN (any case), and answers 404 otherwise', async () => {
      const byId = await get('/api/products/1');
      expect(byId.statusCode).toBe(200);
      expect(byId.json().product).toMatchObject({ _id: '1', name: 'Galaxy Star Projector Night Light' });
      expect(Object.keys(byId.json().product).sort()).toEqual(PRODUCT_KEYS);

      const asin = byId.json().product.asin as string;
      const byAsin = await get(`/api/products/${asin.toLowerCase()}`);
      expect(byAsin.statusCode).toBe(200);
      expect(byAsin.json().product._id).toBe('1');

      const missing = await get('/api/products/no-such-thing');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: 'Product not found' });
      // Path parameters over 500 characters are refused before routing.
      const tooLong = await get(`/api/products/${'x'.repeat(600)}`);
      expect(tooLong.statusCode).toBe(414);
      expect(tooLong.json()).toHaveProperty('error');
    });
  });

  describe('GET /api/products filters', () => {
    it('filters by collection, including its subcollections, and by subcollection', async () => {
      const partner = await page('/api/products?collection=partner&limit=100');
      expect(
        partner.products.every(
          (p) => p.categories.includes('partner') || p.categories.includes('shirtvskins'),
        ),
      ).toBe(true);
      const shirts = await page('/api/products?collection=shirtvskins&limit=100');
      expect(shirts.total).toBe(4);
      expect(shirts.products.every((p) => p.categories.includes('shirtvskins'))).toBe(true);

      // A product tagged only with the subcollection still shows on the parent's page.
      await withProducts(
        t.app,
        [{ _id: 'only-shirts', name: 'Only Shirts', categories: ['shirtvskins'] }],
        async () => {
          expect(ids((await page('/api/products?collection=partner&limit=100')).products)).toContain(
            'only-shirts',
          );
          expect(ids((await page('/api/products?collection=tech&limit=100')).products)).not.toContain(
            'only-shirts',
          );
        },
      );
    });

    it('matches a collection by id or by slug, whichever the product categories hold', async () => {
      await t.app.db
        .insert(collections)
        .values({ id: 'col-42', slug: 'odd-ones', name: 'Odd Ones', position: 99 });
      try {
        await withProducts(
          t.app,
          [
            { _id: 'tagged-by-slug', name: 'Tagged By Slug', categories: ['odd-ones'] },
            { _id: 'tagged-by-id', name: 'Tagged By Id', categories: ['COL-42'] },
          ],
          async () => {
            for (const key of ['col-42', 'odd-ones', 'Odd-Ones']) {
              const result = await page(`/api/products?collection=${key}`);
              expect(ids(result.products).sort(), key).toEqual(['tagged-by-id', 'tagged-by-slug']);
            }
          },
        );
      } finally {
        await t.app.db.delete(collections).where(eq(collections.id, 'col-42'));
      }
    });

    it('filters by source and combines filters', async () => {
      const other = await page('/api/products?source=other&limit=100');
      expect(other.total).toBeGreaterThan(0);
      expect(other.products.every((p) => p.source === 'other')).toBe(true);
      const amazon = await page('/api/products?source=amazon&limit=100');
      expect(amazon.products.every((p) => p.source === 'amazon')).toBe(true);
      expect(other.total + amazon.total).toBe(DEMO_PRODUCTS.length);
      const homeOther = await page('/api/products?collection=home&source=other');
      expect(homeOther.total).toBeGreaterThan(0);
      expect(homeOther.products.every((p) => p.source === 'other' && p.categories.includes('home'))).toBe(
        true,
      );
    });

    it('pages with limit and offset (default 24) and sorts newest or trending', async () => {
      const first = await page('/api/products');
      expect(first.products).toHaveLength(24);
      expect(first.total).toBe(DEMO_PRODUCTS.length);
      const second = await page('/api/products?limit=24&offset=24');
      expect(ids(second.products)).not.toContain(first.products[0]?._id);
      // The whole list's order, products waiting for a picture after the rest (issue 41).
      const all = await page('/api/products?limit=100');
      const whole = await allProducts();
      const pictured = whole.filter((product) => product.imageUrl !== '');
      const waiting = whole.filter((product) => product.imageUrl === '');
      expect(waiting.length).toBeGreaterThan(0);
      expect(ids(all.products)).toEqual(ids([...pictured, ...waiting]));
      const trending = await page('/api/products?sort=trending&limit=3');
      expect(trending.products.map((p) => p.viralFactor)).toEqual([
        '🔥 8.2M views',
        '🔥 6.4M views',
        '🔥 5.6M views',
      ]);
      const pastTheEnd = await page('/api/products?offset=1000');
      expect(pastTheEnd).toEqual({ products: [], total: DEMO_PRODUCTS.length });
    });

    it('refuses bad parameters with 400 and the field, and an unknown collection with 404', async () => {
      const cases: Array<[string, number, string, string?]> = [
        ['/api/products?limit=0', 400, 'limit must be a whole number from 1 to 100', 'limit'],
        ['/api/products?limit=101', 400, 'limit must be a whole number from 1 to 100', 'limit'],
        ['/api/products?limit=abc', 400, 'limit must be a whole number from 1 to 100', 'limit'],
        ['/api/products?offset=-1', 400, 'offset must be a whole number from 0 to 100000', 'offset'],
        ['/api/products?source=ebay', 400, 'source must be amazon or other', 'source'],
        ['/api/products?sort=random', 400, 'sort must be newest or trending', 'sort'],
        ['/api/products?collection=nope', 404, 'Collection not found', 'collection'],
      ];
      for (const [url, status, error, field] of cases) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(status);
        expect(response.json(), url).toEqual({ error, ...(field ? { field } : {}) });
      }
    });
  });

  describe('search', () => {
    const search = (q: string, extra = '') => page(`/api/products/search?q=${encodeURIComponent(q)}${extra}`);

    it('ranks a whole word before the word inside another, and a word starting with the term before the term inside a word', async () => {
      const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
      await withProducts(
        t.app,
        [
          { _id: 'rank-word', name: 'Glimmer Desk Lamp', description: 'A lamp.', dropDate: day(30) },
          { _id: 'rank-inside', name: 'Reglimmered Vase', description: 'A vase.', dropDate: day(1) },
          { _id: 'rank-description', name: 'Plain Mug', description: 'A glimmer of hope.', dropDate: day(0) },
        ],
        async () => {
          // Newest first would list them the other way round. The whole word (full-text search) in the name,
          // then in the description, then inside another word of a name.
          expect(ids((await search('glimmer')).products)).toEqual([
            'rank-word',
            'rank-description',
            'rank-inside',
          ]);
          // A word being typed is no whole word: a word of the name starting with it, then a word of the
          // description, then the name having it inside a word.
          expect(ids((await search('glimm')).products)).toEqual([
            'rank-word',
            'rank-description',
            'rank-inside',
          ]);
          expect(ids((await search('GLIMMER lamp')).products)).toEqual(['rank-word']);
          const quick = (await get('/api/search?q=glimmer')).json().results as Array<{ id: string }>;
          expect(quick.map((result) => result.id)).toEqual(['rank-word', 'rank-description', 'rank-inside']);
          // Regular-expression characters are the words they are.
          expect((await search('glim.er')).products).toEqual([]);
        },
      );
    });

    it('matches names case-insensitively', async () => {
      for (const q of ['SHOWERHEAD', 'showerhead', 'ShOwErHeAd']) {
        expect(ids((await search(q)).products), q).toEqual(['showerhead-led']);
      }
    });

    it('matches descriptions and categories too', async () => {
      // "marshmallows" is only in the Cloud Slides description.
      expect(ids((await search('marshmallows')).products)).toEqual(['cloud-slides']);
      // "shirtvskins" is only a category.
      const shirts = await search('ShirtVsKins');
      expect(shirts.total).toBe(4);
      expect(shirts.products.every((p) => p.categories.includes('shirtvskins'))).toBe(true);
    });

    it('needs every word, in any field, and ranks name matches first', async () => {
      expect(ids((await search('led shower')).products)).toEqual(['showerhead-led']);
      const pickle = await search('pickle');
      expect(pickle.products[0]?._id).toBe('emotional-support-pickle');
    });

    it('treats % and _ literally', async () => {
      const percent = await search('%');
      expect(percent.total).toBeGreaterThan(0);
      expect(percent.products.every((p) => `${p.name} ${p.description}`.includes('%'))).toBe(true);
      expect((await search('_')).total).toBe(0);
    });

    it('answers an empty list when nothing matches, and honours limit', async () => {
      expect(await search('zzqxv-nothing')).toEqual({ products: [], total: 0 });
      const limited = await search('the', '&limit=2');
      expect(limited.products).toHaveLength(2);
      expect(limited.total).toBeGreaterThan(2);
    });

    it('refuses an empty or blank query with 400', async () => {
      for (const url of [
        '/api/products/search',
        '/api/products/search?q=',
        '/api/products/search?q=%20%20',
      ]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(400);
        expect(response.json()).toEqual({ error: 'Search query is required', field: 'q' });
      }
      expect((await get(`/api/products/search?q=${'a'.repeat(201)}`)).statusCode).toBe(400);
    });

    it('also searches inside GET /api/products with q', async () => {
      const result = await page('/api/products?q=pickle&collection=toys');
      expect(ids(result.products)).toEqual(['emotional-support-pickle']);
    });

    it('is backed by the full-text and trigram indexes, not a table scan', async () => {
      const plan = await t.app.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return tx.execute(
          sql`explain select ${products.id} from ${products} where ${searchCondition('shower')}`,
        );
      });
      expect(JSON.stringify(rowsOf(plan))).toContain('products_search_trgm_idx');
      expect(JSON.stringify(rowsOf(plan))).toContain('products_search_vector_idx');
      expect(JSON.stringify(rowsOf(plan))).not.toContain('Seq Scan');
    });

    it('remembers a quick search answer until the catalogue version moves', async () => {
      // A catalogue of its own that does not listen: it reads the version on every call, so only a write that
      // moves the version (as every product write does, here or in another process) can make it forget.
      const catalogue = await createCatalogue(t.app.db);
      const names = async (q: string) =>
        (await catalogue.quickSearch(q, 5)).results.map((result) => result.name);
      try {
        expect(await names('quillwort')).toEqual([]);
        await saveProducts(t.app.db, [{ _id: 'quillwort-1', name: 'Quillwort Terrarium' }]);
        expect(await names('quillwort')).toEqual(['Quillwort Terrarium']);
        // A row changed behind the catalogue's back (the version stays): the answer comes from memory, also
        // for the same search in other letters.
        await t.app.db.execute(sql`update products set name = 'Quillwort Renamed' where id = 'quillwort-1'`);
        expect(await names('QUILLWORT ')).toEqual(['Quillwort Terrarium']);
        // Another limit is another answer.
        expect(await names('quillwort')).toEqual(['Quillwort Terrarium']);
        expect((await catalogue.quickSearch('quillwort', 6)).results.map((result) => result.name)).toEqual([
          'Quillwort Renamed',
        ]);
        await saveProducts(t.app.db, [{ _id: 'quillwort-2', name: 'Quillwort Seeds' }]);
        expect((await names('quillwort')).sort()).toEqual(['Quillwort Renamed', 'Quillwort Seeds']);
      } finally {
        await catalogue.close();
        await t.app.catalogue.deleteProducts(['quillwort-1', 'quillwort-2']);
      }
    });

    it('GET /api/search answers light results (default 5, at most 20)', async () => {
      const response = await get('/api/search?q=the');
      expect(response.statusCode).toBe(200);
      const { results } = response.json();
      expect(results).toHaveLength(5);
      for (const result of results) {
        expect(Object.keys(result).sort()).toEqual(['id', 'image_url', 'name', 'price', 'store']);
      }
      const other = (await get('/api/search?q=star%20map')).json().results;
      expect(other).toEqual([
        {
          id: 'custom-star-map',
          name: 'Custom Star Map of the Night You Met',
          image_url: '/images/products/custom-star-map.webp',
          price: 45,
          store: 'Other Retailer',
        },
      ]);
      expect((await get('/api/search?q=showerhead')).json().results[0].store).toBe('Amazon');
      expect((await get('/api/search?q=the&limit=20')).json().results).toHaveLength(20);
      expect((await get('/api/search?q=the&limit=21')).statusCode).toBe(400);
      expect((await get('/api/search?q=')).json()).toEqual({ error: 'Search query is required', field: 'q' });
    });
  });

  describe('GET /api/products/random', () => {
    it('refuses more than 5 excluded ids, and keeps to the source asked for', async () => {
      expect((await get('/api/products/random?exclude=a,b,c,d,e,f')).json()).toEqual({
        error: 'exclude takes at most 5 product ids',
        field: 'exclude',
      });
      const others = await get('/api/products/random?source=other');
      expect(others.json().product.source).toBe('other');
    });
  });

  // These empty the catalogue, so each gets a database of its own.
  describe('on a catalogue of its own', () => {
    let own: TestApp | undefined;
    afterEach(async () => {
      await own?.close();
      own = undefined;
    });
    const ownGet = (url: string) => (own as TestApp).app.inject({ method: 'GET', url });

    it('picks a product outside the excluded ids, any product once everything is excluded, 404 when empty', async () => {
      own = await createTestApp(stack);
      const { db, catalogue } = own.app;
      await db.delete(products);
      await catalogue.saveProducts([
        { _id: 'kept-a', name: 'Kept A' },
        { _id: 'kept-b', name: 'Kept B' },
        { _id: 'kept-c', name: 'Kept C' },
      ]);
      const picked = async (query: string) => {
        const response = await ownGet(`/api/products/random${query}`);
        expect(response.statusCode, query).toBe(200);
        return response.json().product._id as string;
      };
      // Two of three excluded: the third, every time.
      expect(await picked('?exclude=kept-a,kept-b')).toBe('kept-c');
      expect(await picked('?exclude=kept-b,kept-c')).toBe('kept-a');
      // Everything excluded: still a product (product spec 1 §4), one of them.
      expect(['kept-a', 'kept-b', 'kept-c']).toContain(await picked('?exclude=kept-a,kept-b,kept-c'));
      await catalogue.deleteProducts(['kept-a', 'kept-b', 'kept-c']);
      const empty = await ownGet('/api/products/random');
      expect(empty.statusCode).toBe(404);
      expect(empty.json()).toEqual({ error: 'Product not found' });
    });

    it('seeds an empty catalogue once, even when two processes start together, and never again after', async () => {
      own = await createTestApp(stack);
      const { db, catalogue } = own.app;
      await db.delete(products);
      await db.update(catalogueState).set({ demoSeededAt: null });
      const results = await Promise.all([seedCatalogue(db), seedCatalogue(db)]);
      // Both may report seeding (their inserts skip each other's rows); the rows are there once.
      expect(results.some((result) => result.seeded)).toBe(true);
      const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(products);
      expect(n).toBe(DEMO_PRODUCTS.length);
      expect(((await ownGet('/products')).json() as Product[]).length).toBe(DEMO_PRODUCTS.length);

      // An admin emptying the catalogue later does not bring the demo back.
      await catalogue.deleteProducts(['1']);
      await db.delete(products);
      expect(await seedCatalogue(db)).toEqual({ seeded: false });
      const [{ n: after } = { n: -1 }] = await db.select({ n: count() }).from(products);
      expect(after).toBe(0);
    });
  });
});
