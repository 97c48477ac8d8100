import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { serialId, timestampTz, writtenAt } from './columns.ts';

/**
 * Every email the product sends. A row is written before sending; with SMTP
 * configured it then gets `sent_at` or `error`, without SMTP the row is the
 * delivery (transport 'outbox'). `dedupe_key` names what the message is about
 * (e.g. one newsletter subscription), so a redelivered job never writes or
 * sends a second copy.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serialId(),
    dedupeKey: text('dedupe_key').notNull(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Extra headers sent with it (List-Unsubscribe on newsletter mail). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    transport: text('transport').$type<'smtp' | 'outbox'>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: writtenAt(),
    sentAt: timestampTz('sent_at'),
    error: text('error'),
  },
  (table) => [
    uniqueIndex('mail_outbox_dedupe_key_idx').on(table.dedupeKey),
    index('mail_outbox_created_idx').on(table.createdAt.desc().nullsFirst(), table.id),
  ],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
