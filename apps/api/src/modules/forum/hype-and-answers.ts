import { OWN_POST_HYPE } from '@app/contracts';
import { type AppDatabase, forumHypes, forumReplies, forumThreads } from '@app/db';
import { conflict, forbidden, invalid, notFound } from '@app/platform';
import { and, eq, sql } from 'drizzle-orm';
import { notifyForumEvent } from '../notifications/index.ts';
import { refreshHot } from './posting.ts';
import { REPLY_NOT_FOUND, THREAD_NOT_FOUND } from './thread-rows.ts';

// What members give posts: hype, and the accepted answer of a question.

/** Hypes a thread or a reply, or takes the hype back (a toggle); answers the new state and count. */
export async function toggleHype(
  db: AppDatabase,
  memberId: number,
  target: { kind: 'thread' | 'reply'; id: number },
) {
  return db.transaction(async (tx) => {
    const table = target.kind === 'thread' ? forumThreads : forumReplies;
    const [post] = await tx
      .select({
        id: table.id,
        userId: table.userId,
        threadId: sql<number>`${target.kind === 'thread' ? forumThreads.id : forumReplies.threadId}`,
      })
      .from(table)
      .where(eq(table.id, target.id))
      .for('update');
    if (!post) throw notFound(target.kind === 'thread' ? THREAD_NOT_FOUND : REPLY_NOT_FOUND);
    // Hype says others liked a post; one's own would only inflate its ranking.
    if (post.userId === memberId) throw forbidden(OWN_POST_HYPE);
    const key = `${target.kind}:${target.id}`;
    const removed = await tx
      .delete(forumHypes)
      .where(and(eq(forumHypes.userId, memberId), eq(forumHypes.target, key)))
      .returning({ target: forumHypes.target });
    const hyped = removed.length === 0;
    if (hyped) await tx.insert(forumHypes).values({ userId: memberId, target: key });
    const [updated] = await tx
      .update(table)
      .set({ hypeCount: sql`greatest(${table.hypeCount} + ${hyped ? 1 : -1}, 0)` })
      .where(eq(table.id, target.id))
      .returning({ hypeCount: table.hypeCount });
    if (target.kind === 'thread') await refreshHot(tx, target.id);
    const hypeCount = updated?.hypeCount ?? 0;
    if (hyped) {
      await notifyForumEvent(tx, {
        kind: 'hype',
        actorId: memberId,
        threadId: post.threadId,
        replyId: target.kind === 'reply' ? target.id : null,
        hypeCount,
      });
    }
    return { hyped, hype_count: hypeCount };
  });
}

/** The thread's author accepts a reply on a question thread: one accepted answer, and the thread is resolved. */
export async function acceptAnswer(db: AppDatabase, memberId: number, replyId: number) {
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ threadId: forumThreads.id, authorId: forumThreads.userId, postType: forumThreads.postType })
      .from(forumReplies)
      .innerJoin(forumThreads, eq(forumThreads.id, forumReplies.threadId))
      .where(eq(forumReplies.id, replyId))
      .for('update', { of: forumThreads });
    if (!found) throw notFound(REPLY_NOT_FOUND);
    if (found.authorId !== memberId) throw forbidden('Only the thread author can accept an answer');
    if (found.postType !== 'question') throw invalid('Only question threads have an accepted answer');
    const [accepted] = await tx
      .select({ id: forumReplies.id })
      .from(forumReplies)
      .where(and(eq(forumReplies.threadId, found.threadId), eq(forumReplies.isAcceptedAnswer, true)));
    if (accepted) throw conflict('This thread already has an accepted answer');
    await tx.update(forumReplies).set({ isAcceptedAnswer: true }).where(eq(forumReplies.id, replyId));
    await tx.update(forumThreads).set({ isResolved: true }).where(eq(forumThreads.id, found.threadId));
    await notifyForumEvent(tx, { kind: 'accepted', actorId: memberId, threadId: found.threadId, replyId });
  });
}
