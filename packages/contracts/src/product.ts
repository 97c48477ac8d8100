import { z } from 'zod';

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
