import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { serialId, timestampTz, writtenAt } from './columns.ts';
import { forumReplies, forumThreadId } from './forum.ts';
import { memberId } from './users.ts';

/**
 * What a member is told about: a reply to their thread or reply, a mention, hype on their post, their answer
 * accepted. Written in the transaction of the post that causes it, so none is lost or made twice. Hype is
 * batched: one unread notification per post, its `count` the post's hype count and its actor the latest.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serialId(),
    userId: memberId(),
    actorId: memberId('actor_id'),
    kind: text('kind').notNull(),
    threadId: forumThreadId(),
    replyId: integer('reply_id').references(() => forumReplies.id, { onDelete: 'cascade' }),
    count: integer('count').notNull().default(1),
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
    check('notifications_kind_check', sql`${table.kind} in ('reply', 'mention', 'hype', 'accepted')`),
  ],
);
