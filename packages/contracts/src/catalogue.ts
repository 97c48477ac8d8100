import { z } from 'zod';
import collectionsData from '../data/collections.json' with { type: 'json' };

export const productSource = z.enum(['amazon', 'other']);
export type ProductSource = z.infer<typeof productSource>;

/**
 * A product as every storefront call answers it (product spec 1 §3): `title`
 * and `name` carry the same text, as do `detailPageUrl` and `affiliateUrl`;
 * `imageUrl` is empty when there is no image yet; dates are ISO strings.
 */
export const product = z.object({
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
  source: productSource,
  availability: z.string().nullable(),
  lastUpdated: z.string().nullable(),
});
export type Product = z.infer<typeof product>;

/** Amazon's terms: a price from Amazon older than this is not shown (its product shows 'View price on site'). */
export const AMAZON_PRICE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * The price a shopper may be shown (the storefront, and the search engines' snippets): any other shop's, but an
 * Amazon product's only when Amazon gave it within the last 24 hours (`lastUpdated`); otherwise null.
 */
export function shownPrice(
  product: { price: number | null; source: 'amazon' | 'other'; lastUpdated: string | null },
  now: number = Date.now(),
): number | null {
  if (product.source !== 'amazon') return product.price;
  const checked = product.lastUpdated ? Date.parse(product.lastUpdated) : Number.NaN;
  return Number.isFinite(checked) && now - checked <= AMAZON_PRICE_MAX_AGE_MS ? product.price : null;
}

/** `GET /products`: the whole catalogue. */
export const productList = z.array(product);
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

/** A collection as `data/collections.json` writes it: the picture and the subcollections only where it has them. */
type CollectionEntry = Omit<Collection, 'imageUrl' | 'subcollections'> &
  Partial<Pick<Collection, 'imageUrl' | 'subcollections'>>;

/**
 * The site's collections, in menu order: the one source the API seeds its
 * tables from and the web app builds its navigation from. A collection may
 * leave out its picture and its subcollections. The file is checked against
 * the `collection` contract by the contracts' tests rather than parsed here:
 * every process (the browser first) would otherwise pay for a parse of a file
 * that cannot change after the build.
 */
export const COLLECTIONS: readonly Collection[] = (collectionsData as CollectionEntry[]).map((entry) => ({
  ...entry,
  imageUrl: entry.imageUrl ?? '',
  subcollections: entry.subcollections ?? [],
}));

/**
 * The category keys that file a product under these collections or
 * subcollections: their ids and slugs, lower case. A collection's page passes
 * itself and its subcollections, a subcollection's page itself. The API
 * filters with them in SQL, the web app in the browser.
 */
export function categoryKeys(targets: ReadonlyArray<Pick<Collection, 'id' | 'slug'>>): string[] {
  return [...new Set(targets.flatMap((target) => [target.id, target.slug]).map((key) => key.toLowerCase()))];
}

/** The products listing one of these category keys (case-insensitive). */
export function productsInCategories<P extends Pick<Product, 'categories'>>(
  products: readonly P[],
  keys: readonly string[],
): P[] {
  const wanted = new Set(keys);
  return products.filter((item) => item.categories.some((category) => wanted.has(category.toLowerCase())));
}
