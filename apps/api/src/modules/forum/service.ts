import {
  type ForumReply,
  type ForumThread,
  type PostType,
  pointsFor,
  sectionOfCategory,
  type ThreadListAnswer,
  timeAgo,
} from '@app/contracts';
import {
  type AppDatabase,
  blocks,
  type Database,
  type Executor,
  forumHypes,
  forumReads,
  forumReplies,
  forumThreads,
  forumViews,
  users,
} from '@app/db';
import { conflict, forbidden, invalid, notFound } from '@app/platform';
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  isNull,
  lte,
  max,
  not,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import { type AuditEntry, recordAudit } from '../audit/index.ts';
import { notifyForumEvent } from '../notifications/index.ts';
import { awardPoints } from '../points/index.ts';
import { suggestFiling } from './suggest.ts';

export const THREAD_NOT_FOUND = 'Thread not found.';
/** How many of a search's matches, in the listing's order, are ranked by relevance and shown. */
export const SEARCH_CANDIDATES = 100;
/** How far a search walks the listing in order before it asks the full-text index instead (see searchCandidates). */
const SEARCH_WALK_ROWS = 5000;
/** The forum admin tools list unfiled threads 100 at a time (product spec 2 §2). */
export const FILING_PAGE_SIZE = 100;
export const LOCKED_MESSAGE = '🔒 This thread is locked. No new replies can be posted.';
/** A repeat of the same post by the same member within this window is the same post (double submits, retries). */
const SAME_POST_WINDOW = sql`interval '10 minutes'`;

/**
 * Hot ranking (Reddit's formula, as Lemmy keeps it too): the log of the post's weight (hype, and replies
 * counted double) plus its age in units of 12.5 hours, so a post ten times as hyped stays level with one
 * 12.5 hours younger. Written whenever a count changes, so listings read an index.
 */
const HOT_SCORE = sql`log(greatest(${forumThreads.hypeCount} + 2 * ${forumThreads.replyCount}, 1)) + extract(epoch from ${forumThreads.createdAt}) / 45000`;

async function refreshHot(tx: Executor, threadId: number) {
  await tx.update(forumThreads).set({ hotScore: HOT_SCORE }).where(eq(forumThreads.id, threadId));
}

/** Moderators: admins, and members given the moderator role. */
export async function isModerator(db: Executor, userId: number) {
  const [row] = await db
    .select({ admin: users.isAdmin, moderator: users.isModerator })
    .from(users)
    .where(eq(users.id, userId));
  return Boolean(row && (row.admin || row.moderator));
}

/** The member reading (null for a visitor), or a placeholder for them in a statement prepared once (listThreads). */
type Viewer = number | Placeholder | null;

