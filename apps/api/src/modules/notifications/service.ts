import {
  mentionedUsernames,
  type NotificationDetail,
  type NotificationItem,
  type NotificationKind,
} from '@app/contracts';
import {
  type AppDatabase,
  blocks,
  type Executor,
  forumReplies,
  forumThreads,
  notifications,
  pageOf,
  users,
} from '@app/db';
import { and, desc, eq, inArray, isNull, lt, not, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

/** What happened in the forum that someone may hear of. */
export type ForumEvent =
  | { kind: 'thread'; actorId: number; threadId: number; content: string }
  | {
      kind: 'reply';
      actorId: number;
      threadId: number;
      replyId: number;
      parentReplyId: number | null;
      content: string;
    }
  | { kind: 'hype'; actorId: number; threadId: number; replyId: number | null; hypeCount: number }
  | { kind: 'accepted'; actorId: number; threadId: number; replyId: number };

/** No block between the recipient and the actor, either way (a block silences both). */
const noBlockBetween = (
  recipient: SQL | typeof notifications.userId,
  actor: SQL | number | typeof notifications.actorId,
) =>
  not(
    sql`exists (select 1 from ${blocks} where (${blocks.blockerId} = ${recipient} and ${blocks.blockedId} = ${actor})
      or (${blocks.blockerId} = ${actor} and ${blocks.blockedId} = ${recipient}))`,
  );

async function authorOf(tx: Executor, threadId: number, replyId: number | null) {
  const [row] =
    replyId === null
      ? await tx
          .select({ userId: forumThreads.userId })
          .from(forumThreads)
          .where(eq(forumThreads.id, threadId))
      : await tx
          .select({ userId: forumReplies.userId })
          .from(forumReplies)
          .where(eq(forumReplies.id, replyId));
  return row?.userId ?? null;
}

/** Of these members, the ones the actor may notify: not the actor, no block between them. */
async function reachable(tx: Executor, actorId: number, candidates: number[]) {
  const ids = [...new Set(candidates)].filter((id) => id !== actorId);
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), noBlockBetween(sql`${users.id}`, actorId)));
  return rows.map((row) => row.id);
}

async function mentioned(tx: Executor, content: string) {
  const names = mentionedUsernames(content);
  if (names.length === 0) return [];
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(sql`lower(${users.username})`, names));
  return rows.map((row) => row.id);
}

/**
 * Writes the notifications an event causes, in the caller's transaction (the post and what it tells
 * others are one commit). A reply that mentions the member it answers tells them once, naming both.
 */
export async function notifyForumEvent(tx: Executor, event: ForumEvent) {
  const rows: { userId: number; kind: NotificationKind; replyId: number | null }[] = [];
  if (event.kind === 'hype') {
    const [recipient] = await reachable(tx, event.actorId, [
      (await authorOf(tx, event.threadId, event.replyId)) ?? event.actorId,
    ]);
    if (recipient === undefined) return;
    // One unread line per post: a new hype updates it (latest actor, the post's hype count) instead of adding.
    await tx.execute(sql`
      insert into ${notifications} (user_id, actor_id, kind, thread_id, reply_id, count)
      values (${recipient}, ${event.actorId}, 'hype', ${event.threadId}, ${event.replyId}, ${event.hypeCount})
      on conflict (user_id, thread_id, coalesce(reply_id, 0)) where kind = 'hype' and read_at is null
      do update set actor_id = excluded.actor_id, count = excluded.count, created_at = now()`);
    return;
  }
  if (event.kind === 'accepted') {
    const author = await authorOf(tx, event.threadId, event.replyId);
    for (const userId of await reachable(tx, event.actorId, author === null ? [] : [author])) {
      rows.push({ userId, kind: 'accepted', replyId: event.replyId });
    }
  } else {
    const replyId = event.kind === 'reply' ? event.replyId : null;
    const named = await mentioned(tx, event.content);
    const answered = event.kind === 'reply' ? await authorOf(tx, event.threadId, event.parentReplyId) : null;
    // The member a reply answers hears of it once: replied, or replied and mentioned when it names them too.
    for (const userId of await reachable(tx, event.actorId, answered === null ? [] : [answered])) {
      rows.push({ userId, kind: named.includes(userId) ? 'reply_mention' : 'reply', replyId });
    }
    const others = named.filter((id) => id !== answered);
    for (const userId of await reachable(tx, event.actorId, others)) {
      rows.push({ userId, kind: 'mention', replyId });
    }
  }
  if (rows.length === 0) return;
  await tx
    .insert(notifications)
    .values(rows.map((row) => ({ ...row, actorId: event.actorId, threadId: event.threadId })));
}

