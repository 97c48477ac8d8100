import { z } from 'zod';
import { endpoint, raw } from './endpoint.ts';
import { body, requiredId, requiredText } from './fields.ts';
import { priceText } from './price-text.ts';

/**
 * Shoppers hear when a product they want gets cheaper: a drop of a wishlisted product's shown price (at least
 * PRICE_DROP_MIN_PERCENT below the lowest price the member was told of since saving it), and a member's own
 * target ("Tell me below $X"), which fires once when the price crosses below it and stays fired until re-armed.
 * Both are notifications (bell, push, the one daily email), sent by the job worker after the price write commits.
 */

/** A wishlisted product's price must fall at least this far below the last price told of to notify. */
export const PRICE_DROP_MIN_PERCENT = 5;

/** The most target-price alerts one member may keep (fired ones count until deleted). */
export const PRICE_ALERT_LIMIT = 50;

export const PRICE_ALERT_LIMIT_REACHED = `You can keep at most ${PRICE_ALERT_LIMIT} price alerts; delete one first`;
export const PRICE_ALERT_NOT_BELOW = 'The alert price must be below the current price';
export const PRICE_ALERT_NO_PRICE = 'This product has no current price to set an alert under';
export const PRICE_ALERT_NOT_FOUND = 'Price alert not found';

/** What a price notification says beyond its kind: the product and the prices (old: last told of, or the target). */
export const priceNotificationDetail = z.object({
  product_title: z.string(),
  old_price: z.number(),
  new_price: z.number(),
});
export type PriceNotificationDetail = z.infer<typeof priceNotificationDetail>;

/** The notifications of prices: a wishlisted product's drop, and a member's target crossed. */
export const PRICE_NOTIFICATION_KINDS = ['price_drop', 'price_alert'] as const;
export type PriceNotificationKind = (typeof PRICE_NOTIFICATION_KINDS)[number];

/** Where a price notification leads: the product's page (the web's /product/:id route). */
export const productPagePath = (productId: string) => `/product/${encodeURIComponent(productId)}`;

/** How far `now` is below `before`, in whole percent ('12 %'). */
export const dropPercent = (before: number, now: number) =>
  before > 0 ? Math.round(((before - now) / before) * 100) : 0;

/**
 * The line a price notification shows, e.g. "“Glow Cube” dropped 12 % to $89.99 (was $102.00)" or "“Glow Cube” is
 * now $84.99, below your $85.00 alert".
 */
export function priceNotificationText(
  kind: PriceNotificationKind,
  detail: Partial<PriceNotificationDetail> | null,
): string {
  const title = `“${detail?.product_title ?? 'A product'}”`;
  const before = detail?.old_price ?? 0;
  const now = detail?.new_price ?? 0;
  if (kind === 'price_alert')
    return `${title} is now ${priceText(now)}, below your ${priceText(before)} alert`;
  return `${title} dropped ${dropPercent(before, now)} % to ${priceText(now)} (was ${priceText(before)})`;
}

/** A price: positive, at most two decimals, under the database's numeric(10, 2) bound. */
const belowField = z
  .number({ error: 'below must be a price' })
  .positive('below must be a positive price')
  .max(99_999_999.99, 'below is too large')
  .refine(
    (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    'below must have at most two decimals',
  );

export const priceAlert = z.object({
  id: z.number().int(),
  product_id: z.string(),
  product_title: z.string(),
  below: z.number(),
  /** The product's shown price now (null when hidden: unknown, or an Amazon price older than 24 hours). */
  current_price: z.number().nullable(),
  /** When the price crossed below the target (ISO); null while armed. */
  fired_at: z.string().nullable(),
  created_at: z.string(),
});
export type PriceAlert = z.infer<typeof priceAlert>;

export const priceAlertsAnswer = z.object({ alerts: z.array(priceAlert) });

export const priceAlertEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/price-alerts',
    auth: 'member',
    tag: 'price-alerts',
    summary: "The member's target-price alerts, newest first",
    answers: { 200: priceAlertsAnswer },
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/price-alerts',
    auth: 'member',
    tag: 'price-alerts',
    summary:
      'Sets (or re-arms) the alert for a product: fires once when its price crosses below `below` (a positive price under the current one)',
    body: body({ product_id: requiredText('product_id', { max: 100 }), below: belowField }),
    answers: { 201: priceAlert },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/price-alerts/:id',
    auth: 'member',
    tag: 'price-alerts',
    summary: "Deletes one of the member's price alerts",
    params: z.object({ id: requiredId('id') }),
    answers: { 204: raw(null, 'The alert is gone') },
  }),
};
