import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { serialId, timestampTz, writtenAt } from './columns.ts';
import { memberId, users } from './users.ts';

/**
 * A member's one wishlist (product spec 1 §3), made on the first add. Private
 * until its owner makes it public; `share_slug` is random (128 bits or more) so
 * nobody can guess a list's address, and a private list is never served by it.
 */
export const wishlists = pgTable(
  'wishlists',
  {
    id: serialId(),
    userId: memberId(),
    isPublic: boolean('is_public').notNull().default(false),
    shareSlug: text('share_slug').notNull(),
    createdAt: writtenAt(),
  },
  (table) => [
    uniqueIndex('wishlists_user_idx').on(table.userId),
    uniqueIndex('wishlists_share_slug_idx').on(table.shareSlug),
  ],
);

/**
 * A product on a wishlist. `product_id` has no foreign key on purpose: a product
 * the admins delete stays on the list and shows as 'Product not found'.
 */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serialId(),
    wishlistId: integer('wishlist_id')
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    addedAt: writtenAt('added_at'),
    /** The product's shown price when it was saved (null when none was shown: unknown, or a stale Amazon price). */
    savedPrice: numeric('saved_price', { precision: 10, scale: 2, mode: 'number' }),
    /**
     * The lowest shown price the member has been told of since saving it (at first the saved price): a drop
     * notifies only at PRICE_DROP_MIN_PERCENT below it, and it only ever goes down, so a rise and a fall back
     * to a price already told of tells nothing again.
     */
    alertedPrice: numeric('alerted_price', { precision: 10, scale: 2, mode: 'number' }),
  },
  (table) => [
    uniqueIndex('wishlist_items_wishlist_product_idx').on(table.wishlistId, table.productId),
    // Who wishlisted a product whose price changed (the price-drop job).
    index('wishlist_items_product_idx').on(table.productId),
  ],
);

/** `blocker` blocked `blocked` (product spec 2 §3). A block stands until the blocker lifts it. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: memberId('blocker_id'),
    blockedId: memberId('blocked_id'),
    createdAt: writtenAt(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    index('blocks_blocked_idx').on(table.blockedId),
    check('blocks_not_self', sql`${table.blockerId} <> ${table.blockedId}`),
  ],
);

/**
 * A report about a member or a piece of content (product spec 2 §3), waiting in
 * the moderation dashboard. A content report names the content's author in
 * `reported_id` when the content has one.
 */
export const reports = pgTable(
  'reports',
  {
    id: serialId(),
    reporterId: memberId('reporter_id'),
    reportedId: integer('reported_id').references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type').$type<'thread' | 'reply'>(),
    contentId: integer('content_id'),
    reason: text('reason').notNull(),
    description: text('description').notNull().default(''),
    status: text('status')
      .$type<'pending' | 'reviewed' | 'resolved' | 'dismissed'>()
      .notNull()
      .default('pending'),
    adminNotes: text('admin_notes'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: writtenAt(),
    resolvedAt: timestampTz('resolved_at'),
  },
  (table) => [
    index('reports_status_created_idx').on(table.status, table.createdAt.desc().nullsFirst()),
    check('reports_status_check', sql`${table.status} in ('pending', 'reviewed', 'resolved', 'dismissed')`),
    check(
      'reports_target_check',
      sql`(${table.contentType} is null and ${table.contentId} is null and ${table.reportedId} is not null)
        or (${table.contentType} in ('thread', 'reply') and ${table.contentId} is not null)`,
    ),
  ],
);

/**
 * A sign-in provider's account linked to a member (Google, Apple). The
 * provider's subject is the identity; the email is what it said when linked.
 */
export const memberIdentities = pgTable(
  'member_identities',
  {
    provider: text('provider').$type<'google' | 'apple'>().notNull(),
    subject: text('subject').notNull(),
    userId: memberId(),
    email: text('email'),
    createdAt: writtenAt(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.subject] }),
    index('member_identities_user_idx').on(table.userId),
    check('member_identities_provider_check', sql`${table.provider} in ('google', 'apple')`),
  ],
);
