import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { catalogueState, collections, productSubmissions } from '@app/db';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { bumpVersion } from '../src/modules/catalogue/index.ts';
import { seedCatalogue } from '../src/modules/catalogue/seed.ts';
import { BLOG_POSTS_FILE } from '../src/modules/seo/blog-posts.ts';
import { FORM_LIMITS } from '../src/plugins/rate-limits.ts';
import { createTestApp, registerAdmin, registerMember, STACKS, type TestApp } from '../src/testing.ts';

const PUBLIC_BASE_URL = 'https://deals.example';
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Dopamine Deals: the default description."
    />
    <title>Dopamine Deals</title>
  </head>
  <body><div id="root"></div><script type="module" src="/assets/main.js"></script></body>
</html>
`;

const blogPosts = JSON.parse(readFileSync(BLOG_POSTS_FILE, 'utf8')) as Array<{ slug: string; title: string }>;

describe.each(STACKS)('submissions, sitemap and link previews on %s', (stack) => {
  let t: TestApp;
  let admin: { token: string };
  let member: { token: string; user: { id: number } };
  beforeAll(async () => {
    const distDir = mkdtempSync(path.join(tmpdir(), 'dd-web-dist-'));
    writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(path.join(distDir, 'assets', 'main.js'), 'console.log("hi")');
    // The build writes these beside each file (apps/web/vite.config.ts); the server only picks one.
    writeFileSync(path.join(distDir, 'assets', 'main.js.br'), 'brotli bytes of main.js');
    writeFileSync(path.join(distDir, 'assets', 'main.js.gz'), 'gzip bytes of main.js');
    // Product 1's picture, as the web app ships it: the link preview draws it.
    mkdirSync(path.join(distDir, 'images', 'products'), { recursive: true });
    await sharp({ create: { width: 40, height: 40, channels: 3, background: '#ff0000' } })
      .webp({ lossless: true })
      .toFile(path.join(distDir, 'images', 'products', '1.webp'));
    t = await createTestApp(stack, {
      WEB_DIST_DIR: distDir,
      PUBLIC_BASE_URL,
    });
    admin = await registerAdmin(t.app);
    member = await registerMember(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const submit = (payload: unknown, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/submit-product',
      payload: payload as object,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const submissionCount = async () =>
    (await t.app.db.select({ n: count() }).from(productSubmissions))[0]?.n ?? 0;
  const page = (url: string, accept = 'text/html,application/xhtml+xml') =>
    t.app.inject({ method: 'GET', url, headers: { accept } });

  describe('POST /api/submit-product', () => {
    it('stores a suggestion (with the member when logged in) and answers 201 { ok, id }', async () => {
      const visitor = await submit({
        name: '  Banana Slicer  ',
        url: 'https://www.amazon.com/dp/B0BANANA01',
      });
      expect(visitor.statusCode).toBe(201);
      const { ok, id } = visitor.json();
      expect(ok).toBe(true);
      const [row] = await t.app.db.select().from(productSubmissions).where(eq(productSubmissions.id, id));
      expect(row).toMatchObject({
        name: 'Banana Slicer',
        url: 'https://www.amazon.com/dp/B0BANANA01',
        userId: null,
      });

      const signedIn = await submit(
        { name: 'Pet Rock', url: 'http://pet-rocks.example.com/rock' },
        member.token,
      );
      expect(signedIn.statusCode).toBe(201);
      const [memberRow] = await t.app.db
        .select()
        .from(productSubmissions)
        .where(eq(productSubmissions.id, signedIn.json().id));
      expect(memberRow?.userId).toBe(member.user.id);
    });

    it.each([
      ['a missing name', { url: 'https://example.com/x' }, 400, 'Product name is required', 'name'],
      [
        'a blank name',
        { name: '   ', url: 'https://example.com/x' },
        400,
        'Product name is required',
        'name',
      ],
      ['a numeric name', { name: 7, url: 'https://example.com/x' }, 400, 'Product name must be text', 'name'],
      [
        'a 201-character name',
        { name: 'n'.repeat(201), url: 'https://example.com/x' },
        400,
        'Product name must be at most 200 characters',
        'name',
      ],
      [
        'a 1 MB name',
        { name: 'n'.repeat(1_000_000), url: 'https://example.com/x' },
        400,
        'Product name must be at most 200 characters',
        'name',
      ],
      ['a missing url', { name: 'Thing' }, 400, 'Product URL is required', 'url'],
      [
        'a javascript: url',
        { name: 'Thing', url: 'javascript:alert(1)' },
        400,
        'Product URL must be a valid http:// or https:// link',
        'url',
      ],
      [
        'an ftp: url',
        { name: 'Thing', url: 'ftp://files.example.com/thing' },
        400,
        'Product URL must be a valid http:// or https:// link',
        'url',
      ],
      [
        'text that is not a url',
        { name: 'Thing', url: 'my cousin has one' },
        400,
        'Product URL must be a valid http:// or https:// link',
        'url',
      ],
      [
        'a url without a real host',
        { name: 'Thing', url: 'http://localhost/thing' },
        400,
        'Product URL must be a valid http:// or https:// link',
        'url',
      ],
      [
        'a 2049-character url',
        { name: 'Thing', url: `https://example.com/${'u'.repeat(2030)}` },
        400,
        'Product URL must be at most 2048 characters',
        'url',
      ],
    ])('refuses %s with 400 and writes nothing', async (_name, payload, status, error, field) => {
      const before = await submissionCount();
      const response = await submit(payload);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ error, field });
      expect(await submissionCount()).toBe(before);
    });

    it('refuses bodies over 1 MiB with 413 and non-objects with 400, writing nothing', async () => {
      const before = await submissionCount();
      const huge = await submit({ name: 'x'.repeat(1024 * 1024), url: 'https://example.com' });
      expect(huge.statusCode).toBe(413);
      expect(huge.json()).toEqual({ error: 'The request body is too large' });
      const list = await t.app.inject({
        method: 'POST',
        url: '/api/submit-product',
        payload: '["a"]',
        headers: { 'content-type': 'application/json' },
      });
      expect(list.statusCode).toBe(400);
      expect(list.json()).toEqual({ error: 'The request body must be a JSON object' });
      expect(await submissionCount()).toBe(before);
    });

    it('lets one address suggest 30 products an hour, then answers 429 and writes nothing', async () => {
      const fromAddress = (name: string, remoteAddress: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/submit-product',
          payload: { name, url: 'https://gadgets.example.com/thing' },
          remoteAddress,
        });
      for (let i = 0; i < FORM_LIMITS.submitProduct.points; i++) {
        expect((await fromAddress(`Flood ${i}`, '203.0.113.30')).statusCode).toBe(201);
      }
      const before = await submissionCount();
      const blocked = await fromAddress('One too many', '203.0.113.30');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error).toMatch(/^Too many requests\. Try again in \d+ minutes?\.$/);
      expect(await submissionCount()).toBe(before);
      expect((await fromAddress('From elsewhere', '203.0.113.31')).statusCode).toBe(201);
    });

    it('lists suggestions for admins only (visitors 401, members 403), newest first', async () => {
      const older = `Member Pick ${randomBytes(3).toString('hex')}`;
      const newest = `Newest Gadget ${randomBytes(3).toString('hex')}`;
      expect(
        (await submit({ name: older, url: 'https://gadgets.example.com/older' }, member.token)).statusCode,
      ).toBe(201);
      expect((await submit({ name: newest, url: 'https://gadgets.example.com/newest' })).statusCode).toBe(
        201,
      );
      const get = (token?: string, query = '') =>
        t.app.inject({
          method: 'GET',
          url: `/api/admin/submissions${query}`,
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
      const visitor = await get();
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json()).toEqual({ error: 'Not authenticated' });
      const nonAdmin = await get(member.token);
      expect(nonAdmin.statusCode).toBe(403);
      expect(nonAdmin.json()).toEqual({ error: 'Admin access required' });
      const response = await get(admin.token);
      expect(response.statusCode).toBe(200);
      const { submissions, total } = response.json();
      expect(total).toBe(await submissionCount());
      expect(submissions[0]).toMatchObject({
        name: newest,
        url: 'https://gadgets.example.com/newest',
        user_id: null,
        username: null,
      });
      expect(submissions[1]).toMatchObject({ name: older, user_id: member.user.id });
      expect(submissions[1].username).toMatch(/^member_/);
      expect((await get(admin.token, '?limit=1')).json().submissions).toHaveLength(1);
      expect((await get(admin.token, '?limit=0')).statusCode).toBe(400);
    });
  });

  describe('GET /sitemap.xml', () => {
    it('lists the home page, collections, subcollection, every product and every blog post as absolute URLs', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/xml/);
      const xml = response.body;
      expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
      for (const pathname of [
        '/',
        '/collections',
        '/blog',
        '/collections/tech',
        '/collections/partner/shirtvskins',
      ]) {
        expect(locs).toContain(`${PUBLIC_BASE_URL}${pathname}`);
      }
      const products = (await t.app.inject({ method: 'GET', url: '/products' })).json() as Array<{
        _id: string;
      }>;
      for (const product of products) {
        expect(locs).toContain(`${PUBLIC_BASE_URL}/product/${encodeURIComponent(product._id)}`);
      }
      expect(blogPosts.length).toBeGreaterThanOrEqual(8);
      for (const post of blogPosts) expect(locs).toContain(`${PUBLIC_BASE_URL}/blog/${post.slug}`);
      expect(locs.every((loc) => loc?.startsWith(`${PUBLIC_BASE_URL}/`))).toBe(true);
      expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    });
  });

  describe('link previews', () => {
    const metaContent = (html: string, attribute: 'name' | 'property', key: string) =>
      html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`))?.[1];

    it('fills title, description, Open Graph and Twitter tags on /product/1', async () => {
      const response = await page('/product/1');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      const html = response.body;
      expect(html).toContain('<title>Galaxy Star Projector Night Light | Dopamine Deals</title>');
      expect(html).not.toContain('the default description');
      expect(html.match(/name="description"/g)).toHaveLength(1);
      expect(metaContent(html, 'name', 'description')).toMatch(/^Turns any bedroom ceiling/);
      expect(metaContent(html, 'property', 'og:title')).toBe(
        'Galaxy Star Projector Night Light | Dopamine Deals',
      );
      expect(metaContent(html, 'property', 'og:description')).toMatch(/^Turns any bedroom ceiling/);
      expect(metaContent(html, 'property', 'og:image')).toBe(`${PUBLIC_BASE_URL}/og/product/1.png`);
      expect(metaContent(html, 'property', 'og:image:width')).toBe('1200');
      expect(metaContent(html, 'property', 'og:image:height')).toBe('630');
      expect(metaContent(html, 'property', 'og:url')).toBe(`${PUBLIC_BASE_URL}/product/1`);
      expect(metaContent(html, 'property', 'og:type')).toBe('product');
      expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
      // The rest of the page is untouched.
      expect(html).toContain('<div id="root"></div><script type="module" src="/assets/main.js"></script>');
    });

    it('escapes product text in the tags', async () => {
      await t.app.catalogue.saveProducts([
        {
          _id: 'sneaky',
          name: '<script>alert("pwned")</script> & Co',
          description: 'Quotes " and \' and <b>tags</b>',
        },
      ]);
      onTestFinished(async () => {
        await t.app.catalogue.deleteProducts(['sneaky']);
      });
      const html = (await page('/product/sneaky')).body;
      expect(html).not.toContain('<script>alert');
      expect(html).toContain(
        '<title>&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt; &amp; Co | Dopamine Deals</title>',
      );
      expect(metaContent(html, 'property', 'og:description')).toBe(
        'Quotes &quot; and &#39; and &lt;b&gt;tags&lt;/b&gt;',
      );
      expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
      expect(metaContent(html, 'property', 'og:image')).toBe(`${PUBLIC_BASE_URL}/og/product/sneaky.png`);
    });

    it('fills the tags of a blog post', async () => {
      const [post] = blogPosts;
      if (!post) throw new Error('no blog posts');
      const html = (await page(`/blog/${post.slug}`)).body;
      expect(metaContent(html, 'property', 'og:type')).toBe('article');
      expect(metaContent(html, 'property', 'og:url')).toBe(`${PUBLIC_BASE_URL}/blog/${post.slug}`);
      expect(html).toContain(
        `<title>${post.title.replaceAll('&', '&amp;').replaceAll("'", '&#39;')} | Dopamine Deals</title>`,
      );
    });

    /** The page without the data it carries: the product list and the collections admins added (tested below). */
    const withoutPageData = (html: string) =>
      html.replace(
        /\s*<script type="application\/json" id="(?:product-list|added-collections)">[\s\S]*?<\/script>/g,
        '',
      );

    it('serves the plain index.html for other pages, 404 for unknown paths and things, JSON 404 for the rest', async () => {
      for (const url of [
        '/collections',
        '/collections/tech',
        '/collections/partner/shirtvskins',
        '/forum/',
        '/gifts?for=for-dad',
      ]) {
        const response = await page(url);
        expect(response.statusCode, url).toBe(200);
        // Collections also carry the product list, every page the added collections (tested below); the rest is
        // index.html as built.
        expect(withoutPageData(response.body), url).toBe(INDEX_HTML);
      }
      // The same page (which draws 'Page not found'), with the status a search engine or link checker reads.
      for (const url of [
        '/no-such-page',
        '/product/no-such-product',
        '/product/1/extra',
        '/blog/no-such-post',
        '/collections/no-such-collection',
        '/collections/partner/no-such-child',
        '/collections/tech/shirtvskins',
      ]) {
        const response = await page(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.headers['content-type'], url).toMatch(/^text\/html/);
        expect(withoutPageData(response.body), url).toBe(INDEX_HTML);
      }
      // A client that takes anything (curl, fetch) gets a page for a page path, JSON for anything else.
      const home = await page('/', '*/*');
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain('<div id="root"></div>');
      expect((await page('/collections', '')).statusCode).toBe(200);
      const elsewhere = await page('/no-such-page', '*/*');
      expect(elsewhere.statusCode).toBe(404);
      expect(elsewhere.json()).toEqual({ error: 'Not found: GET /no-such-page' });
      const json = await page('/product/1', 'application/json');
      expect(json.statusCode).toBe(404);
      expect(json.json()).toEqual({ error: 'Not found: GET /product/1' });
      const asset = await t.app.inject({ method: 'GET', url: '/assets/main.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.body).toBe('console.log("hi")');
    });

    it('serves a collection a new release brings at once, in a process that already remembered the collections', async () => {
      // The process remembers the collections without 'tiktok' (an earlier release's, read at this version).
      await t.app.db.delete(collections).where(eq(collections.id, 'tiktok'));
      await bumpVersion(t.app.db);
      await expect.poll(async () => (await page('/collections/tiktok')).statusCode).toBe(404);
      // The new release starts and adds it: this process serves it without any catalogue write after.
      await seedCatalogue(t.app.db);
      await expect.poll(async () => (await page('/collections/tiktok')).statusCode).toBe(200);
      const version = (await t.app.db.select().from(catalogueState))[0]?.version;
      // A start that adds nothing leaves the version (and what every process remembers) as it was.
      await seedCatalogue(t.app.db);
      expect((await t.app.db.select().from(catalogueState))[0]?.version).toBe(version);
    });

    it('sends the build’s precompressed files by Accept-Encoding, never compressing them again', async () => {
      const asset = (acceptEncoding: string) =>
        t.app.inject({
          method: 'GET',
          url: '/assets/main.js',
          headers: { 'accept-encoding': acceptEncoding },
        });
      const br = await asset('gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.body).toBe('brotli bytes of main.js');
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const gzip = await asset('gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.body).toBe('gzip bytes of main.js');
    });

    it('compresses the pages themselves by Accept-Encoding (the home page carries the whole product list)', async () => {
      const home = (acceptEncoding?: string) =>
        t.app.inject({
          method: 'GET',
          url: '/',
          headers: { accept: 'text/html', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
        });
      const plain = await home();
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toContain('<script type="application/json" id="product-list">');
      const br = await home('gzip, deflate, br');
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.headers['content-type']).toMatch(/^text\/html/);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      const gzip = await home('gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
      // The 404 page too, when it is large enough to be worth it; the small built index.html goes as it is.
      const missing = await page('/no-such-page');
      expect(Buffer.byteLength(missing.body)).toBeLessThan(1024);
      const missingCompressed = await t.app.inject({
        method: 'GET',
        url: '/no-such-page',
        headers: { accept: 'text/html', 'accept-encoding': 'br' },
      });
      expect(missingCompressed.statusCode).toBe(404);
      expect(missingCompressed.headers['content-encoding']).toBeUndefined();
    });
  });

  describe('link preview images', () => {
    const image = (url: string) => t.app.inject({ method: 'GET', url });

    it('draws a 1200 × 630 PNG for a product with its picture, and for a blog post, cached for a day', async () => {
      const product = await image('/og/product/1.png');
      expect(product.statusCode).toBe(200);
      expect(product.headers['content-type']).toBe('image/png');
      expect(product.headers['cache-control']).toBe('public, max-age=86400');
      const drawn = sharp(product.rawPayload);
      expect(await drawn.metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
      // The picture (solid red in this test's build) sits on the white tile at the left.
      const { data, info } = await drawn.raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => [
        ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
      ];
      expect(pixel(315, 315)).toEqual([255, 0, 0]);
      // The same preview again comes from memory, byte for byte.
      expect((await image('/og/product/1.png')).rawPayload.equals(product.rawPayload)).toBe(true);

      const [post] = blogPosts;
      if (!post) throw new Error('no blog posts');
      const blog = await image(`/og/blog/${post.slug}.png`);
      expect(blog.statusCode).toBe(200);
      expect(await sharp(blog.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630 });
    });

    it('answers 404 for unknown products and posts and for names that are not .png', async () => {
      for (const url of [
        '/og/product/no-such-product.png',
        '/og/blog/no-such-post.png',
        '/og/product/1.jpg',
        '/og/product/.png',
      ]) {
        expect((await image(url)).statusCode, url).toBe(404);
      }
    });
  });

  describe('structured data (JSON-LD)', () => {
    const jsonLd = (html: string) =>
      [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        (match) => JSON.parse(match[1] as string) as Record<string, unknown>,
      );
    const day = 86_400_000;

    it('describes the site and its search on the home page', async () => {
      expect(jsonLd((await page('/')).body)).toEqual([
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: 'Dopamine Deals',
          url: `${PUBLIC_BASE_URL}/`,
          potentialAction: {
            '@type': 'SearchAction',
            target: {
              '@type': 'EntryPoint',
              urlTemplate: `${PUBLIC_BASE_URL}/search?q={search_term_string}`,
            },
            'query-input': 'required name=search_term_string',
          },
        },
      ]);
    });

    it('describes a product, with an offer only while its price may be shown', async () => {
      const id = (name: string) => `ld-${name}-${randomBytes(3).toString('hex')}`;
      const other = id('other');
      const freshAmazon = id('fresh');
      const staleAmazon = id('stale');
      await t.app.catalogue.saveProducts([
        {
          _id: other,
          name: 'Moon Lamp',
          description: 'A lamp like the moon.',
          price: 29.5,
          source: 'other',
          imageUrl: '/images/moon.png',
          affiliateUrl: 'https://shop.example/moon',
          availability: 'In Stock',
        },
        {
          _id: freshAmazon,
          asin: 'B0LDFRESH1',
          name: 'Fresh',
          description: 'd',
          price: 12,
          lastUpdated: new Date(Date.now() - day / 2).toISOString(),
        },
        {
          _id: staleAmazon,
          asin: 'B0LDSTALE1',
          name: 'Stale',
          description: 'd',
          price: 12,
          lastUpdated: new Date(Date.now() - 2 * day).toISOString(),
        },
      ]);
      onTestFinished(async () => {
        await t.app.catalogue.deleteProducts([other, freshAmazon, staleAmazon]);
      });

      const [lamp] = jsonLd((await page(`/product/${other}`)).body);
      expect(lamp).toEqual({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Moon Lamp',
        description: 'A lamp like the moon.',
        url: `${PUBLIC_BASE_URL}/product/${other}`,
        sku: other,
        image: [`${PUBLIC_BASE_URL}/images/moon.png`],
        offers: {
          '@type': 'Offer',
          url: `${PUBLIC_BASE_URL}/product/${other}`,
          price: '29.50',
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
        },
      });
      const [fresh] = jsonLd((await page(`/product/${freshAmazon}`)).body);
      expect(fresh?.offers).toMatchObject({
        price: '12.00',
        priceCurrency: 'USD',
        priceValidUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });
      const [stale] = jsonLd((await page(`/product/${staleAmazon}`)).body);
      expect(stale).toMatchObject({ '@type': 'Product', name: 'Stale' });
      expect(stale).not.toHaveProperty('offers');
    });

    it('keeps product text from closing the script', async () => {
      const sneaky = `ld-sneaky-${randomBytes(3).toString('hex')}`;
      await t.app.catalogue.saveProducts([
        {
          _id: sneaky,
          name: '</script><script>alert(1)</script>',
          description: 'x',
          source: 'other',
          price: 1,
        },
      ]);
      onTestFinished(async () => {
        await t.app.catalogue.deleteProducts([sneaky]);
      });
      const html = (await page(`/product/${sneaky}`)).body;
      expect(html).not.toContain('<script>alert(1)');
      expect(jsonLd(html)[0]?.name).toBe('</script><script>alert(1)</script>');
    });

    it('describes a blog post', async () => {
      const [post] = blogPosts;
      if (!post) throw new Error('no blog posts');
      const [posting] = jsonLd((await page(`/blog/${post.slug}`)).body);
      expect(posting).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        url: `${PUBLIC_BASE_URL}/blog/${post.slug}`,
        datePublished: expect.any(String),
        author: { '@type': 'Organization', name: 'Dopamine Deals' },
      });
      expect(jsonLd((await page('/collections')).body)).toEqual([]);
    });
  });

  describe('the product list inside the pages drawn from it', () => {
    const listIn = (html: string) => {
      const found = html.match(/<script type="application\/json" id="product-list">([\s\S]*?)<\/script>/);
      return found ? (JSON.parse(found[1] as string) as Array<{ _id: string; name: string }>) : null;
    };

    it("home, drops, collections and product pages carry GET /products' list; other pages do not", async () => {
      const list = (await t.app.inject({ method: 'GET', url: '/products' })).json();
      expect(list.length).toBeGreaterThan(0);
      for (const path of ['/', '/drops', '/collections', '/collections/tech', `/product/${list[0]._id}`]) {
        const html = (await page(path)).body;
        expect({ path, list: listIn(html) }).toEqual({ path, list });
        // After the page's own markup, last in the body: the browser draws the page before parsing the list.
        expect(html.indexOf('id="product-list"'), path).toBeGreaterThan(html.indexOf('<div id="root"'));
        expect(html.slice(html.indexOf('id="product-list"')), path).toMatch(/^[^<]*<\/script>\s*<\/body>/);
      }
      for (const path of ['/login', '/blog', '/search', '/about', '/product/no-such-product-anywhere']) {
        expect({ path, list: listIn((await page(path)).body) }).toEqual({ path, list: null });
      }
    });

    it('follows a product change, and keeps product text from closing the element', async () => {
      const sneaky = `list-sneaky-${randomBytes(3).toString('hex')}`;
      const name = '</script><script>alert(2)</script>';
      await t.app.catalogue.saveProducts([
        { _id: sneaky, name, description: 'x', source: 'other', price: 1 },
      ]);
      onTestFinished(async () => {
        await t.app.catalogue.deleteProducts([sneaky]);
      });
      const html = (await page('/drops')).body;
      expect(html).not.toContain('<script>alert(2)');
      expect(listIn(html)?.find((product) => product._id === sneaky)?.name).toBe(name);
    });
  });

  describe('the collections admins added, inside every page', () => {
    /** The slugs of the added collections a page carries; null when it carries none. */
    const addedIn = (html: string) => {
      const found = html.match(
        /<script type="application\/json" id="added-collections">([\s\S]*?)<\/script>/,
      );
      if (!found) return null;
      return (JSON.parse(found[1] as string) as { collections: Array<{ slug: string }> }).collections.map(
        (collection) => collection.slug,
      );
    };
    const PAGES = ['/', '/collections', '/collections/tech', '/login', '/forum', '/about'];

    it('carries none of the site’s own, and a new one at once on every page, drawn or not', async () => {
      const before = addedIn((await page('/')).body);
      expect(before).not.toBeNull();
      expect(before).not.toContain('tech');
      for (const path of PAGES)
        expect({ path, added: addedIn((await page(path)).body) }).toEqual({ path, added: before });

      const name = `Nap Gear ${randomBytes(3).toString('hex')}`;
      const form = new FormData();
      form.append('name', name);
      form.append('description', 'Everything for a serious nap.');
      const picture = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#8844ff' } })
        .png()
        .toBuffer();
      form.append('image', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'nap.png');
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/admin/categories',
        headers: { authorization: `Bearer ${admin.token}` },
        payload: form,
      });
      expect(added.statusCode).toBe(201);
      const { slug } = added.json().category as { slug: string };
      for (const path of [...PAGES, `/collections/${slug}`]) {
        expect({ path, added: addedIn((await page(path)).body) }).toEqual({
          path,
          added: [...(before ?? []), slug],
        });
      }
    });
  });
});
