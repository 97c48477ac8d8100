import { parsePrice } from '@app/contracts';
import { invalid } from '@app/platform';
/**
 * A product as a write path receives it: the storefront's own shape (product spec 1 §3), the admin's
 * (product spec 2 §3, where price may be text and lists may be comma-separated), or a legacy record. Every
 * field may be missing or loose.
 */
export interface RawProduct {
  _id?: unknown;
  id?: unknown;
  asin?: unknown;
  title?: unknown;
  name?: unknown;
  description?: unknown;
  price?: unknown;
  imageUrl?: unknown;
  images?: unknown;
  detailPageUrl?: unknown;
  affiliateUrl?: unknown;
  viralFactor?: unknown;
  categories?: unknown;
  dropDate?: unknown;
  source?: unknown;
  availability?: unknown;
  lastUpdated?: unknown;
}

export type ProductSource = 'amazon' | 'other';

/** What is stored: every default applied, every list clean. */
export interface NormalisedProduct {
  id: string;
  asin: string | null;
  name: string;
  description: string;
  price: number | null;
  imageUrl: string;
  images: string[];
  affiliateUrl: string;
  viralFactor: string;
  viralScore: number;
  categories: string[];
  dropDate: Date;
  source: ProductSource;
  availability: string | null;
  lastUpdated: Date | null;
}

export const UNKNOWN_PRODUCT_NAME = 'Unknown Product';
export const NO_DESCRIPTION = 'No description available';
export const AMAZON_AFFILIATE_TAG = 'dopaminedeals-20';
const PRODUCT_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
/** Paths under /api/products/ that are routes, not products. */
const RESERVED_IDS = new Set(['random', 'search']);

const text = (value: unknown): string => {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
};

/** An array of strings, or one comma-separated string (admin forms); trimmed, blanks dropped. */
const textList = (value: unknown): string[] => {
  const items = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : [];
  return items.map(text).filter((item) => item !== '');
};

/** http(s) URLs only, so a stored link can never be `javascript:`; '' otherwise. */
function webUrl(value: unknown, { allowPath }: { allowPath: boolean }): string {
  const candidate = text(value);
  if (!candidate) return '';
  if (allowPath && candidate.startsWith('/') && !candidate.startsWith('//')) return candidate;
  try {
    const { protocol } = new URL(candidate);
    return protocol === 'http:' || protocol === 'https:' ? candidate : '';
  } catch {
    return '';
  }
}

function dateOf(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  if (value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const MULTIPLIERS: Record<string, number> = { k: 1e3, m: 1e6, b: 1e9 };

/** How viral a product is, for the trending sort: '🔥 2.3M views' → 2300000; any other text 1; none 0. */
export function viralScore(viralFactor: string): number {
  if (!viralFactor) return 0;
  const match = viralFactor.replace(/,/g, '').match(/(\d+(?:\.\d+)?)\s*([kmb])?/i);
  if (!match?.[1]) return 1;
  return Number.parseFloat(match[1]) * (MULTIPLIERS[(match[2] ?? '').toLowerCase()] ?? 1);
}

export const amazonProductUrl = (asin: string) =>
  `https://www.amazon.com/dp/${encodeURIComponent(asin)}?tag=${AMAZON_AFFILIATE_TAG}`;

/**
 * The one normalisation every product write goes through (seed, admin). product spec 1 §3 rules:
 * `_id` falls back to the ASIN; name from title, then name ('Unknown Product'); description
 * ('No description available'); price via parsePrice; affiliateUrl from detailPageUrl, then
 * affiliateUrl, else a tagged Amazon link for an Amazon product with an ASIN (product spec 2 §5), else '#';
 * viralFactor ''; categories [] (lower-cased, no repeats); dropDate now; images [] (imageUrl falls back
 * to the first); source 'other' only when said, else 'amazon'. Links that are not http(s) are dropped.
 * Throws an `invalid` DomainError when there is no usable id.
 */
export function normaliseProduct(raw: RawProduct, now: Date = new Date()): NormalisedProduct {
  const asin = text(raw.asin).toUpperCase() || null;
  const id = text(raw._id) || text(raw.id) || asin || '';
  if (!id) throw invalid('Product ID (Custom) is required for new products.', '_id');
  if (!PRODUCT_ID.test(id)) {
    throw invalid('Product ID must be 1 to 100 letters, numbers, dots, dashes or underscores', '_id');
  }
  if (RESERVED_IDS.has(id.toLowerCase())) {
    throw invalid(`Product ID cannot be "${id}"`, '_id');
  }
  const source: ProductSource = text(raw.source).toLowerCase() === 'other' ? 'other' : 'amazon';
  const images = [...new Set(textList(raw.images).map((url) => webUrl(url, { allowPath: true })))].filter(
    Boolean,
  );
  const viralFactor = text(raw.viralFactor);
  const affiliateUrl =
    webUrl(raw.detailPageUrl, { allowPath: false }) ||
    webUrl(raw.affiliateUrl, { allowPath: false }) ||
    (source === 'amazon' && asin ? amazonProductUrl(asin) : '#');
  return {
    id,
    asin,
    name: text(raw.title) || text(raw.name) || UNKNOWN_PRODUCT_NAME,
    description: text(raw.description) || NO_DESCRIPTION,
    price: parsePrice(raw.price),
    imageUrl: webUrl(raw.imageUrl, { allowPath: true }) || images[0] || '',
    images,
    affiliateUrl,
    viralFactor,
    viralScore: viralScore(viralFactor),
    categories: [...new Set(textList(raw.categories).map((category) => category.toLowerCase()))],
    dropDate: dateOf(raw.dropDate) ?? now,
    source,
    availability: text(raw.availability) || null,
    lastUpdated: dateOf(raw.lastUpdated),
  };
}
