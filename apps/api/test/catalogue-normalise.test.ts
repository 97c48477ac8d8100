import { existsSync } from 'node:fs';
import path from 'node:path';
import { COLLECTIONS as COLLECTION_SEED, parsePrice } from '@app/contracts';
import { DomainError } from '@app/platform';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS, demoImagePaths, demoProducts } from '../src/modules/catalogue/demo-products.ts';
import {
  NO_DESCRIPTION,
  normaliseProduct,
  UNKNOWN_PRODUCT_NAME,
  viralScore,
} from '../src/modules/catalogue/normalise.ts';

const now = new Date('2026-05-01T12:00:00.000Z');

describe('parsePrice (product spec 1 §3, product spec 2 §3)', () => {
  it.each([
    [19.99, 19.99],
    [0, 0],
    [12, 12],
    [19.999, 20],
    ['19.99', 19.99],
    ['$24.99', 24.99],
    ['$1,299.99', 1299.99],
    ['1,000', 1000],
    ['$ 7', 7],
    ['Price: $7.5', 7.5],
    ['$19.99 - $24.99', 19.99],
    ['1.999', 1.99],
    ['$.99', 0.99],
    ['  42.10  ', 42.1],
  ])('reads %j as %j', (input, expected) => {
    expect(parsePrice(input)).toBe(expected);
  });

  it.each([
    ['text without a number', 'see site'],
    ['an empty string', ''],
    ['only a dollar sign', '$'],
    ['null', null],
    ['undefined', undefined],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['a negative number', -5],
    ['negative text', '-$5.00'],
    ['a boolean', true],
    ['an object', { amount: 5 }],
    ['an absurd amount', 1e12],
  ])('gives null for %s', (_name, input) => {
    expect(parsePrice(input)).toBeNull();
  });
});

describe('viralScore', () => {
  it.each([
    ['🔥 2.3M views', 2_300_000],
    ['900K views', 900_000],
    ['1,200 views', 1200],
    ['🔥 1.1b', 1_100_000_000],
    ['trending now', 1],
    ['', 0],
  ])('scores %j as %d', (input, expected) => {
    expect(viralScore(input)).toBeCloseTo(expected);
  });
});

