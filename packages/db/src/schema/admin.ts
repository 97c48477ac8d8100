import { date, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { serialId, writtenAt } from './columns.ts';
import { users } from './users.ts';

/**
 * Who did what as an admin, and when: every admin action writes one row in its own transaction. The actor
 * is kept by name too, so the record outlives a deleted account.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serialId(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorUsername: text('actor_username').notNull(),
    /** What was done, as `domain.verb` (e.g. `users.roles`, `reports.resolve`). */
    action: text('action').notNull(),
    /** What it was done to: a kind and its id (`user` 12, `product` 'B00…'). */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** What changed, e.g. `{ is_admin: { from: false, to: true } }`. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: writtenAt(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
  ],
);

/**
 * Shoppers following View Deal, through `GET /go/{productId}`: one counter per product and day (UTC), raised
 * by an upsert, so the count costs one small write and the admin chart reads days, not clicks.
 */
export const affiliateClicks = pgTable(
  'affiliate_clicks',
  {
    productId: text('product_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    clicks: integer('clicks').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.day] }),
    index('affiliate_clicks_day_idx').on(table.day),
  ],
);
