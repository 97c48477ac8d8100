import { z } from 'zod';
import { productSource } from './catalogue.ts';
import { endpoint } from './endpoint.ts';

/**
 * The prices this site has seen for a product (issue 44): only recorded observations (`product_price_history`,
 * each with its date), never a price filled in between. Amazon's terms let the site keep only Amazon's latest
 * price, so an Amazon product has no history, and its current price follows the 24-hour rule (`shownPrice`):
 * a hidden price is never answered, nor implied by a line reaching today.
 */

/** How far back the history reaches. */
export const PRICE_HISTORY_DAYS = 90;

/** The window of 'Lowest in 30 days'. */
export const PRICE_LOW_WINDOW_DAYS = 30;

/** One recorded price: null when the shop's price was unknown then (no number greater than 0). */
export const pricePoint = z.object({ price: z.number().nullable(), recorded_at: z.string() });
export type PricePoint = z.infer<typeof pricePoint>;

/** A price that was known, with when it was recorded. */
export const knownPricePoint = z.object({ price: z.number(), recorded_at: z.string() });
export type KnownPricePoint = z.infer<typeof knownPricePoint>;

export const priceHistoryAnswer = z.object({
  product_id: z.string(),
  source: productSource,
  /** The window: `from` is PRICE_HISTORY_DAYS before `to`, the time of the answer (ISO). */
  from: z.string(),
  to: z.string(),
  /**
   * The price in effect when the window opened: the last observation before `from`, with its own (older) date;
   * null when there is none.
   */
  opening: pricePoint.nullable(),
  /** The observations within the window, oldest first. */
  points: z.array(pricePoint),
  /** The lowest and highest known prices of `opening` and `points` (the latest time each was recorded). */
  lowest: knownPricePoint.nullable(),
  highest: knownPricePoint.nullable(),
  /** The price the storefront shows now (null when hidden: unknown, or an Amazon price older than 24 hours). */
  current_price: z.number().nullable(),
  /**
   * The current price is the lowest of the last PRICE_LOW_WINDOW_DAYS, and news: the history covers those days
   * (a price recorded at least that long ago) and the price was higher at some time within them.
   */
  lowest_in_30_days: z.boolean(),
});
export type PriceHistory = z.infer<typeof priceHistoryAnswer>;

/**
 * What a page carries beyond the product list (`PAGE_DATA_ELEMENT_ID`): a product page's price history. Kept here,
 * not with the page constants every page's code loads, so only the product page's code holds its schema.
 */
export const pageData = z.object({ priceHistory: priceHistoryAnswer.optional() });
export type PageData = z.infer<typeof pageData>;

export const priceHistoryEndpoints = {
  history: endpoint({
    method: 'GET',
    path: '/api/products/:idOrAsin/price-history',
    auth: 'none',
    tag: 'catalogue',
    summary: `The prices this site recorded for a product over the last ${PRICE_HISTORY_DAYS} days, the lowest and highest, and whether the current price is the lowest in ${PRICE_LOW_WINDOW_DAYS} days`,
    params: z.object({
      idOrAsin: z.string().min(1).max(200, 'Product id must be at most 200 characters'),
    }),
    answers: { 200: priceHistoryAnswer },
  }),
};
