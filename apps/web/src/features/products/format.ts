import { priceText, shownPrice } from '@app/contracts';

export { shownPrice };

export const PRICE_FALLBACK = 'View price on site';

/** product spec 1 §5: a number greater than 0 as `$` en-US with 2 decimals, otherwise 'View price on site'. */
export function formatPrice(price: number | null | undefined): string {
  return typeof price === 'number' && Number.isFinite(price) && price > 0 ? priceText(price) : PRICE_FALLBACK;
}

/** A product's price as the storefront shows it (shownPrice, then formatPrice). */
export const formatProductPrice = (product: Parameters<typeof shownPrice>[0]) =>
  formatPrice(shownPrice(product));

/** Search preview length (product spec 1 §9). */
export const DESCRIPTION_PREVIEW_LENGTH = 100;

/**
 * The first `max` characters plus '...' when longer (a space the cut ends on is dropped, so it never reads
 * 'word ...'); shorter text is returned whole.
 */
export function truncateText(value: string, max: number = DESCRIPTION_PREVIEW_LENGTH): string {
  const chars = Array.from(value);
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}...` : value;
}
