import { z } from 'zod';
import { queryInt, queryText } from '../../lib/query.ts';
import { requiredText } from '../../lib/validation.ts';

export const productResponse = z.object({
  _id: z.string(),
  asin: z.string().nullable(),
  title: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number().nullable(),
  imageUrl: z.string(),
  detailPageUrl: z.string(),
  affiliateUrl: z.string(),
  viralFactor: z.string(),
  categories: z.array(z.string()),
  dropDate: z.string(),
  images: z.array(z.string()),
  source: z.enum(['amazon', 'other']),
  availability: z.string().nullable(),
  lastUpdated: z.string().nullable(),
});

export const productPage = z.object({ products: z.array(productResponse), total: z.number() });

const source = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.enum(['amazon', 'other'], { error: 'source must be amazon or other' }).optional(),
);

export const PRODUCTS_DEFAULT_LIMIT = 24;
export const PRODUCTS_MAX_LIMIT = 100;

export const productListQuery = z.object({
  collection: queryText('collection', 100),
  source,
  q: queryText('q', 200),
  sort: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(['newest', 'trending'], { error: 'sort must be newest or trending' }).default('newest'),
  ),
  limit: queryInt('limit', { min: 1, max: PRODUCTS_MAX_LIMIT, fallback: PRODUCTS_DEFAULT_LIMIT }),
  offset: queryInt('offset', { min: 0, max: 100_000, fallback: 0 }),
});

/** A required search query: missing or blank is refused with 'Search query is required'. */
const searchQueryText = z.preprocess(
  (value) => (value === undefined ? '' : value),
  requiredText('Search query', { max: 200 }),
);

export const productSearchQuery = z.object({
  q: searchQueryText,
  limit: queryInt('limit', { min: 1, max: PRODUCTS_MAX_LIMIT, fallback: PRODUCTS_DEFAULT_LIMIT }),
  offset: queryInt('offset', { min: 0, max: 100_000, fallback: 0 }),
});

export const QUICK_SEARCH_DEFAULT_LIMIT = 5;
export const QUICK_SEARCH_MAX_LIMIT = 20;

export const quickSearchQuery = z.object({
  q: searchQueryText,
  limit: queryInt('limit', { min: 1, max: QUICK_SEARCH_MAX_LIMIT, fallback: QUICK_SEARCH_DEFAULT_LIMIT }),
});

export const quickSearchResponse = z.object({
  results: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      image_url: z.string(),
      price: z.number().nullable(),
      store: z.enum(['Amazon', 'Other Retailer']),
    }),
  ),
});

export const RANDOM_MAX_EXCLUDED = 5;

export const randomQuery = z.object({
  exclude: z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((id) => id.trim())
            .filter(Boolean)
        : (value ?? []),
    z
      .array(z.string().max(100, 'exclude holds product ids of at most 100 characters'), {
        error: 'exclude must be a comma-separated list of product ids',
      })
      .max(RANDOM_MAX_EXCLUDED, `exclude takes at most ${RANDOM_MAX_EXCLUDED} product ids`),
  ),
  source,
});

export const productParams = z.object({
  idOrAsin: z.string().min(1).max(200, 'Product id must be at most 200 characters'),
});

export const subcollectionSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  parentId: z.string(),
});

export const collectionSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  emoji: z.string(),
  description: z.string(),
  showInDropdown: z.boolean(),
  subcollections: z.array(subcollectionSchema),
});

export const collectionsResponse = z.object({ collections: z.array(collectionSchema) });
