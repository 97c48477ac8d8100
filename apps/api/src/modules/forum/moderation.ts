import { type AppDatabase, type Executor, forumReplies, forumThreads, users } from '@app/db';
import { forbidden, notFound } from '@app/platform';
import { eq, inArray, sql } from 'drizzle-orm';
import { type AuditEntry, recordAudit } from '../audit/index.ts';
import { reverseAwards } from '../points/index.ts';
import { refreshHot } from './posting.ts';
import { loadThread, REPLY_NOT_FOUND, THREAD_NOT_FOUND } from './thread-rows.ts';

// Who moderates, and what authors and moderators may do to posts: delete them, and file, pin and lock threads.

/** Moderators: admins, and members given the moderator role. */
export async function isModerator(db: Executor, userId: number) {
  const [row] = await db
    .select({ admin: users.isAdmin, moderator: users.isModerator })
    .from(users)
    .where(eq(users.id, userId));
  return Boolean(row && (row.admin || row.moderator));
}

/** Where a member stands for the posting limits: staff are not limited, and a member's first day is stricter. */
export async function posterStanding(db: Executor, userId: number, firstDayMs: number) {
  const [member] = await db
    .select({ createdAt: users.createdAt, isAdmin: users.isAdmin, isModerator: users.isModerator })
    .from(users)
    .where(eq(users.id, userId));
  if (member?.isAdmin || member?.isModerator) return 'staff';
  return !member || Date.now() - member.createdAt.getTime() < firstDayMs ? 'new' : 'member';
}

async function requireAuthorOrModerator(db: Executor, memberId: number, authorId: number) {
  if (memberId !== authorId && !(await isModerator(db, memberId))) {
    throw forbidden('Only the author or a moderator can delete this');
  }
}

/** A moderator's action on someone else's post goes in the audit log, in the action's transaction. */
export async function auditModeration(tx: Executor, memberId: number, entry: AuditEntry) {
  const [actor] = await tx.select({ username: users.username }).from(users).where(eq(users.id, memberId));
  await recordAudit(tx, { id: memberId, username: actor?.username ?? 'unknown' }, entry);
}

/**
 * Takes back, in the deleting transaction, the points the deleted posts paid (a thread's 10, each reply's 3):
 * posting and deleting must not pay.
 */
async function reversePostAwards(tx: Executor, posts: { threadId?: number; replyIds: number[] }) {
  if (posts.threadId !== undefined) {
    await reverseAwards(tx, {
      reason: 'forum_thread',
      references: [`thread:${posts.threadId}`],
      reversal: 'forum_thread_deleted',
    });
  }
  await reverseAwards(tx, {
    reason: 'forum_reply',
    references: posts.replyIds.map((replyId) => `reply:${replyId}`),
    reversal: 'forum_reply_deleted',
  });
}

/** The author or a moderator deletes a thread, with its replies, and the points they paid are taken back. */
export async function deleteThread(db: AppDatabase, memberId: number, id: number) {
  await db.transaction(async (tx) => {
    const [thread] = await tx
      .select({ userId: forumThreads.userId, title: forumThreads.title })
      .from(forumThreads)
      .where(eq(forumThreads.id, id));
    if (!thread) throw notFound(THREAD_NOT_FOUND);
    await requireAuthorOrModerator(tx, memberId, thread.userId);
    const replies = await tx
      .select({ id: forumReplies.id })
      .from(forumReplies)
      .where(eq(forumReplies.threadId, id));
    await tx.delete(forumThreads).where(eq(forumThreads.id, id));
    await reversePostAwards(tx, { threadId: id, replyIds: replies.map((reply) => reply.id) });
    if (memberId !== thread.userId) {
      await auditModeration(tx, memberId, {
        action: 'forum.delete_thread',
        targetType: 'thread',
        targetId: id,
        details: { title: thread.title, author_id: thread.userId },
      });
    }
  });
}

/** A reply and the replies under it: three levels at most, so its children and theirs. */
async function replyWithAnswers(tx: Executor, id: number) {
  const children = await tx
    .select({ id: forumReplies.id })
    .from(forumReplies)
    .where(eq(forumReplies.parentReplyId, id));
  const childIds = children.map((child) => child.id);
  const grandchildren =
    childIds.length === 0
      ? []
      : await tx
          .select({ id: forumReplies.id })
          .from(forumReplies)
          .where(inArray(forumReplies.parentReplyId, childIds));
  return [id, ...childIds, ...grandchildren.map((row) => row.id)];
}

/** The author or a moderator deletes a reply, and the replies under it; the points they paid are taken back. */
export async function deleteReply(db: AppDatabase, memberId: number, id: number) {
  await db.transaction(async (tx) => {
    const [reply] = await tx
      .select({ userId: forumReplies.userId, threadId: forumReplies.threadId })
      .from(forumReplies)
      .where(eq(forumReplies.id, id));
    if (!reply) throw notFound(REPLY_NOT_FOUND);
    await requireAuthorOrModerator(tx, memberId, reply.userId);
    const doomed = await replyWithAnswers(tx, id);
    await tx.delete(forumReplies).where(inArray(forumReplies.id, doomed));
    await reversePostAwards(tx, { replyIds: doomed });
    if (memberId !== reply.userId) {
      await auditModeration(tx, memberId, {
        action: 'forum.delete_reply',
        targetType: 'reply',
        targetId: id,
        details: { thread_id: reply.threadId, author_id: reply.userId, deleted: doomed.length },
      });
    }
    await tx
      .update(forumThreads)
      .set({ replyCount: sql`greatest(${forumThreads.replyCount} - ${doomed.length}, 0)` })
      .where(eq(forumThreads.id, reply.threadId));
    await refreshHot(tx, reply.threadId);
  });
}

type ThreadChange = Partial<
  Pick<typeof forumThreads.$inferInsert, 'category' | 'section' | 'postType' | 'isPinned' | 'isLocked'>
>;

/** Moderators file a thread (category, section, post type) and pin or lock it. */
export async function updateThread(db: AppDatabase, memberId: number, id: number, change: ThreadChange) {
  if (!(await isModerator(db, memberId))) throw forbidden('Moderators only');
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(forumThreads)
      .set(change)
      .where(eq(forumThreads.id, id))
      .returning({ id: forumThreads.id });
    if (updated.length === 0) throw notFound(THREAD_NOT_FOUND);
    await auditModeration(tx, memberId, {
      action: 'forum.update_thread',
      targetType: 'thread',
      targetId: id,
      details: change,
    });
  });
  return loadThread(db, memberId, id);
}