/** Rows whose author and the viewer have no block between them (product spec 2: a block hides posts). */
function visibleTo(viewerId: Viewer, authorColumn: typeof forumThreads.userId | typeof forumReplies.userId) {
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

/** A thread's columns without its search vector (large, and only ever read by PostgreSQL). */
const { search: _searchVector, ...threadColumns } = getTableColumns(forumThreads);

function threadSelection(viewerId: Viewer) {
  const readAt =
    viewerId === null
      ? sql`null`
      : sql`(select ${forumReads.readAt} from ${forumReads} where ${forumReads.userId} = ${viewerId} and ${forumReads.threadId} = ${forumThreads.id})`;
  return {
    thread: threadColumns,
    username: users.username,
    displayName: users.displayName,
    avatarUrl: users.avatarUrl,
    authorIsModerator: sql<boolean>`(${users.isAdmin} or ${users.isModerator})`,
    hyped: hypedBy(viewerId, sql`'thread:' || ${forumThreads.id}`),
    readAt: sql<string | null>`${readAt}`,
  };
}

type ThreadRow = {
  thread: Omit<typeof forumThreads.$inferSelect, 'search'>;
  username: string;
  displayName: string | null;
  avatarUrl: string | null;
  authorIsModerator: boolean;
  hyped: boolean;
  readAt: string | Date | null;
};

function toThread(row: ThreadRow, viewerId: number | null): ForumThread {
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
    user_id: thread.userId,
    username: row.username,
    display_name: row.displayName,
    avatar_url: row.avatarUrl,
    is_moderator: Boolean(row.authorIsModerator),
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

export interface ThreadQuery {
  page: number;
  limit: number;
  sort: 'hot' | 'new' | 'top' | 'active';
  timeRange: '24h' | '7d' | '30d' | 'all';
  category?: string | undefined;
  section?: string | undefined;
  flairs?: string[] | undefined;
  search?: string | undefined;
  as_of?: number | undefined;
  /** The admin tools' list: threads no moderator has filed yet. */
  uncategorised?: boolean | undefined;
}

const RANGE_HOURS = { '24h': 24, '7d': 24 * 7, '30d': 24 * 30, all: null } as const;

/**
 * The ids of a search's SEARCH_CANDIDATES first matches in the listing's own order, which listThreads then ranks
 * by relevance, as a table `candidates(id, from_walk)`. Two ways to find them, each fast where the other is slow:
 * - walk the listing's index in order over its first SEARCH_WALK_ROWS threads, testing each: a term in 2 % of
 *   threads or more fills the candidates there, and an index walk stops early; but a rare term (or one the
 *   planner thinks common: two common words that never meet) would walk the whole forum;
 * - take every match from the full-text (GIN) index and sort them: few, because the term is rare.
 *   Ordering by `is_pinned::int` keeps the planner off the listing's index for this branch.
 * Both give the same first matches: the walk reads the same order and only stops early. `walkFirst` walks, and
 * asks the index only when the walk found too few (`from_walk` says which answered); otherwise the index alone
 * answers, for a search whose walk last came up short (listThreads remembers which).
 */
function searchCandidates(
  filters: SQL | undefined,
  listingOrder: SQL[],
  order: SQL[],
  search: SQL,
  walkFirst: boolean,
) {
  const where = filters ? sql`where ${filters}` : sql``;
  const alsoFilters = filters ? sql`and ${filters}` : sql``;
  const walkOrder = sql.join(listingOrder, sql`, `);
  const ginOrder = sql.join(
    [sql`${forumThreads.isPinned}::int desc`, ...order, desc(forumThreads.id)],
    sql`, `,
  );
  const fromIndex = (condition: SQL) => sql`(select ${forumThreads.id}, false from ${forumThreads}
      where ${forumThreads.search} @@ ${search} ${alsoFilters} ${condition}
      order by ${ginOrder} limit ${SEARCH_CANDIDATES})`;
  if (!walkFirst) return sql`(${fromIndex(sql``)}) as candidates(id, from_walk)`;
  return sql`(with walk as (
      select hottest.id from (
        select ${forumThreads.id}, ${forumThreads.search} from ${forumThreads} ${where}
        order by ${walkOrder} limit ${SEARCH_WALK_ROWS}
      ) as hottest
      where hottest.search @@ ${search} limit ${SEARCH_CANDIDATES}
    )
    select id, true from walk where (select count(*) from walk) = ${SEARCH_CANDIDATES}
    union all
    ${fromIndex(sql`and (select count(*) from walk) < ${SEARCH_CANDIDATES}`)}) as candidates(id, from_walk)`;
}

/** What decides the text of a thread listing's statement; the values go in as parameters. */
type ThreadListShape = Pick<ThreadQuery, 'sort' | 'timeRange'> & {
  [filter in 'viewer' | 'asOf' | 'category' | 'section' | 'uncategorised' | 'flairs']: boolean;
} & { search: 'none' | 'walk first' | 'index' };

const threadListParameters = {
  viewer: sql.placeholder('viewer'),
  asOf: sql.placeholder('asOf'),
  category: sql.placeholder('category'),
  section: sql.placeholder('section'),
  hours: sql.placeholder('hours'),
  flairs: sql.placeholder('flairs'),
  search: sql.placeholder('search'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
};

/**
 * A thread listing's statement for one shape (which filters, which order), built once and prepared: listings
 * are the forum's busiest reads, and building this statement (about 40 fragments) and planning it cost about
 * as much as running it. The search's tsquery is an uncorrelated subquery, so a generic plan parses it once
 * per execution rather than once per row.
 */
function threadListStatement(db: AppDatabase, shape: ThreadListShape) {
  const $ = threadListParameters;
  const viewer = shape.viewer ? $.viewer : null;
  const search = sql`(select websearch_to_tsquery('english', ${$.search}::text))`;
  const filters = and(
    shape.asOf ? lte(forumThreads.id, $.asOf) : undefined,
    shape.category ? eq(forumThreads.category, $.category) : undefined,
    shape.section ? eq(forumThreads.section, $.section) : undefined,
    shape.uncategorised ? isNull(forumThreads.category) : undefined,
    shape.timeRange === 'all'
      ? undefined
      : gte(forumThreads.createdAt, sql`now() - make_interval(hours => ${$.hours}::int)`),
    shape.flairs ? sql`${forumThreads.flairs} @> ${$.flairs}::jsonb` : undefined,
    visibleTo(viewer, forumThreads.userId),
  );
  const order = {
    hot: [desc(forumThreads.hotScore)],
    new: [desc(forumThreads.createdAt)],
    top: [desc(forumThreads.hypeCount), desc(forumThreads.replyCount)],
    active: [desc(forumThreads.lastActivityAt)],
  }[shape.sort];
  const listingOrder = [desc(forumThreads.isPinned), ...order, desc(forumThreads.id)];
  const selection = {
    ...threadSelection(viewer),
    // The first page reads the newest thread id in the same statement (the same snapshot as its rows): the
    // `as_of` later pages pass back.
    newest: sql<number | null>`(select max(id) from ${forumThreads})`,
  };
  const searching = shape.search !== 'none';
  const listing = db
    .select({ ...selection, fromWalk: searching ? sql<boolean>`candidates.from_walk` : sql<boolean>`false` })
    .from(forumThreads)
    .innerJoin(users, eq(users.id, forumThreads.userId))
    .$dynamic();
  // A search lists its candidates (which the filters chose), ranked by relevance before the listing's order.
  const page = searching
    ? listing
        .innerJoin(
          searchCandidates(filters, listingOrder, order, search, shape.search === 'walk first'),
          sql`candidates.id = ${forumThreads.id}`,
        )
        .orderBy(
          desc(forumThreads.isPinned),
          desc(sql`ts_rank(${forumThreads.search}, ${search})`),
          ...listingOrder.slice(1),
        )
    : listing.where(filters).orderBy(...listingOrder);
  return page.limit($.limit).offset($.offset).prepare('thread_list');
}

/**
 * Per database: the listing statements prepared so far, by shape (a few dozen at most), and the searches whose
 * walk last came up short, so the index alone answers them (by the search and the filters that decide how many
 * threads match, at most SEARCH_MEMORY, each for SEARCH_MEMORY_MS). Only speed depends on the latter: both ways
 * find the same threads, and a search that became common is walked again once it is forgotten.
 */
interface ThreadListing {
  statements: Map<string, ReturnType<typeof threadListStatement>>;
  indexOnlySearches: Map<string, number>;
}
const threadListing = new WeakMap<AppDatabase, ThreadListing>();
const SEARCH_MEMORY = 1000;
const SEARCH_MEMORY_MS = 10 * 60 * 1000;

/**
 * A page of threads, pinned first. The first page pins the listing to the newest thread then (`as_of`);
 * later pages passing it back see the same set, so threads created meanwhile neither repeat nor push
 * others onto a later page.
 */
export async function listThreads(
  db: AppDatabase,
  viewerId: number | null,
  query: ThreadQuery,
): Promise<ThreadListAnswer> {
  const listing: ThreadListing = threadListing.get(db) ?? {
    statements: new Map(),
    indexOnlySearches: new Map(),
  };
  threadListing.set(db, listing);
  const { statements, indexOnlySearches } = listing;
  const searchKey = query.search
    ? JSON.stringify([query.search, query.sort, query.timeRange, query.category, query.section, query.flairs])
    : '';
  const rememberedUntil = indexOnlySearches.get(searchKey) ?? 0;
  const shape: ThreadListShape = {
    sort: query.sort,
    timeRange: query.timeRange,
    viewer: viewerId !== null,
    asOf: query.as_of !== undefined,
    category: Boolean(query.category),
    section: Boolean(query.section),
    uncategorised: Boolean(query.uncategorised),
    flairs: Boolean(query.flairs?.length),
    search: !query.search ? 'none' : rememberedUntil > Date.now() ? 'index' : 'walk first',
  };
  const key = JSON.stringify(shape);
  const statement = statements.get(key) ?? threadListStatement(db, shape);
  statements.set(key, statement);
  const rows = await statement.execute({
    viewer: viewerId,
    asOf: query.as_of,
    category: query.category,
    section: query.section,
    hours: RANGE_HOURS[query.timeRange],
    // Containing all of them: the threads carry every flair asked for.
    flairs: JSON.stringify(query.flairs ?? []),
    search: query.search,
    limit: query.limit + 1,
    offset: (query.page - 1) * query.limit,
  });
  // A first page with no row from the walk: the walk came up short (or nothing matched at all).
  if (shape.search === 'walk first' && query.page === 1 && !rows.some((row) => row.fromWalk)) {
    indexOnlySearches.delete(searchKey);
    indexOnlySearches.set(searchKey, Date.now() + SEARCH_MEMORY_MS);
    // A Map keeps insertion order: the first key is the oldest.
    if (indexOnlySearches.size > SEARCH_MEMORY)
      indexOnlySearches.delete(indexOnlySearches.keys().next().value ?? '');
  }
  const asOf =
    query.as_of ??
    rows[0]?.newest ??
    (await db.select({ newest: max(forumThreads.id) }).from(forumThreads))[0]?.newest ??
    0;
  return {
    threads: rows.slice(0, query.limit).map((row) => toThread(row, viewerId)),
    pagination: {
      page: query.page,
      limit: query.limit,
      hasNext: rows.length > query.limit,
      as_of: Number(asOf),
    },
  };
}

/** The hottest threads of the last week, pinned or not. */
export async function trendingThreads(db: AppDatabase, viewerId: number | null, limit: number) {
  // The first page reads the newest thread id in the same statement (the same snapshot as its rows): the
  // `as_of` later pages pass back.
  const rows = await db
    .select(threadSelection(viewerId))
    .from(forumThreads)
    .innerJoin(users, eq(users.id, forumThreads.userId))
    .where(
      and(
        gte(forumThreads.createdAt, sql`now() - interval '7 days'`),
        visibleTo(viewerId, forumThreads.userId),
      ),
    )
    .orderBy(desc(forumThreads.hotScore), desc(forumThreads.id))
    .limit(limit);
  return rows.map((row) => toThread(row, viewerId));
}

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
 * Per category: threads in all, today and in 7 days, the last activity, and whether the viewer has unread threads.
 * Everyone's figures are one statement (CATEGORY_FIGURES); a member's counts leave out the threads of the few
 * members with a block between them and the viewer (read through those members' own index). Counting every
 * thread of every category on each visit, as the forum home did before the totals were kept, and finding the
 * latest activity with a statement of 32 branches planned on every visit, took most of its time on the
 * benchmark's forum of 50,000 threads (docs/benchmarks.md, bench:forum, 2026-11-27).
 */
export async function forumStats(database: Database, viewerId: number | null) {
  const { db } = database;
  const [everyone, hidden] = await Promise.all([
    database.executePrepared(CATEGORY_FIGURES, []).then((rows) => rows as unknown as CategoryFigures[]),
    viewerId === null ? [] : threadCounts(db, sql`${forumThreads.userId} in ${blockedEitherWay(viewerId)}`),
  ]);
  const counts = everyone
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
  // Categories with a thread the viewer has not opened since its last activity: per category, its threads in the
  // activity index's order until the first such one (most categories answer at their first thread). The order
  // and the limit are what make it stop there: a bare EXISTS let the planner read every thread of each category
  // (15 ms on the benchmark's forum against 1 ms). A member who has read every thread reads them all either way.
  const unread =
    viewerId === null || counts.length === 0
      ? []
      : await db
          .select({ category: sql<string>`category` })
          .from(
            sql`unnest(array[${sql.join(
              counts.map((row) => sql`${row.category}`),
              sql`, `,
            )}]::text[]) as filed(category)`,
          )
          .where(
            sql`exists (select 1 from (${db
              .select({ one: sql`1` })
              .from(forumThreads)
              .leftJoin(
                forumReads,
                and(eq(forumReads.threadId, forumThreads.id), eq(forumReads.userId, viewerId)),
              )
              .where(
                and(
                  sql`${forumThreads.category} = filed.category`,
                  visibleTo(viewerId, forumThreads.userId),
                  sql`(${forumReads.readAt} is null or ${forumReads.readAt} < ${forumThreads.lastActivityAt})`,
                ),
              )
              .orderBy(desc(forumThreads.isPinned), desc(forumThreads.lastActivityAt))
              .limit(1)}) as first_unread)`,
          );
  const unreadCategories = new Set(unread.map((row) => row.category));
  const now = Date.now();
  const categoryStats: Record<string, ForumStats> = {};
  for (const row of counts) {
    // The thread's own creation, or its latest reply if that came later (a reply moves the thread's activity).
    const replyLater =
      row.replyAt !== null && row.threadAt !== null && new Date(row.replyAt) > new Date(row.threadAt);
    const at = replyLater ? row.replyAt : row.threadAt;
    const by = replyLater ? row.replyBy : row.threadBy;
    const when = at === null ? null : new Date(at).toISOString();
    categoryStats[row.category] = {
      threadCount: Number(row.threadCount),
      todayCount: Number(row.todayCount),
      weekCount: Number(row.weekCount),
      hasUnread: unreadCategories.has(row.category),
      lastActivity:
        when !== null && by !== null ? { username: by, at: when, timeAgo: timeAgo(when, now) } : null,
    };
  }
  return { categoryStats };
}

interface ForumStats {
  threadCount: number;
  todayCount: number;
  weekCount: number;
  hasUnread: boolean;
  lastActivity: { username: string; at: string; timeAgo: string } | null;
}

async function loadThread(db: Executor, viewerId: number | null, id: number) {
  const [row] = await db
    .select(threadSelection(viewerId))
    .from(forumThreads)
    .innerJoin(users, eq(users.id, forumThreads.userId))
    .where(and(eq(forumThreads.id, id), visibleTo(viewerId, forumThreads.userId)));
  if (!row) throw notFound(THREAD_NOT_FOUND);
  return toThread(row, viewerId);
}

/** A thread and its replies, oldest first; posts by members with a block between them and the viewer are left out. */
export async function getThread(db: AppDatabase, viewerId: number | null, id: number) {
  const thread = await loadThread(db, viewerId, id);
  const rows = await db
    .select({
      reply: forumReplies,
      username: users.username,
      displayName: users.displayName,
      avatarUrl: users.avatarUrl,
      authorIsModerator: sql<boolean>`(${users.isAdmin} or ${users.isModerator})`,
      hyped: hypedBy(viewerId, sql`'reply:' || ${forumReplies.id}`),
    })
    .from(forumReplies)
    .innerJoin(users, eq(users.id, forumReplies.userId))
    .where(and(eq(forumReplies.threadId, id), visibleTo(viewerId, forumReplies.userId)))
    .orderBy(asc(forumReplies.createdAt), asc(forumReplies.id));
  const replies: ForumReply[] = rows.map((row) => ({
    id: row.reply.id,
    thread_id: row.reply.threadId,
    content: row.reply.content,
    parent_reply_id: row.reply.parentReplyId,
    depth: row.reply.depth,
    user_id: row.reply.userId,
    username: row.username,
    display_name: row.displayName,
    avatar_url: row.avatarUrl,
    is_moderator: Boolean(row.authorIsModerator),
    hype_count: row.reply.hypeCount,
    hyped: Boolean(row.hyped),
    is_accepted_answer: row.reply.isAcceptedAnswer,
    created_at: row.reply.createdAt.toISOString(),
  }));
  return { thread, replies, can_moderate: viewerId !== null && (await isModerator(db, viewerId)) };
}

export interface NewThread {
  title: string;
  content: string;
  category: string;
  section: string;
  postType: PostType;
  flairs: string[];
  imageUrl: string | null;
  productId: string | null;
  productData: Record<string, unknown> | null;
}

/**
 * Posts a thread and pays the 10 points for it in one transaction. The same title and content from the
 * same member within ten minutes is the same post (a double submit): its thread comes back, nothing more
 * is paid.
 */
export async function createThread(db: AppDatabase, authorId: number, post: NewThread) {
  const id = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, authorId)).for('update');
    const [same] = await tx
      .select({ id: forumThreads.id })
      .from(forumThreads)
      .where(
        and(
          eq(forumThreads.userId, authorId),
          eq(forumThreads.title, post.title),
          eq(forumThreads.content, post.content),
          gt(forumThreads.createdAt, sql`now() - ${SAME_POST_WINDOW}`),
        ),
      );
    if (same) return same.id;
    const [row] = await tx
      .insert(forumThreads)
      .values({ userId: authorId, ...post })
      .returning({ id: forumThreads.id });
    if (!row) throw new Error('insert returned no row');
    await refreshHot(tx, row.id);
    await readUpToNow(tx, authorId, row.id);
    await notifyForumEvent(tx, {
      kind: 'thread',
      actorId: authorId,
      threadId: row.id,
      content: post.content,
    });
    await awardPoints(tx, {
      userId: authorId,
      amount: pointsFor('forum_thread'),
      reason: 'forum_thread',
      reference: `thread:${row.id}`,
    });
    return row.id;
  });
  return loadThread(db, authorId, id);
}

