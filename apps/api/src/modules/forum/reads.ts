import { type AppDatabase, type Executor, forumReads, forumThreads, forumViews } from '@app/db';
import { eq, sql } from 'drizzle-orm';

// What members have read (the unread marks) and how often threads are viewed.

/** The member has read the thread up to now (their own posts are read as they write them). */
export const readUpToNow = (db: Executor, memberId: number, threadId: number) =>
  db
    .insert(forumReads)
    .values({ userId: memberId, threadId })
    .onConflictDoUpdate({ target: [forumReads.userId, forumReads.threadId], set: { readAt: sql`now()` } });

const isForeignKeyViolation = (error: unknown) =>
  (error as { code?: string }).code === '23503' ||
  (error as { cause?: { code?: string } }).cause?.code === '23503';

export async function markRead(db: AppDatabase, memberId: number, threadId: number) {
  await readUpToNow(db, memberId, threadId).catch((error: unknown) => {
    // A thread deleted meanwhile: nothing to mark.
    if (isForeignKeyViolation(error)) return;
    throw error;
  });
}

/** Counts a view once per viewer (a member, or a visitor's hashed address) per hour. */
export async function countView(db: AppDatabase, threadId: number, viewer: string) {
  await db.transaction(async (tx) => {
    const counted = await tx
      .insert(forumViews)
      .select(
        tx
          .select({
            threadId: forumThreads.id,
            viewer: sql<string>`${viewer}`.as('viewer'),
            hour: sql<Date>`date_trunc('hour', now())`.as('hour'),
          })
          .from(forumThreads)
          .where(eq(forumThreads.id, threadId)),
      )
      .onConflictDoNothing()
      .returning({ threadId: forumViews.threadId });
    if (counted.length > 0) {
      await tx
        .update(forumThreads)
        .set({ viewCount: sql`${forumThreads.viewCount} + 1` })
        .where(eq(forumThreads.id, threadId));
    }
  });
}
