import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';
import { serialId, timestampTz, writtenAt } from './columns.ts';
import { memberId } from './users.ts';

/**
 * A member's "Tell me below $X" on a product (issue 44): armed until a shown price crosses below `below`, then
 * fired (`fired_at`) and silent until the member sets it again, which re-arms it (`armed_at` moves on, so the
 * next firing's notification has a key of its own). One per member and product; at most PRICE_ALERT_LIMIT.
 */
export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: serialId(),
    userId: memberId(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    below: numeric('below', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    armedAt: writtenAt('armed_at'),
    firedAt: timestampTz('fired_at'),
    createdAt: writtenAt(),
  },
  (table) => [
    uniqueIndex('price_alerts_user_product_idx').on(table.userId, table.productId),
    // The armed alerts of a product whose price changed (the price job).
    index('price_alerts_armed_idx').on(table.productId).where(sql`${table.firedAt} is null`),
    check('price_alerts_below_check', sql`${table.below} > 0`),
  ],
);