/**
 * Replies to a thread or to a reply (three levels at most) and pays the 3 points, in one transaction;
 * refused on a locked thread. A repeat of the same reply within ten minutes is the same reply.
 */
export async function createReply(
  db: AppDatabase,
  authorId: number,
  reply: { threadId: number; content: string; parentReplyId: number | null },
) {
  const id = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, authorId)).for('update');
    const [thread] = await tx
      .select({ id: forumThreads.id, isLocked: forumThreads.isLocked })
      .from(forumThreads)
      .where(and(eq(forumThreads.id, reply.threadId), visibleTo(authorId, forumThreads.userId)))
      .for('update');
    if (!thread) throw notFound(THREAD_NOT_FOUND, 'thread_id');
    if (thread.isLocked) throw forbidden(LOCKED_MESSAGE);
    let depth = 0;
    if (reply.parentReplyId !== null) {
      const [parent] = await tx
        .select({ depth: forumReplies.depth })
        .from(forumReplies)
        .where(and(eq(forumReplies.id, reply.parentReplyId), eq(forumReplies.threadId, reply.threadId)));
      if (!parent) throw notFound('The reply you answered is gone', 'parent_reply_id');
      if (parent.depth >= 2) throw invalid('Replies nest at most three levels deep', 'parent_reply_id');
      depth = parent.depth + 1;
    }
    const [same] = await tx
      .select({ id: forumReplies.id })
      .from(forumReplies)
      .where(
        and(
          eq(forumReplies.userId, authorId),
          eq(forumReplies.threadId, reply.threadId),
          eq(forumReplies.content, reply.content),
          gt(forumReplies.createdAt, sql`now() - ${SAME_POST_WINDOW}`),
        ),
      );
    if (same) return same.id;
    const [row] = await tx
      .insert(forumReplies)
      .values({
        threadId: reply.threadId,
        userId: authorId,
        content: reply.content,
        parentReplyId: reply.parentReplyId,
        depth,
      })
      .returning({ id: forumReplies.id });
    if (!row) throw new Error('insert returned no row');
    await tx
      .update(forumThreads)
      .set({ replyCount: sql`${forumThreads.replyCount} + 1`, lastActivityAt: sql`now()` })
      .where(eq(forumThreads.id, reply.threadId));
    await refreshHot(tx, reply.threadId);
    await readUpToNow(tx, authorId, reply.threadId);
    await notifyForumEvent(tx, {
      kind: 'reply',
      actorId: authorId,
      threadId: reply.threadId,
      replyId: row.id,
      parentReplyId: reply.parentReplyId,
      content: reply.content,
    });
    await awardPoints(tx, {
      userId: authorId,
      amount: pointsFor('forum_reply'),
      reason: 'forum_reply',
      reference: `reply:${row.id}`,
    });
    return row.id;
  });
  const { replies } = await getThread(db, authorId, reply.threadId);
  const created = replies.find((entry) => entry.id === id);
  if (!created) throw new Error(`reply ${id} not found after posting`);
  return created;
}

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
    if (!post) throw notFound(target.kind === 'thread' ? THREAD_NOT_FOUND : 'Reply not found.');
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
    if (!found) throw notFound('Reply not found.');
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