describe('normaliseProduct (product spec 1 §3)', () => {
  it('fills every default for a product that only has an id', () => {
    expect(normaliseProduct({ _id: 'bare' }, now)).toEqual({
      id: 'bare',
      asin: null,
      name: UNKNOWN_PRODUCT_NAME,
      description: NO_DESCRIPTION,
      price: null,
      imageUrl: '',
      images: [],
      affiliateUrl: '#',
      viralFactor: '',
      viralScore: 0,
      categories: [],
      dropDate: now,
      source: 'amazon',
      availability: null,
      lastUpdated: null,
    });
    expect(UNKNOWN_PRODUCT_NAME).toBe('Unknown Product');
    expect(NO_DESCRIPTION).toBe('No description available');
  });

  it('takes the name from title, then name, trimmed', () => {
    expect(normaliseProduct({ _id: 'a', title: ' Title ', name: 'Name' }, now).name).toBe('Title');
    expect(normaliseProduct({ _id: 'a', title: '   ', name: ' Name ' }, now).name).toBe('Name');
    expect(normaliseProduct({ _id: 'a', title: 42 }, now).name).toBe('42');
    expect(normaliseProduct({ _id: 'a', name: ['not text'] }, now).name).toBe(UNKNOWN_PRODUCT_NAME);
  });

  it('falls back from _id to id to the ASIN, and upper-cases the ASIN', () => {
    expect(normaliseProduct({ id: 'legacy-id' }, now).id).toBe('legacy-id');
    const byAsin = normaliseProduct({ asin: ' b0abc12345 ' }, now);
    expect(byAsin).toMatchObject({ id: 'B0ABC12345', asin: 'B0ABC12345' });
  });

  it('refuses a product without a usable id with 400 naming _id', () => {
    const attempt = (raw: object) => {
      try {
        normaliseProduct(raw, now);
      } catch (error) {
        return error;
      }
      return null;
    };
    expect(attempt({ name: 'No id' })).toMatchObject({
      kind: 'invalid',
      message: 'Product ID (Custom) is required for new products.',
      field: '_id',
    });
    expect(attempt({ _id: 'has spaces' })).toBeInstanceOf(DomainError);
    expect(attempt({ _id: '../etc/passwd' })).toBeInstanceOf(DomainError);
    expect(attempt({ _id: 'x'.repeat(101) })).toBeInstanceOf(DomainError);
    expect(attempt({ _id: 'random' })).toMatchObject({ kind: 'invalid', field: '_id' });
    expect(attempt({ _id: 'Search' })).toMatchObject({ kind: 'invalid', field: '_id' });
  });

  it('takes the affiliate link from detailPageUrl, then affiliateUrl, else a tagged Amazon link or #', () => {
    const both = normaliseProduct(
      { _id: 'a', detailPageUrl: 'https://a.example/d', affiliateUrl: 'https://a.example/x' },
      now,
    );
    expect(both.affiliateUrl).toBe('https://a.example/d');
    expect(normaliseProduct({ _id: 'a', affiliateUrl: 'https://a.example/x' }, now).affiliateUrl).toBe(
      'https://a.example/x',
    );
    expect(normaliseProduct({ _id: 'a', asin: 'B0TEST0001' }, now).affiliateUrl).toBe(
      'https://www.amazon.com/dp/B0TEST0001?tag=dopaminedeals-20',
    );
    expect(normaliseProduct({ _id: 'a', asin: 'B0TEST0001', source: 'other' }, now).affiliateUrl).toBe('#');
    expect(normaliseProduct({ _id: 'a', affiliateUrl: 'javascript:alert(1)' }, now).affiliateUrl).toBe('#');
  });

  it('keeps only http(s) and site-relative image links; imageUrl falls back to the first image', () => {
    const product = normaliseProduct(
      {
        _id: 'a',
        images:
          ' /images/a.svg , javascript:alert(1), https://cdn.example/b.png, /images/a.svg, //evil.example/c',
      },
      now,
    );
    expect(product.images).toEqual(['/images/a.svg', 'https://cdn.example/b.png']);
    expect(product.imageUrl).toBe('/images/a.svg');
    expect(normaliseProduct({ _id: 'a', imageUrl: 'data:image/png;base64,xx' }, now).imageUrl).toBe('');
    expect(
      normaliseProduct({ _id: 'a', imageUrl: 'https://cdn.example/main.png', images: ['/x.svg'] }, now)
        .imageUrl,
    ).toBe('https://cdn.example/main.png');
  });

  it('cleans categories: arrays or comma-separated text, trimmed, lower-cased, without blanks or repeats', () => {
    expect(normaliseProduct({ _id: 'a', categories: ' Tech, meme-gifts ,, TECH ' }, now).categories).toEqual([
      'tech',
      'meme-gifts',
    ]);
    expect(normaliseProduct({ _id: 'a', categories: ['Home', '', 7, null] }, now).categories).toEqual([
      'home',
      '7',
    ]);
    expect(normaliseProduct({ _id: 'a', categories: { tech: true } }, now).categories).toEqual([]);
  });

  it("is 'other' only when the source says so", () => {
    expect(normaliseProduct({ _id: 'a', source: 'OTHER' }, now).source).toBe('other');
    expect(normaliseProduct({ _id: 'a', source: 'ebay' }, now).source).toBe('amazon');
    expect(normaliseProduct({ _id: 'a', source: null }, now).source).toBe('amazon');
  });

  it('reads dates, and uses now for a missing or unreadable drop date', () => {
    const product = normaliseProduct(
      { _id: 'a', dropDate: '2026-04-01T00:00:00Z', lastUpdated: '2026-04-02T00:00:00Z' },
      now,
    );
    expect(product.dropDate.toISOString()).toBe('2026-04-01T00:00:00.000Z');
    expect(product.lastUpdated?.toISOString()).toBe('2026-04-02T00:00:00.000Z');
    expect(normaliseProduct({ _id: 'a', dropDate: 'next tuesday' }, now).dropDate).toEqual(now);
    expect(normaliseProduct({ _id: 'a', lastUpdated: 'never' }, now).lastUpdated).toBeNull();
  });

  it('keeps viral factor text and scores it, and keeps availability text', () => {
    const product = normaliseProduct(
      { _id: 'a', viralFactor: ' 🔥 2.3M views ', availability: ' In Stock ' },
      now,
    );
    expect(product).toMatchObject({
      viralFactor: '🔥 2.3M views',
      viralScore: 2_300_000,
      availability: 'In Stock',
    });
  });
});

describe('demo catalogue', () => {
  const webPublic = path.resolve(import.meta.dirname, '../../web/public');

  it('has at least 80 products with unique ids and ASINs, across every collection and the subcollection', () => {
    const raws = demoProducts(now).map((raw) => normaliseProduct(raw, now));
    expect(raws.length).toBeGreaterThanOrEqual(80);
    expect(new Set(raws.map((p) => p.id)).size).toBe(raws.length);
    const asins = raws.flatMap((p) => (p.asin ? [p.asin] : []));
    expect(new Set(asins).size).toBe(asins.length);
    const used = new Set(raws.flatMap((p) => p.categories));
    const expected = COLLECTION_SEED.flatMap((c) => [c.id, ...(c.subcollections ?? []).map((s) => s.id)]);
    expect(expected).toHaveLength(22);
    for (const key of expected) expect(used, key).toContain(key);
    for (const id of ['1', 'showerhead-led', 'cargo-pants-loose', 'qeils-blanket-hoodie', 'rc-airplane']) {
      expect(raws.map((p) => p.id)).toContain(id);
    }
  });

  it('ships a generated 400 × 400 WebP picture for every image path it uses', async () => {
    for (const product of DEMO_PRODUCTS) {
      for (const image of demoImagePaths(product)) {
        const file = path.join(webPublic, image);
        expect(existsSync(file), image).toBe(true);
        // Read by content: a picture, not an SVG document renamed.
        const { format, width, height } = await sharp(file).metadata();
        expect({ image, format, width, height }).toEqual({ image, format: 'webp', width: 400, height: 400 });
      }
    }
    expect(existsSync(path.join(webPublic, 'images/collections/shirtvskins.svg'))).toBe(true);
  });
});
