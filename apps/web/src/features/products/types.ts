/** A product as `GET /products` and `GET /api/products/...` send it; every field may be missing or loose. */
export interface RawProduct {
  _id?: unknown;
  asin?: unknown;
  title?: unknown;
  name?: unknown;
  description?: unknown;
  price?: unknown;
  imageUrl?: unknown;
  detailPageUrl?: unknown;
  affiliateUrl?: unknown;
  viralFactor?: unknown;
  categories?: unknown;
  dropDate?: unknown;
  images?: unknown;
  source?: unknown;
  availability?: unknown;
  lastUpdated?: unknown;
}

export type ProductSource = 'amazon' | 'other';

/** A product as the storefront uses it, after `normalizeProduct` (spec 1 §3 Product). */
export interface Product {
  _id: string;
  asin: string | null;
  name: string;
  description: string;
  /** null when the server sent no usable price. */
  price: number | null;
  imageUrl: string;
  affiliateUrl: string;
  viralFactor: string;
  categories: string[];
  /** ISO date-time. */
  dropDate: string;
  images: string[];
  source: ProductSource;
  availability: string | null;
  lastUpdated: string | null;
}