async function requireAuthorOrModerator(db: Executor, memberId: number, authorId: number) {
  if (memberId !== authorId && !(await isModerator(db, memberId))) {
    throw forbidden('Only the author or a moderator can delete this');
  }
}

/** A moderator's action on someone else's post goes in the audit log, in the action's transaction. */
async function auditModeration(tx: Executor, memberId: number, entry: AuditEntry) {
  const [actor] = await tx.select({ username: users.username }).from(users).where(eq(users.id, memberId));
  await recordAudit(tx, { id: memberId, username: actor?.username ?? 'unknown' }, entry);
}

/** The author or a moderator deletes a thread, with its replies. Points paid for it stay paid (once). */
export async function deleteThread(db: AppDatabase, memberId: number, id: number) {
  await db.transaction(async (tx) => {
    const [thread] = await tx
      .select({ userId: forumThreads.userId, title: forumThreads.title })
      .from(forumThreads)
      .where(eq(forumThreads.id, id));
    if (!thread) throw notFound(THREAD_NOT_FOUND);
    await requireAuthorOrModerator(tx, memberId, thread.userId);
    await tx.delete(forumThreads).where(eq(forumThreads.id, id));
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

/** The author or a moderator deletes a reply, and the replies under it. */
export async function deleteReply(db: AppDatabase, memberId: number, id: number) {
  await db.transaction(async (tx) => {
    const [reply] = await tx
      .select({ userId: forumReplies.userId, threadId: forumReplies.threadId })
      .from(forumReplies)
      .where(eq(forumReplies.id, id));
    if (!reply) throw notFound('Reply not found.');
    await requireAuthorOrModerator(tx, memberId, reply.userId);
    // Three levels at most: the reply, its children and theirs.
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
    const doomed = [id, ...childIds, ...grandchildren.map((row) => row.id)];
    await tx.delete(forumReplies).where(inArray(forumReplies.id, doomed));
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

/** Moderators file a thread (category, section, post type) and pin or lock it. */
export async function updateThread(
  db: AppDatabase,
  memberId: number,
  id: number,
  change: Partial<
    Pick<typeof forumThreads.$inferInsert, 'category' | 'section' | 'postType' | 'isPinned' | 'isLocked'>
  >,
) {
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

/** The forum admin tools' list: threads no moderator has filed, newest first, each with where it probably belongs. */
export async function filingSuggestions(db: AppDatabase, page: number) {
  // Read as nobody in particular: a moderator's own blocks must not hide threads from the tools.
  const listed = await listThreads(db, null, {
    page,
    limit: FILING_PAGE_SIZE,
    sort: 'new',
    timeRange: 'all',
    uncategorised: true,
  });
  return {
    threads: listed.threads.map((thread) => ({
      ...thread,
      suggestion: suggestFiling(thread.title, thread.content),
    })),
    pagination: listed.pagination,
  };
}

/** Files threads (category, its section, optionally a post type) in one transaction: all of them or none. */
export async function fileThreads(
  db: AppDatabase,
  memberId: number,
  items: { id: number; category: string; post_type?: PostType | undefined }[],
) {
  return db.transaction(async (tx) => {
    for (const item of items) {
      const updated = await tx
        .update(forumThreads)
        .set({
          category: item.category,
          section: sectionOfCategory(item.category)?.slug ?? null,
          ...(item.post_type ? { postType: item.post_type } : {}),
        })
        .where(eq(forumThreads.id, item.id))
        .returning({ id: forumThreads.id });
      if (updated.length === 0) throw notFound(`Thread ${item.id} not found`, 'items');
    }
    await auditModeration(tx, memberId, {
      action: 'forum.file_threads',
      targetType: 'threads',
      targetId: items.map((item) => item.id).join(','),
      details: { items },
    });
    return items.length;
  });
}

/** The member has read the thread up to now (their own posts are read as they write them). */
const readUpToNow = (db: Executor, memberId: number, threadId: number) =>
  db
    .insert(forumReads)
    .values({ userId: memberId, threadId })
    .onConflictDoUpdate({ target: [forumReads.userId, forumReads.threadId], set: { readAt: sql`now()` } });

export async function markRead(db: AppDatabase, memberId: number, threadId: number) {
  await readUpToNow(db, memberId, threadId).catch((error: unknown) => {
    // A thread deleted meanwhile: nothing to mark.
    if (
      (error as { code?: string }).code === '23503' ||
      (error as { cause?: { code?: string } }).cause?.code === '23503'
    )
      return;
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

/** A member's latest threads, for their public profile. */
export async function recentThreads(db: Executor, userId: number, limit = 5) {
  const rows = await db
    .select({ id: forumThreads.id, title: forumThreads.title, createdAt: forumThreads.createdAt })
    .from(forumThreads)
    .where(eq(forumThreads.userId, userId))
    .orderBy(desc(forumThreads.createdAt), desc(forumThreads.id))
    .limit(limit);
  return rows.map((row) => ({ id: row.id, title: row.title, created_at: row.createdAt.toISOString() }));
}

/** Who wrote a thread or reply (for content reports), or null when it does not exist. */
export async function contentAuthor(db: Executor, type: 'thread' | 'reply', id: number) {
  const table = type === 'thread' ? forumThreads : forumReplies;
  const [row] = await db.select({ userId: table.userId }).from(table).where(eq(table.id, id));
  return row?.userId ?? null;
}
