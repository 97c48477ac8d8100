import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';
import { serialId, timestampTz, writtenAt } from './columns.ts';
import { forumReplies, forumThreads } from './forum.ts';
import { matches } from './matches.ts';
import { memberId, users } from './users.ts';

/**
 * What a member is told about: a reply to their thread or reply, a mention, hype on their post, their answer
 * accepted. Written in the transaction of the post that causes it, so none is lost or made twice. Hype is
 * batched: one unread notification per post, its `count` the post's hype count and its actor the latest.
 * The card battle's (your turn, match found, deadline soon, match ended) name a match and the opponent as actor;
 * they are written in the statement that saves the match's step (or by the deadline warning job).
 * A reply that also @mentions the member it answers is one `reply_mention`; a new follower (`follow`, the
 * follower as actor, no thread) is told once per pair. The price kinds (a wishlisted product's `price_drop`, a
 * target's `price_alert`) name a product and have no actor: nobody did it.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serialId(),
    userId: memberId(),
    /** Who did it; null only on the price kinds. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The forum's kinds name a thread (and maybe a reply); the card battle's name a match instead. */
    threadId: integer('thread_id').references(() => forumThreads.id, { onDelete: 'cascade' }),
    replyId: integer('reply_id').references(() => forumReplies.id, { onDelete: 'cascade' }),
    count: integer('count').notNull().default(1),
    matchId: text('match_id').references(() => matches.id, { onDelete: 'cascade' }),
    /** The price kinds' product. */
    productId: text('product_id').references(() => products.id, { onDelete: 'cascade' }),
    /**
     * What the card battle's notifications are keyed by, `<match>:<version or turn>:<kind>[:<recipient>]`, so
     * a step saved once, a job run twice or a sweep after a restart writes each one once.
     */
    dedupeKey: text('dedupe_key'),
    /**
     * A card notification's particulars: the result, reason and points of an ended match; the time left. A
     * price notification's: the product's title, the old price (last told of, or the target) and the new one.
     */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: writtenAt(),
    readAt: timestampTz('read_at'),
    /** When the daily email listed it (the price kinds: each is emailed once, in the next day's email). */
    emailedAt: timestampTz('emailed_at'),
  },
  (table) => [
    index('notifications_user_idx').on(table.userId, table.id.desc().nullsFirst()),
    index('notifications_unread_idx').on(table.userId).where(sql`${table.readAt} is null`),
    // The one unread hype notification of a post (a thread's has no reply).
    uniqueIndex('notifications_hype_batch_idx')
      .on(table.userId, table.threadId, sql`coalesce(${table.replyId}, 0)`)
      .where(sql`${table.kind} = 'hype' and ${table.readAt} is null`),
    uniqueIndex('notifications_dedupe_key_idx').on(table.dedupeKey),
    // At most one unread "your turn" per match and member: a newer one replaces it.
    uniqueIndex('notifications_your_turn_idx')
      .on(table.userId, table.matchId)
      .where(sql`${table.kind} = 'your_turn' and ${table.readAt} is null`),
    // A new follower is told once per pair, however often they unfollow and follow again.
    uniqueIndex('notifications_follow_once_idx')
      .on(table.userId, table.actorId)
      .where(sql`${table.kind} = 'follow'`),
    // A product's deletion cascades to its price notifications.
    index('notifications_product_idx').on(table.productId).where(sql`${table.productId} is not null`),
    // The daily email's price lines: unread price notifications it has not listed yet.
    index('notifications_price_unemailed_idx')
      .on(table.userId)
      .where(
        sql`${table.kind} in ('price_drop', 'price_alert') and ${table.emailedAt} is null and ${table.readAt} is null`,
      ),
    check(
      'notifications_kind_check',
      sql`${table.kind} in ('reply', 'mention', 'hype', 'accepted', 'your_turn', 'match_found', 'deadline_soon', 'match_ended', 'reply_mention', 'follow', 'price_drop', 'price_alert')`,
    ),
    check(
      'notifications_actor_check',
      sql`${table.actorId} is not null or ${table.kind} in ('price_drop', 'price_alert')`,
    ),
  ],
);

/**
 * The browsers a member asked to be told through (Web Push): the endpoint their push service gave, and the
 * keys the payload is encrypted to. One row per endpoint: a browser that subscribes again, or is signed in
 * by another member, keeps one row (the latest member's).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serialId(),
    userId: memberId(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: writtenAt(),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(table.endpoint),
    index('push_subscriptions_user_idx').on(table.userId),
  ],
);

/** How a member wants to be told (no row: the defaults, push on once a browser subscribed). */
export const notificationSettings = pgTable('notification_settings', {
  userId: memberId().primaryKey(),
  push: boolean('push').notNull().default(true),
  emailDigest: boolean('email_digest').notNull().default(true),
  deadlineEmail: boolean('deadline_email').notNull().default(true),
  /** Wishlist price drops (bell, push, the daily email's lines); a member's own target alerts always fire. */
  priceDrops: boolean('price_drops').notNull().default(true),
  updatedAt: writtenAt('updated_at'),
});

/**
 * Which push of a notification was queued to its member's browsers (the notification and the key its
 * queuer gave), so a job run again after it finished (a restart, a second worker) does not push it twice.
 */
export const pushNotificationsSent = pgTable('push_notifications_sent', {
  notificationId: integer('notification_id')
    .primaryKey()
    .references(() => notifications.id, { onDelete: 'cascade' }),
  pushKey: text('push_key').notNull(),
  sentAt: writtenAt('sent_at'),
});
