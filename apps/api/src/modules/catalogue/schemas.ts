import { queryInt, queryText, requiredText } from '@app/contracts';
import { z } from 'zod';

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
