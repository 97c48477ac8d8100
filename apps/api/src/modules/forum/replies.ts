import type { ReplyAnswer } from '@app/contracts';
import { type AppDatabase, type Executor, forumReplies, forumThreads } from '@app/db';
import { forbidden, invalid, notFound } from '@app/platform';
import { and, eq, sql } from 'drizzle-orm';
import { mentionedMembers } from './mentions.ts';
import { afterPosting, lockAuthor, repeatedPost } from './posting.ts';
import { selectReplies, THREAD_NOT_FOUND, toReply, visibleTo } from './thread-rows.ts';

// Replies: posting one to a thread or to another reply.

const LOCKED_MESSAGE = '🔒 This thread is locked. No new replies can be posted.';

export interface NewReply {
  threadId: number;
  content: string;
  parentReplyId: number | null;
}

/** Locks the thread the reply goes to, refusing one the author cannot see or that is locked. */
async function lockOpenThread(tx: Executor, authorId: number, threadId: number) {
  const [thread] = await tx
    .select({ id: forumThreads.id, isLocked: forumThreads.isLocked })
    .from(forumThreads)
    .where(and(eq(forumThreads.id, threadId), visibleTo(authorId, forumThreads.userId)))
    .for('update');
  if (!thread) throw notFound(THREAD_NOT_FOUND, 'thread_id');
  if (thread.isLocked) throw forbidden(LOCKED_MESSAGE);
}

/** How deep the new reply sits: 0 under the thread, one more than its parent's, three levels at most. */
async function depthOf(tx: Executor, reply: NewReply) {
  if (reply.parentReplyId === null) return 0;
  const [parent] = await tx
    .select({ depth: forumReplies.depth })
    .from(forumReplies)
    .where(and(eq(forumReplies.id, reply.parentReplyId), eq(forumReplies.threadId, reply.threadId)));
  if (!parent) throw notFound('The reply you answered is gone', 'parent_reply_id');
  if (parent.depth >= 2) throw invalid('Replies nest at most three levels deep', 'parent_reply_id');
  return parent.depth + 1;
}

/** Writes the reply and counts it on the thread (see afterPosting for the rest). */
async function insertReply(tx: Executor, authorId: number, reply: NewReply, depth: number) {
  const [row] = await tx
    .insert(forumReplies)
    .values({ ...reply, userId: authorId, depth })
    .returning({ id: forumReplies.id });
  if (!row) throw new Error('insert returned no row');
  await tx
    .update(forumThreads)
    .set({ replyCount: sql`${forumThreads.replyCount} + 1`, lastActivityAt: sql`now()` })
    .where(eq(forumThreads.id, reply.threadId));
  await afterPosting(tx, authorId, {
    threadId: reply.threadId,
    event: {
      kind: 'reply',
      actorId: authorId,
      threadId: reply.threadId,
      replyId: row.id,
      parentReplyId: reply.parentReplyId,
      content: reply.content,
    },
    reward: { reason: 'forum_reply', reference: `reply:${row.id}` },
  });
  return row.id;
}

/** The reply as its author's thread page draws it, and the thread's reply count now. */
async function postedReply(tx: Executor, authorId: number, threadId: number, id: number) {
  const [row] = await selectReplies(tx, authorId, eq(forumReplies.id, id));
  const [thread] = await tx
    .select({ replyCount: forumThreads.replyCount })
    .from(forumThreads)
    .where(eq(forumThreads.id, threadId));
  if (!row || !thread) throw new Error(`reply ${id} not found after posting`);
  const reply = toReply(row);
  return { reply, reply_count: thread.replyCount, mentions: await mentionedMembers(tx, [reply.content]) };
}

/**
 * Replies to a thread or to a reply (three levels at most) and pays the 3 points, in one transaction;
 * refused on a locked thread. A repeat of the same reply within ten minutes is the same reply. Answers the
 * reply alone, with the thread's reply count, for the page to add without loading the thread again.
 */
export async function createReply(db: AppDatabase, authorId: number, reply: NewReply): Promise<ReplyAnswer> {
  return db.transaction(async (tx) => {
    await lockAuthor(tx, authorId);
    await lockOpenThread(tx, authorId, reply.threadId);
    const depth = await depthOf(tx, reply);
    const repeat = await repeatedPost(tx, forumReplies, authorId, [
      eq(forumReplies.threadId, reply.threadId),
      eq(forumReplies.content, reply.content),
    ]);
    const id = repeat ?? (await insertReply(tx, authorId, reply, depth));
    return postedReply(tx, authorId, reply.threadId, id);
  });
}
