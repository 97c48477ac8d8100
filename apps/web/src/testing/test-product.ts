import type { Product } from '@app/contracts';

/** A complete product as the API answers it, for tests: an id and name, and what a test sets. */
export function testProduct(id: string, overrides: Partial<Product> = {}): Product {
  const name = overrides.name ?? overrides.title ?? id;
  return {
    _id: id,
    asin: null,
    title: name,
    name,
    description: 'No description available',
    price: null,
    imageUrl: '',
    detailPageUrl: '#',
    affiliateUrl: '#',
    viralFactor: '',
    categories: [],
    dropDate: '2026-01-01T00:00:00.000Z',
    images: [],
    source: 'amazon',
    availability: null,
    lastUpdated: null,
    ...overrides,
  };
}
