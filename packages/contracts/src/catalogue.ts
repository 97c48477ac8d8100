import { z } from 'zod';
import { endpoint, raw } from './endpoint.ts';
import { queryInt, queryText, requiredText } from './fields.ts';
import { product, productList } from './product.ts';

// A product, its list and the price a shopper may be shown live in product.ts (a module of their own: the browser
// checks the product list a page carries at start, without building the catalogue's endpoints).
export {
  AMAZON_PRICE_MAX_AGE_MS,
  type Product,
  type ProductSource,
  product,
  productList,
  productSource,
  shownPrice,
} from './product.ts';

/** The largest price a product may have (the database's numeric(10, 2)). */
const MAX_PRICE = 99_999_999.99;

/**
 * A price as a number or null (product spec 1 §3, product spec 2 §3): numbers as they are (rounded to cents);
 * text with `$` and thousands commas stripped, then the first number with up to two decimals
 * ('$1,299.99' → 1299.99, '$19.99 - $24.99' → 19.99). Negative, unparsable or absurd values are null.
 */
export function parsePrice(value: unknown): number | null {
  let amount: number;
  if (typeof value === 'number') {
    amount = value;
  } else if (typeof value === 'string') {
    const match = value.replace(/[$,]/g, '').match(/-?(?:\d+(?:\.\d{1,2})?|\.\d{1,2})/);
    if (!match) return null;
    amount = Number.parseFloat(match[0]);
  } else {
    return null;
  }
  if (!Number.isFinite(amount) || amount < 0 || amount > MAX_PRICE) return null;
  return Math.round(amount * 100) / 100;
}

/** `GET /api/products/:idOrAsin` and `GET /api/products/random`. */
export const productAnswer = z.object({ product });
/** `GET /api/products` and `GET /api/products/search`: one page and the total. */
export const productPage = z.object({ products: z.array(product), total: z.number().int() });

/** `GET /api/search`: the header's quick search. */
export const quickSearchAnswer = z.object({
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
export type QuickSearchAnswer = z.infer<typeof quickSearchAnswer>;

/** A collection's child page, e.g. partner → shirtvskins (product spec 1 §2 Collections, §3 Subcollection). */
export const subcollection = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  parentId: z.string(),
});
export type Subcollection = z.infer<typeof subcollection>;

/** A collection (product spec 1 §2 Collections, §3 Collection); the slug doubles as the id. */
export const collection = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  emoji: z.string(),
  description: z.string(),
  showInDropdown: z.boolean(),
  /** A picture for categories added in the admin catalogue; empty for the site's own collections. */
  imageUrl: z.string(),
  subcollections: z.array(subcollection),
});
export type Collection = z.infer<typeof collection>;

/** `GET /api/categories`. */
export const collectionsAnswer = z.object({ collections: z.array(collection) });

// The site's collections (COLLECTIONS) and the category filter live in collections-data.ts, without schemas: the
// browser's first code reads them (the header's menu), and a module's schemas are built when it is loaded.
export { COLLECTIONS, categoryKeys, productsInCategories } from './collections-data.ts';

// ---------------------------------------------------------------------------------------------
// The storefront's endpoints: the whole list, listings with filters, search, a random product, one product,
// the collections and the header's quick search.

const productSourceQuery = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.enum(['amazon', 'other'], { error: 'source must be amazon or other' }).optional(),
);

const PRODUCTS_DEFAULT_LIMIT = 24;
const PRODUCTS_MAX_LIMIT = 100;

const productPaging = {
  limit: queryInt('limit', { min: 1, max: PRODUCTS_MAX_LIMIT, fallback: PRODUCTS_DEFAULT_LIMIT }),
  offset: queryInt('offset', { min: 0, max: 100_000, fallback: 0 }),
};

/** A required search query: missing or blank is refused with 'Search query is required'. */
const searchQueryText = z.preprocess(
  (value) => (value === undefined ? '' : value),
  requiredText('Search query', { max: 200 }),
);

const QUICK_SEARCH_DEFAULT_LIMIT = 5;
const QUICK_SEARCH_MAX_LIMIT = 20;
const RANDOM_MAX_EXCLUDED = 5;

/** `exclude=a,b`: product ids, comma-separated. */
const excludedIds = z.preprocess(
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
);

export const catalogueEndpoints = {
  /**
   * Served from memory with a strong ETag (304 when it matches), compressed by Accept-Encoding; browsers and
   * proxies may reuse it for 5 minutes.
   */
  all: endpoint({
    method: 'GET',
    path: '/products',
    auth: 'none',
    tag: 'catalogue',
    summary: 'The whole catalogue, newest drop first',
    answers: { 200: productList, 304: raw(null, 'Not modified: the list the browser holds is current') },
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/products',
    auth: 'none',
    tag: 'catalogue',
    summary: 'One page of products, by collection, source and search words, newest or trending first',
    query: z.object({
      collection: queryText('collection', 100),
      source: productSourceQuery,
      q: queryText('q', 200),
      sort: z.preprocess(
        (value) => (value === '' ? undefined : value),
        z.enum(['newest', 'trending'], { error: 'sort must be newest or trending' }).default('newest'),
      ),
      ...productPaging,
    }),
    answers: { 200: productPage },
  }),
  search: endpoint({
    method: 'GET',
    path: '/api/products/search',
    auth: 'none',
    tag: 'catalogue',
    summary: 'One page of the products a search finds, best match first',
    query: z.object({ q: searchQueryText, ...productPaging }),
    answers: { 200: productPage },
  }),
  random: endpoint({
    method: 'GET',
    path: '/api/products/random',
    auth: 'none',
    tag: 'catalogue',
    summary: 'A random product, other than the excluded ones while others are left',
    query: z.object({ exclude: excludedIds, source: productSourceQuery }),
    answers: { 200: productAnswer },
  }),
  one: endpoint({
    method: 'GET',
    path: '/api/products/:idOrAsin',
    auth: 'none',
    tag: 'catalogue',
    summary: 'One product by its id or ASIN',
    params: z.object({
      idOrAsin: z.string().min(1).max(200, 'Product id must be at most 200 characters'),
    }),
    answers: { 200: productAnswer },
  }),
  collections: endpoint({
    method: 'GET',
    path: '/api/categories',
    auth: 'none',
    tag: 'catalogue',
    summary: "The collections and their subcollections: the site's own and those added by admins",
    answers: { 200: collectionsAnswer },
  }),
  quickSearch: endpoint({
    method: 'GET',
    path: '/api/search',
    auth: 'none',
    tag: 'catalogue',
    summary: "The header's quick search: the first few matches, with only what it shows",
    query: z.object({
      q: searchQueryText,
      limit: queryInt('limit', { min: 1, max: QUICK_SEARCH_MAX_LIMIT, fallback: QUICK_SEARCH_DEFAULT_LIMIT }),
    }),
    answers: { 200: quickSearchAnswer },
  }),
};
