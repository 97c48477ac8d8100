import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { serialId, timestampTz, writtenAt } from './columns.ts';
import { users } from './users.ts';

/**
 * One row per address (stored lower-cased); unsubscribing keeps the row with a
 * date so history and points stay consistent.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serialId(),
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    subscribedAt: writtenAt('subscribed_at'),
    unsubscribedAt: timestampTz('unsubscribed_at'),
  },
  (table) => [uniqueIndex('newsletter_subscriptions_email_idx').on(table.email)],
);
