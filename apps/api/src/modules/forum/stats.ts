import { type CategoryStats, timeAgo } from '@app/contracts';
import { type AppDatabase, blocks, type Database, forumReads, forumThreads } from '@app/db';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { visibleTo } from './thread-rows.ts';

// The forum's figures per category: threads in all, today and this week, the last activity, unread marks.

/** The members with a block between them and the viewer, either way: their posts are hidden from the viewer. */
function blockedEitherWay(viewerId: number) {
  return sql`(select ${blocks.blockedId} from ${blocks} where ${blocks.blockerId} = ${viewerId}
    union select ${blocks.blockerId} from ${blocks} where ${blocks.blockedId} = ${viewerId})`;
}

/** Threads in all, today and in 7 days per category, of the threads `where` picks (a viewer's blocked members'). */
function threadCounts(db: AppDatabase, where: SQL) {
  return db
    .select({
      category: forumThreads.category,
      threadCount: sql<number>`count(*)::int`,
      todayCount: sql<number>`(count(*) filter (where ${forumThreads.createdAt} >= date_trunc('day', now())))::int`,
      weekCount: sql<number>`(count(*) filter (where ${forumThreads.createdAt} >= now() - interval '7 days'))::int`,
    })
    .from(forumThreads)
    .where(and(sql`${forumThreads.category} is not null`, where))
    .groupBy(forumThreads.category);
}

/*
 * Everyone's figures per category, in one fixed statement (prepared once per connection): the threads in all
 * (kept by the database, migration 0022), today's and the last 7 days' (two range scans of the category index
 * each: `is_pinned` sits between the category and the creation time in it, so naming both its values reads
 * only the recent entries), and the most recently active thread (the newer of the category's latest pinned
 * and latest other thread, each one step of the activity index) with its author and its latest reply.
 */
const CATEGORY_FIGURES = `
  select kept.category, kept.threads as "threadCount",
    (select count(*) from forum_threads t where t.category = kept.category
       and t.is_pinned = any(array[true, false]) and t.created_at >= date_trunc('day', now()))::int as "todayCount",
    (select count(*) from forum_threads t where t.category = kept.category
       and t.is_pinned = any(array[true, false]) and t.created_at >= now() - interval '7 days')::int as "weekCount",
    latest.created_at as "threadAt", author.username as "threadBy",
    reply.created_at as "replyAt", reply.username as "replyBy"
  from forum_category_threads kept
  left join lateral (
    select * from (
      (select t.id, t.user_id, t.last_activity_at, t.created_at from forum_threads t
       where t.category = kept.category and t.is_pinned = true
       order by t.last_activity_at desc, t.id desc limit 1)
      union all
      (select t.id, t.user_id, t.last_activity_at, t.created_at from forum_threads t
       where t.category = kept.category and t.is_pinned = false
       order by t.last_activity_at desc, t.id desc limit 1)
    ) as candidates
    order by last_activity_at desc, id desc limit 1
  ) as latest on true
  left join users author on author.id = latest.user_id
  left join lateral (
    select r.created_at, u.username from forum_replies r join users u on u.id = r.user_id
    where r.thread_id = latest.id order by r.created_at desc limit 1
  ) as reply on true
  where kept.threads > 0`;

interface CategoryFigures {
  category: string;
  threadCount: number;
  todayCount: number;
  weekCount: number;
  threadAt: Date | string | null;
  threadBy: string | null;
  replyAt: Date | string | null;
  replyBy: string | null;
}

/**
 * Each category's figures as the viewer counts them: everyone's (CATEGORY_FIGURES), less the threads of the few
 * members with a block between them and the viewer (read through those members' own index).
 */
async function categoryFigures(database: Database, viewerId: number | null) {
  const [everyone, hidden] = await Promise.all([
    database.executePrepared(CATEGORY_FIGURES, []).then((rows) => rows as unknown as CategoryFigures[]),
    viewerId === null
      ? []
      : threadCounts(database.db, sql`${forumThreads.userId} in ${blockedEitherWay(viewerId)}`),
  ]);
  return everyone
    .map((row) => {
      const less = hidden.find((other) => other.category === row.category);
      return less
        ? {
            ...row,
            threadCount: row.threadCount - less.threadCount,
            todayCount: row.todayCount - less.todayCount,
            weekCount: row.weekCount - less.weekCount,
          }
        : row;
    })
    .filter((row) => row.threadCount > 0);
}

/**
 * The categories with a thread the viewer has not opened since its last activity: per category, its threads in
 * the activity index's order until the first such one (most categories answer at their first thread). The order
 * and the limit are what make it stop there: a bare EXISTS let the planner read every thread of each category
 * (15 ms on the benchmark's forum against 1 ms). A member who has read every thread reads them all either way.
 */
async function unreadCategories(db: AppDatabase, viewerId: number, categories: string[]) {
  if (categories.length === 0) return new Set<string>();
  const firstUnread = db
    .select({ one: sql`1` })
    .from(forumThreads)
    .leftJoin(forumReads, and(eq(forumReads.threadId, forumThreads.id), eq(forumReads.userId, viewerId)))
    .where(
      and(
        sql`${forumThreads.category} = filed.category`,
        visibleTo(viewerId, forumThreads.userId),
        sql`(${forumReads.readAt} is null or ${forumReads.readAt} < ${forumThreads.lastActivityAt})`,
      ),
    )
    .orderBy(desc(forumThreads.isPinned), desc(forumThreads.lastActivityAt))
    .limit(1);
  const unread = await db
    .select({ category: sql<string>`category` })
    .from(
      sql`unnest(array[${sql.join(
        categories.map((category) => sql`${category}`),
        sql`, `,
      )}]::text[]) as filed(category)`,
    )
    .where(sql`exists (select 1 from (${firstUnread}) as first_unread)`);
  return new Set(unread.map((row) => row.category));
}

/** The category's last activity: its latest thread's creation, or that thread's latest reply if it came later. */
function lastActivity(row: CategoryFigures, now: number): CategoryStats['lastActivity'] {
  const replyLater =
    row.replyAt !== null && row.threadAt !== null && new Date(row.replyAt) > new Date(row.threadAt);
  const at = replyLater ? row.replyAt : row.threadAt;
  const by = replyLater ? row.replyBy : row.threadBy;
  if (at === null || by === null) return null;
  const when = new Date(at).toISOString();
  return { username: by, at: when, timeAgo: timeAgo(when, now) };
}

/**
 * Per category: threads in all, today and in 7 days, the last activity, and whether the viewer has unread threads.
 * Counting every thread of every category on each visit, as the forum home did before the totals were kept, and
 * finding the latest activity with a statement of 32 branches planned on every visit, took most of its time on
 * the benchmark's forum of 50,000 threads (docs/benchmarks.md, bench:forum, 2026-11-27).
 */
export async function forumStats(database: Database, viewerId: number | null) {
  const counts = await categoryFigures(database, viewerId);
  const unread =
    viewerId === null
      ? new Set<string>()
      : await unreadCategories(
          database.db,
          viewerId,
          counts.map((row) => row.category),
        );
  const now = Date.now();
  const categoryStats: Record<string, CategoryStats> = {};
  for (const row of counts) {
    categoryStats[row.category] = {
      threadCount: Number(row.threadCount),
      todayCount: Number(row.todayCount),
      weekCount: Number(row.weekCount),
      hasUnread: unread.has(row.category),
      lastActivity: lastActivity(row, now),
    };
  }
  return { categoryStats };
}
