import type { Product, RawProduct } from './types';

/** Image used when the server sends none (shown as the "pending" placeholder, used for og:image). */
export const PLACEHOLDER_IMAGE = '/images/placeholder-product.svg';

export const UNKNOWN_PRODUCT_NAME = 'Unknown Product';
export const NO_DESCRIPTION = 'No description available';

const text = (value: unknown): string => {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
};

const optionalText = (value: unknown): string | null => text(value) || null;

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(text).filter((item) => item !== '') : [];

/** A number as is; a string with `$` and commas stripped, parsed; anything else (or NaN) null. */
export function parsePrice(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const cleaned = value.replace(/[$,]/g, '').trim();
  if (!cleaned) return null;
  const parsed = Number.parseFloat(cleaned);
  return Number.isFinite(parsed) ? parsed : null;
}

function dropDateOf(value: unknown, now: Date): string {
  const raw = typeof value === 'string' || typeof value === 'number' ? value : '';
  const time = raw === '' ? Number.NaN : new Date(raw).getTime();
  return new Date(Number.isFinite(time) ? time : now.getTime()).toISOString();
}

/**
 * The storefront's view of a server product (spec 1 §3): `_id` falls back to asin; name from title, then
 * name, else 'Unknown Product'; description default 'No description available'; price number or null;
 * imageUrl default placeholder; affiliateUrl from detailPageUrl, then affiliateUrl, else '#'; viralFactor
 * a string (default empty); categories and images arrays; dropDate default now; source 'other' only when
 * the server says so, else 'amazon'.
 */
export function normalizeProduct(raw: RawProduct, now: Date = new Date()): Product {
  const asin = optionalText(raw.asin);
  return {
    _id: text(raw._id) || asin || '',
    asin,
    name: text(raw.title) || text(raw.name) || UNKNOWN_PRODUCT_NAME,
    description: text(raw.description) || NO_DESCRIPTION,
    price: parsePrice(raw.price),
    imageUrl: text(raw.imageUrl) || PLACEHOLDER_IMAGE,
    affiliateUrl: text(raw.detailPageUrl) || text(raw.affiliateUrl) || '#',
    viralFactor: text(raw.viralFactor),
    categories: stringList(raw.categories),
    dropDate: dropDateOf(raw.dropDate, now),
    images: stringList(raw.images),
    source: text(raw.source).toLowerCase() === 'other' ? 'other' : 'amazon',
    availability: optionalText(raw.availability),
    lastUpdated: optionalText(raw.lastUpdated),
  };
}

/**
 * Normalises a `GET /products` body. Anything but an array gives an empty list; entries that are not
 * objects, or have neither `_id` nor `asin` (nothing to link to), are dropped.
 */
export function normalizeProducts(body: unknown, now: Date = new Date()): Product[] {
  if (!Array.isArray(body)) return [];
  return body
    .filter((item): item is RawProduct => typeof item === 'object' && item !== null)
    .map((item) => normalizeProduct(item, now))
    .filter((product) => product._id !== '');
}

/** True when the product has an image of its own (not blank, not the placeholder). */
export function hasOwnImage(product: Pick<Product, 'imageUrl'>): boolean {
  return product.imageUrl.trim() !== '' && product.imageUrl !== PLACEHOLDER_IMAGE;
}

/** The images the carousel shows: the main image first, then the others, without blanks or repeats. */
export function galleryImages(product: Pick<Product, 'imageUrl' | 'images'>): string[] {
  const main = hasOwnImage(product) ? [product.imageUrl] : [];
  return [...new Set([...main, ...product.images.filter((src) => src.trim() !== '')])];
}
