import type { ForumReply, ForumThread } from '@app/contracts';
import { blocks, type Executor, forumHypes, forumReads, forumReplies, forumThreads, users } from '@app/db';
import { notFound } from '@app/platform';
import { and, eq, getTableColumns, not, type Placeholder, type SQL, sql } from 'drizzle-orm';

// How threads and replies are read for a viewer: who may see them, what they carry, and their wire shapes.

export const THREAD_NOT_FOUND = 'Thread not found.';
export const REPLY_NOT_FOUND = 'Reply not found.';

/** The member reading (null for a visitor), or a placeholder for them in a statement prepared once (listThreads). */
export type Viewer = number | Placeholder | null;

/** Rows whose author and the viewer have no block between them (product spec 2: a block hides posts). */
export function visibleTo(
  viewerId: Viewer,
  authorColumn: typeof forumThreads.userId | typeof forumReplies.userId,
) {
  if (viewerId === null) return undefined;
  return not(
    sql`exists (select 1 from ${blocks} where (${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${authorColumn})
      or (${blocks.blockerId} = ${authorColumn} and ${blocks.blockedId} = ${viewerId}))`,
  );
}

const hypedBy = (viewerId: Viewer, target: SQL) =>
  viewerId === null
    ? sql<boolean>`false`
    : sql<boolean>`exists (select 1 from ${forumHypes} where ${forumHypes.userId} = ${viewerId} and ${forumHypes.target} = ${target})`;

/** The author's columns every post carries. */
const authorColumns = {
  username: users.username,
  displayName: users.displayName,
  avatarUrl: users.avatarUrl,
  authorIsModerator: sql<boolean>`(${users.isAdmin} or ${users.isModerator})`,
};

interface AuthorRow {
  username: string;
  displayName: string | null;
  avatarUrl: string | null;
  authorIsModerator: boolean;
}

const toAuthor = (userId: number, row: AuthorRow) => ({
  user_id: userId,
  username: row.username,
  display_name: row.displayName,
  avatar_url: row.avatarUrl,
  is_moderator: Boolean(row.authorIsModerator),
});

/** A thread's columns without its search vector (large, and only ever read by PostgreSQL). */
const { search: _searchVector, ...threadColumns } = getTableColumns(forumThreads);

/** What a thread is read with: its columns, its author, and whether the viewer hyped and read it. */
export function threadSelection(viewerId: Viewer) {
  const readAt =
    viewerId === null
      ? sql`null`
      : sql`(select ${forumReads.readAt} from ${forumReads} where ${forumReads.userId} = ${viewerId} and ${forumReads.threadId} = ${forumThreads.id})`;
  return {
    thread: threadColumns,
    ...authorColumns,
    hyped: hypedBy(viewerId, sql`'thread:' || ${forumThreads.id}`),
    readAt: sql<string | null>`${readAt}`,
  };
}

interface ThreadRow extends AuthorRow {
  thread: Omit<typeof forumThreads.$inferSelect, 'search'>;
  hyped: boolean;
  readAt: string | Date | null;
}

export function toThread(row: ThreadRow, viewerId: number | null): ForumThread {
  const { thread } = row;
  const readAt = row.readAt === null ? null : new Date(row.readAt);
  return {
    id: thread.id,
    title: thread.title,
    content: thread.content,
    category: thread.category,
    section: thread.section,
    post_type: thread.postType,
    flairs: thread.flairs,
    image_url: thread.imageUrl,
    product_id: thread.productId,
    product_data: thread.productData ?? null,
    ...toAuthor(thread.userId, row),
    is_pinned: thread.isPinned,
    is_locked: thread.isLocked,
    is_resolved: thread.isResolved,
    has_visited: readAt !== null,
    has_unread: viewerId !== null && (readAt === null || readAt < thread.lastActivityAt),
    reply_count: thread.replyCount,
    hype_count: thread.hypeCount,
    view_count: thread.viewCount,
    hyped: Boolean(row.hyped),
    created_at: thread.createdAt.toISOString(),
    last_activity_at: thread.lastActivityAt.toISOString(),
  };
}

/** One thread as the viewer sees it; not found when it does not exist or a block hides it. */
export async function loadThread(db: Executor, viewerId: number | null, id: number) {
  const [row] = await db
    .select(threadSelection(viewerId))
    .from(forumThreads)
    .innerJoin(users, eq(users.id, forumThreads.userId))
    .where(and(eq(forumThreads.id, id), visibleTo(viewerId, forumThreads.userId)));
  if (!row) throw notFound(THREAD_NOT_FOUND);
  return toThread(row, viewerId);
}

/** Replies as the viewer sees them, with their authors: `where` picks which. */
export function selectReplies(db: Executor, viewerId: number | null, where: SQL | undefined) {
  return db
    .select({
      reply: forumReplies,
      ...authorColumns,
      hyped: hypedBy(viewerId, sql`'reply:' || ${forumReplies.id}`),
    })
    .from(forumReplies)
    .innerJoin(users, eq(users.id, forumReplies.userId))
    .where(and(where, visibleTo(viewerId, forumReplies.userId)));
}

export function toReply(
  row: AuthorRow & { reply: typeof forumReplies.$inferSelect; hyped: boolean },
): ForumReply {
  return {
    id: row.reply.id,
    thread_id: row.reply.threadId,
    content: row.reply.content,
    parent_reply_id: row.reply.parentReplyId,
    depth: row.reply.depth,
    ...toAuthor(row.reply.userId, row),
    hype_count: row.reply.hypeCount,
    hyped: Boolean(row.hyped),
    is_accepted_answer: row.reply.isAcceptedAnswer,
    created_at: row.reply.createdAt.toISOString(),
  };
}
