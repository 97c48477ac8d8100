import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { serialId, timestampTz, tsvector, writtenAt } from './columns.ts';
import { memberId } from './users.ts';

/**
 * A forum thread (product spec 3 §3). Content is stored as written; pages render it as inert markdown.
 * `hot_score` is written with the counts it depends on (see the forum service for the formula), so the
 * hot listing reads an index instead of computing a score per row.
 */
export const forumThreads = pgTable(
  'forum_threads',
  {
    id: serialId(),
    userId: memberId(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** Null until a moderator files it (the forum admin tools list those). */
    category: text('category'),
    section: text('section'),
    postType: text('post_type').notNull().default('discussion'),
    flairs: jsonb('flairs').$type<string[]>().notNull().default([]),
    imageUrl: text('image_url'),
    productId: text('product_id'),
    productData: jsonb('product_data').$type<Record<string, unknown>>(),
    isPinned: boolean('is_pinned').notNull().default(false),
    isLocked: boolean('is_locked').notNull().default(false),
    isResolved: boolean('is_resolved').notNull().default(false),
    replyCount: integer('reply_count').notNull().default(0),
    hypeCount: integer('hype_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    hotScore: doublePrecision('hot_score').notNull().default(0),
    createdAt: writtenAt(),
    lastActivityAt: writtenAt('last_activity_at'),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('english', title || ' ' || content)`),
  },
  (table) => [
    index('forum_threads_category_new_idx').on(
      table.category,
      table.isPinned.desc().nullsFirst(),
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('forum_threads_hot_idx').on(
      table.isPinned.desc().nullsFirst(),
      table.hotScore.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // A category's hot and active listings (the category page's default sort, and 'active') read in order.
    index('forum_threads_category_hot_idx').on(
      table.category,
      table.isPinned.desc().nullsFirst(),
      table.hotScore.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('forum_threads_category_active_idx').on(
      table.category,
      table.isPinned.desc().nullsFirst(),
      table.lastActivityAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('forum_threads_user_idx').on(table.userId, table.createdAt.desc().nullsFirst()),
    // fastupdate off: a search never scans a pending list of recent inserts (25 ms on the benchmark's forum
    // before a vacuum); a thread's insert updates the index itself, which a forum's posting rate affords.
    index('forum_threads_search_idx').using('gin', table.search).with({ fastupdate: false }),
  ],
);

/** The thread a row belongs to: deleting the thread deletes the row. */
export const forumThreadId = () =>
  integer('thread_id')
    .notNull()
    .references(() => forumThreads.id, { onDelete: 'cascade' });

/**
 * Threads per category, kept by triggers on `forum_threads` as threads are written, filed, moved and deleted
 * (migration 0022): the forum home shows every category's count on every visit, and counting a category's
 * threads read every one of them (50,000 index entries on the benchmark's forum). Threads no moderator has
 * filed (no category) are not counted.
 */
export const forumCategoryThreads = pgTable('forum_category_threads', {
  category: text('category').primaryKey(),
  threads: integer('threads').notNull().default(0),
});

/** A reply (product spec 3 §3): to the thread (no parent) or to a reply, three levels at most (depth 0-2). */
export const forumReplies = pgTable(
  'forum_replies',
  {
    id: serialId(),
    threadId: forumThreadId(),
    parentReplyId: integer('parent_reply_id'),
    depth: integer('depth').notNull().default(0),
    userId: memberId(),
    content: text('content').notNull(),
    hypeCount: integer('hype_count').notNull().default(0),
    isAcceptedAnswer: boolean('is_accepted_answer').notNull().default(false),
    createdAt: writtenAt(),
  },
  (table) => [
    index('forum_replies_thread_idx').on(table.threadId, table.createdAt),
    index('forum_replies_parent_idx').on(table.parentReplyId),
    // One accepted answer per thread.
    uniqueIndex('forum_replies_accepted_idx').on(table.threadId).where(sql`${table.isAcceptedAnswer}`),
    check('forum_replies_depth_check', sql`${table.depth} between 0 and 2`),
  ],
);

/** A member's hype of a thread or a reply (a toggle). */
export const forumHypes = pgTable(
  'forum_hypes',
  {
    userId: memberId(),
    /** `thread:<id>` or `reply:<id>`. */
    target: text('target').notNull(),
    createdAt: writtenAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.target] })],
);

/** When a member last read a thread: what is new since is unread. */
export const forumReads = pgTable(
  'forum_reads',
  {
    userId: memberId(),
    threadId: forumThreadId(),
    readAt: writtenAt('read_at'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.threadId] })],
);

/** Views counted once per viewer (member, or a hash of a visitor's address) per thread per hour. */
export const forumViews = pgTable(
  'forum_views',
  {
    threadId: forumThreadId(),
    viewer: text('viewer').notNull(),
    hour: timestampTz('hour').notNull(),
  },
  (table) => [primaryKey({ columns: [table.threadId, table.viewer, table.hour] })],
);
