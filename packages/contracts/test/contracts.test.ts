import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import collectionsData from '../data/collections.json' with { type: 'json' };
import {
  authAnswer,
  COLLECTIONS,
  categoryKeys,
  collection,
  errorBody,
  product,
  productList,
  productsInCategories,
} from '../src/index.ts';

const aProduct = {
  _id: 'led-mask',
  asin: 'B0TEST1234',
  title: 'LED Face Mask',
  name: 'LED Face Mask',
  description: 'Glows.',
  price: 39.99,
  imageUrl: '/images/products/led-mask.svg',
  detailPageUrl: 'https://www.amazon.com/dp/B0TEST1234?tag=dopaminedeals-20',
  affiliateUrl: 'https://www.amazon.com/dp/B0TEST1234?tag=dopaminedeals-20',
  viralFactor: '12M views on TikTok',
  categories: ['beauty', 'tiktok'],
  dropDate: '2025-03-01T00:00:00.000Z',
  images: [],
  source: 'amazon',
  availability: 'In Stock',
  lastUpdated: '2025-03-10T00:00:00.000Z',
};

describe('product contract', () => {
  it('parses a product as the API answers it', () => {
    expect(product.parse(aProduct)).toEqual(aProduct);
    expect(productList.parse([aProduct, { ...aProduct, _id: 'x', price: null }])).toHaveLength(2);
  });

  it('refuses a malformed product, naming the field', () => {
    const result = product.safeParse({ ...aProduct, price: '$39.99', source: 'ebay' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['price', 'source']);
    expect(product.safeParse({ ...aProduct, _id: undefined }).success).toBe(false);
  });
});

describe('auth and error contracts', () => {
  it('parse what login and a refusal answer', () => {
    const user = {
      id: 7,
      username: 'ada',
      email: 'ada@example.com',
      display_name: null,
      avatar_url: null,
      bio: null,
      is_admin: false,
      created_at: '2026-01-01T00:00:00.000Z',
    };
    expect(authAnswer.parse({ token: 'eyJ', user })).toEqual({ token: 'eyJ', user });
    expect(authAnswer.safeParse({ token: 'eyJ', user: { ...user, is_admin: 1 } }).success).toBe(false);
    expect(errorBody.parse({ error: 'Password is required', field: 'password' })).toEqual({
      error: 'Password is required',
      field: 'password',
    });
    expect(errorBody.safeParse({ message: 'no' }).success).toBe(false);
  });
});

describe('collections', () => {
  /** A collection as the file writes it: the picture and the subcollections only where it has them. */
  const collectionEntry = collection.partial({ imageUrl: true, subcollections: true }).strict();

  it('are read from a file whose every entry is a collection, with nothing misspelt or left over', () => {
    expect(z.array(collectionEntry).safeParse(collectionsData).error?.issues).toBeUndefined();
    expect(z.array(collection).parse(COLLECTIONS)).toEqual(COLLECTIONS);
    // What the check refuses: a field of the wrong type, a missing one, one the contract does not have.
    const [first] = collectionsData;
    expect(collectionEntry.safeParse({ ...first, showInDropdown: 'yes' }).success).toBe(false);
    expect(collectionEntry.safeParse({ ...first, emoji: undefined }).success).toBe(false);
    expect(collectionEntry.safeParse({ ...first, imageURL: '/a.png' }).success).toBe(false);
  });

  it('are the 21 collections of the site, each with its subcollections listed', () => {
    expect(COLLECTIONS).toHaveLength(21);
    expect(COLLECTIONS.map((collection) => collection.slug)).toContain('fathers-day');
    const partner = COLLECTIONS.find((collection) => collection.slug === 'partner');
    expect(partner?.subcollections.length).toBeGreaterThan(0);
    expect(COLLECTIONS.filter((collection) => collection.showInDropdown).map((c) => c.slug)).toEqual([
      'tech',
      'mom',
      'fathers-day',
      'meme-gifts',
      'tiktok',
    ]);
  });

  it('file a product under a collection by its own or its subcollections’ ids and slugs, in any case', () => {
    const keys = categoryKeys([
      { id: 'partner', slug: 'partner' },
      { id: 'sub-1', slug: 'ShirtVsKins' },
    ]);
    expect(keys).toEqual(['partner', 'sub-1', 'shirtvskins']);
    const products = [
      { id: 'a', categories: ['PARTNER'] },
      { id: 'b', categories: ['shirtvskins', 'tech'] },
      { id: 'c', categories: ['tech'] },
    ];
    expect(productsInCategories(products, keys).map((item) => item.id)).toEqual(['a', 'b']);
  });
});
