import type { PriceHistory } from '@app/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The end of the tests' 90-day window. */
export const HISTORY_TO = Date.parse('2026-03-31T12:00:00.000Z');

/** The ISO time `days` before the window's end. */
export const daysBefore = (days: number) => new Date(HISTORY_TO - days * DAY_MS).toISOString();

/** A product's price history as the API answers it, for tests: an empty 90 days, and what a test sets. */
export const testPriceHistory = (changes: Partial<PriceHistory> = {}): PriceHistory => ({
  product_id: 'lamp',
  source: 'other',
  from: daysBefore(90),
  to: daysBefore(0),
  opening: null,
  points: [],
  lowest: null,
  highest: null,
  current_price: null,
  lowest_in_30_days: false,
  ...changes,
});
