import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { serialId, timestampTz, writtenAt } from './columns.ts';
import { forumReplies, forumThreads } from './forum.ts';
import { matches } from './matches.ts';
import { memberId } from './users.ts';

/**
 * What a member is told about: a reply to their thread or reply, a mention, hype on their post, their answer
 * accepted. Written in the transaction of the post that causes it, so none is lost or made twice. Hype is
 * batched: one unread notification per post, its `count` the post's hype count and its actor the latest.
 * The card battle's (your turn, match found, deadline soon, match ended) name a match and the opponent as actor;
 * they are written in the statement that saves the match's step (or by the deadline warning job).
 * A reply that also @mentions the member it answers is one `reply_mention`; a new follower (`follow`, the
 * follower as actor, no thread) is told once per pair.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serialId(),
    userId: memberId(),
    actorId: memberId('actor_id'),
    kind: text('kind').notNull(),
    /** The forum's kinds name a thread (and maybe a reply); the card battle's name a match instead. */
    threadId: integer('thread_id').references(() => forumThreads.id, { onDelete: 'cascade' }),
    replyId: integer('reply_id').references(() => forumReplies.id, { onDelete: 'cascade' }),
    count: integer('count').notNull().default(1),
    matchId: text('match_id').references(() => matches.id, { onDelete: 'cascade' }),
    /**
     * What the card battle's notifications are keyed by, `<match>:<version or turn>:<kind>[:<recipient>]`, so
     * a step saved once, a job run twice or a sweep after a restart writes each one once.
     */
    dedupeKey: text('dedupe_key'),
    /** A card notification's particulars: the result, reason and points of an ended match; the time left. */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: writtenAt(),
    readAt: timestampTz('read_at'),
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
    check(
      'notifications_kind_check',
      sql`${table.kind} in ('reply', 'mention', 'hype', 'accepted', 'your_turn', 'match_found', 'deadline_soon', 'match_ended', 'reply_mention', 'follow')`,
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
