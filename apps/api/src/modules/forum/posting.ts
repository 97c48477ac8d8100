import { pointsFor } from '@app/contracts';
import { type Executor, type forumReplies, forumThreads, users } from '@app/db';
import { and, eq, gt, type SQL, sql } from 'drizzle-orm';
import { notifyForumEvent } from '../notifications/index.ts';
import { awardPoints } from '../points/index.ts';
import { readUpToNow } from './reads.ts';

// What every write of a post shares.

/** A repeat of the same post by the same member within this window is the same post (double submits, retries). */
const SAME_POST_WINDOW = sql`interval '10 minutes'`;

/** The author's post within SAME_POST_WINDOW that `same` says is this one again, if there is one. */
export async function repeatedPost(
  tx: Executor,
  table: typeof forumThreads | typeof forumReplies,
  authorId: number,
  same: SQL[],
) {
  const [repeat] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.userId, authorId), ...same, gt(table.createdAt, sql`now() - ${SAME_POST_WINDOW}`)));
  return repeat?.id;
}

/**
 * Hot ranking (Reddit's formula, as Lemmy keeps it too): the log of the post's weight (hype, and replies
 * counted double) plus its age in units of 12.5 hours, so a post ten times as hyped stays level with one
 * 12.5 hours younger. Written whenever a count changes, so listings read an index.
 */
const HOT_SCORE = sql`log(greatest(${forumThreads.hypeCount} + 2 * ${forumThreads.replyCount}, 1)) + extract(epoch from ${forumThreads.createdAt}) / 45000`;

export async function refreshHot(tx: Executor, threadId: number) {
  await tx.update(forumThreads).set({ hotScore: HOT_SCORE }).where(eq(forumThreads.id, threadId));
}

/**
 * Takes the author's row lock for the rest of the transaction: a member's posts are written one at a time, so
 * a repeat submitted at once finds the first one (SAME_POST_WINDOW) instead of racing it.
 */
export async function lockAuthor(tx: Executor, authorId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, authorId)).for('update');
}

/** A new post, once written: the thread it is in, what to tell whom, and the points it pays (once, by reference). */
interface NewPost {
  threadId: number;
  event: Parameters<typeof notifyForumEvent>[1];
  reward: { reason: 'forum_thread' | 'forum_reply'; reference: string };
}

/**
 * What every new post does, in its transaction: ranks its thread again, counts as read by its author (their own
 * posts are read as they write them), tells who should hear of it, and pays its author.
 */
export async function afterPosting(tx: Executor, authorId: number, { threadId, event, reward }: NewPost) {
  await refreshHot(tx, threadId);
  await readUpToNow(tx, authorId, threadId);
  await notifyForumEvent(tx, event);
  await awardPoints(tx, { userId: authorId, amount: pointsFor(reward.reason), ...reward });
}