/**
 * Tells a member of a new follower, in the follow's transaction: once per pair (unfollowing and following
 * again tells nothing new), and never across a block (the follow itself is refused then).
 */
export async function notifyNewFollower(tx: Executor, followerId: number, followedId: number) {
  await tx
    .insert(notifications)
    .values({ userId: followedId, actorId: followerId, kind: 'follow' })
    .onConflictDoNothing();
}

/** What a member sees: none from a member either of them has blocked since. */
const visible = (userId: number) =>
  and(eq(notifications.userId, userId), noBlockBetween(notifications.userId, notifications.actorId));

export async function unreadCount(db: Executor, userId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(visible(userId), isNull(notifications.readAt)));
  return Number(row?.count ?? 0);
}

/** Newest first, `limit` at a time; `before` (an id) pages back. */
export async function listNotifications(
  db: AppDatabase,
  userId: number,
  { limit, before }: { limit: number; before?: number | undefined },
) {
  const reply = alias(forumReplies, 'notified_reply');
  const rows = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      actorId: users.id,
      username: users.username,
      displayName: users.displayName,
      threadId: notifications.threadId,
      threadTitle: forumThreads.title,
      replyId: notifications.replyId,
      parentReplyId: reply.parentReplyId,
      count: notifications.count,
      matchId: notifications.matchId,
      productId: notifications.productId,
      detail: notifications.detail,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    // The price kinds have no actor.
    .leftJoin(users, eq(users.id, notifications.actorId))
    // The card battle's name a match, not a thread; the price kinds a product.
    .leftJoin(forumThreads, eq(forumThreads.id, notifications.threadId))
    .leftJoin(reply, eq(reply.id, notifications.replyId))
    .where(and(visible(userId), before === undefined ? undefined : lt(notifications.id, before)))
    .orderBy(desc(notifications.id))
    .limit(limit + 1);
  const page = pageOf(rows, limit);
  const items: NotificationItem[] = page.items.map((row) => ({
    id: row.id,
    kind: row.kind as NotificationKind,
    actor:
      row.actorId === null || row.username === null
        ? null
        : { id: row.actorId, username: row.username, display_name: row.displayName },
    thread_id: row.threadId,
    thread_title: row.threadTitle,
    reply_id: row.replyId,
    // A reply notifies the author of what it answers; anything else concerns the post it names.
    about:
      row.threadId === null
        ? null
        : (row.kind === 'reply' || row.kind === 'reply_mention' ? row.parentReplyId : row.replyId) === null
          ? 'thread'
          : 'reply',
    count: row.count,
    match_id: row.matchId,
    product_id: row.productId,
    detail: (row.detail as NotificationDetail | null) ?? null,
    created_at: row.createdAt.toISOString(),
    read: row.readAt !== null,
  }));
  return {
    notifications: items,
    unread_count: await unreadCount(db, userId),
    has_more: page.has_more,
  };
}

/** Marks these of the member's notifications read (or all of them); answers the unread count left. */
export async function markNotificationsRead(db: AppDatabase, userId: number, ids?: number[]) {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    );
  return unreadCount(db, userId);
}
