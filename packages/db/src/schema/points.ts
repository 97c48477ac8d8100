import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { serialId, writtenAt } from './columns.ts';
import { memberId } from './users.ts';

/**
 * Append-only ledger: a balance is the sum of a member's rows. The unique
 * (reason, reference) pair makes every award idempotent, so a retried request
 * or a redelivered job can never pay twice.
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: serialId(),
    userId: memberId(),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    reference: text('reference').notNull(),
    createdAt: writtenAt(),
  },
  (table) => [
    uniqueIndex('points_ledger_reason_reference_idx').on(table.reason, table.reference),
    index('points_ledger_user_idx').on(table.userId),
  ],
);
