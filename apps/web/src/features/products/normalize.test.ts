import { describe, expect, it } from 'vitest';
import {
  galleryImages,
  hasOwnImage,
  NO_DESCRIPTION,
  normalizeProduct,
  normalizeProducts,
  PLACEHOLDER_IMAGE,
  parsePrice,
  UNKNOWN_PRODUCT_NAME,
} from './normalize';

const now = new Date('2025-03-14T12:00:00.000Z');

describe('normalizeProduct (spec 1 §3)', () => {
  it('maps a complete server product', () => {
    const product = normalizeProduct(
      {
        _id: 'led-mask',
        asin: 'B0TEST1234',
        title: 'LED Face Mask',
        name: 'ignored because title wins',
        description: 'Glows.',
        price: 39.99,
        imageUrl: '/images/products/led-mask.jpg',
        detailPageUrl: 'https://www.amazon.com/dp/B0TEST1234?tag=dd-20',
        affiliateUrl: 'https://example.com/other',
        viralFactor: '12M views on TikTok',
        categories: ['beauty', 'tiktok'],
        dropDate: '2025-03-01T00:00:00.000Z',
        images: ['/a.jpg', '/b.jpg'],
        source: 'amazon',
        availability: 'In Stock',
        lastUpdated: '2025-03-10T00:00:00.000Z',
      },
      now,
    );
    expect(product).toEqual({
      _id: 'led-mask',
      asin: 'B0TEST1234',
      name: 'LED Face Mask',
      description: 'Glows.',
      price: 39.99,
      imageUrl: '/images/products/led-mask.jpg',
      affiliateUrl: 'https://www.amazon.com/dp/B0TEST1234?tag=dd-20',
      viralFactor: '12M views on TikTok',
      categories: ['beauty', 'tiktok'],
      dropDate: '2025-03-01T00:00:00.000Z',
      images: ['/a.jpg', '/b.jpg'],
      source: 'amazon',
      availability: 'In Stock',
      lastUpdated: '2025-03-10T00:00:00.000Z',
    });
  });

  it('fills every default for an empty object', () => {
    expect(normalizeProduct({}, now)).toEqual({
      _id: '',
      asin: null,
      name: UNKNOWN_PRODUCT_NAME,
      description: NO_DESCRIPTION,
      price: null,
      imageUrl: PLACEHOLDER_IMAGE,
      affiliateUrl: '#',
      viralFactor: '',
      categories: [],
      dropDate: now.toISOString(),
      images: [],
      source: 'amazon',
      availability: null,
      lastUpdated: null,
    });
    expect(UNKNOWN_PRODUCT_NAME).toBe('Unknown Product');
    expect(NO_DESCRIPTION).toBe('No description available');
  });

  it('falls back from _id to asin, from title to name, from detailPageUrl to affiliateUrl', () => {
    const product = normalizeProduct({
      asin: 'B0ASIN',
      name: 'Name Only',
      affiliateUrl: 'https://shop.example/x',
      source: 'other',
    });
    expect(product._id).toBe('B0ASIN');
    expect(product.name).toBe('Name Only');
    expect(product.affiliateUrl).toBe('https://shop.example/x');
    expect(product.source).toBe('other');
  });

  it('treats blank strings as missing and numeric ids as strings', () => {
    const product = normalizeProduct({ _id: 1, title: '  ', name: '', description: ' ', imageUrl: '   ' });
    expect(product._id).toBe('1');
    expect(product.name).toBe(UNKNOWN_PRODUCT_NAME);
    expect(product.description).toBe(NO_DESCRIPTION);
    expect(product.imageUrl).toBe(PLACEHOLDER_IMAGE);
  });

  it('keeps only amazon and other as sources (default amazon)', () => {
    expect(normalizeProduct({ source: 'OTHER' }).source).toBe('other');
    expect(normalizeProduct({ source: 'ebay' }).source).toBe('amazon');
    expect(normalizeProduct({ source: null }).source).toBe('amazon');
  });

  it('turns a numeric viralFactor into a string and drops junk from arrays', () => {
    const product = normalizeProduct({ viralFactor: 98, categories: ['tech', 5, null, ''], images: 'nope' });
    expect(product.viralFactor).toBe('98');
    expect(product.categories).toEqual(['tech', '5']);
    expect(product.images).toEqual([]);
  });

  it('defaults an unreadable dropDate to now', () => {
    expect(normalizeProduct({ dropDate: 'not a date' }, now).dropDate).toBe(now.toISOString());
    expect(normalizeProduct({ dropDate: '2025-01-02' }, now).dropDate).toBe('2025-01-02T00:00:00.000Z');
  });
});

describe('parsePrice', () => {
  it.each([
    [19.99, 19.99],
    [0, 0],
    ['$19.99', 19.99],
    ['$1,299.00', 1299],
    ['  24 ', 24],
    ['free', null],
    ['', null],
    [Number.NaN, null],
    [null, null],
    [undefined, null],
    [{ amount: 3 }, null],
  ])('%j → %j', (input, expected) => {
    expect(parsePrice(input)).toBe(expected);
  });
});

describe('normalizeProducts', () => {
  it('gives an empty list for anything but an array', () => {
    expect(normalizeProducts(undefined)).toEqual([]);
    expect(normalizeProducts({ products: [] })).toEqual([]);
    expect(normalizeProducts('[]')).toEqual([]);
  });

  it('drops non-objects and products without _id or asin', () => {
    const list = normalizeProducts([{ _id: 'a' }, null, 3, { title: 'no id' }, { asin: 'B0' }]);
    expect(list.map((p) => p._id)).toEqual(['a', 'B0']);
  });
});

describe('images', () => {
  it('knows whether a product has an image of its own', () => {
    expect(hasOwnImage({ imageUrl: '/x.jpg' })).toBe(true);
    expect(hasOwnImage({ imageUrl: PLACEHOLDER_IMAGE })).toBe(false);
    expect(hasOwnImage({ imageUrl: ' ' })).toBe(false);
  });

  it('puts the main image first in the gallery, without repeats or blanks', () => {
    expect(galleryImages({ imageUrl: '/a.jpg', images: ['/b.jpg', '/a.jpg', ' '] })).toEqual([
      '/a.jpg',
      '/b.jpg',
    ]);
    expect(galleryImages({ imageUrl: PLACEHOLDER_IMAGE, images: [] })).toEqual([]);
  });
});
