import type { forumEndpoints, QueryOf, ThreadListAnswer } from '@app/contracts';
import { type AppDatabase, forumThreads, pageOf, users } from '@app/db';
import { and, desc, eq, gte, isNull, lte, max, sql } from 'drizzle-orm';
import { IndexOnlySearches, searchCandidates } from './search.ts';
import { threadSelection, toThread, visibleTo } from './thread-rows.ts';

// Thread listings: a category's or section's pages with filters, search and order, and the trending threads.

export type ThreadQuery = QueryOf<typeof forumEndpoints.threads>;

const RANGE_HOURS = { '24h': 24, '7d': 24 * 7, '30d': 24 * 30, all: null } as const;

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

const LISTING_ORDER = {
  hot: [desc(forumThreads.hotScore)],
  new: [desc(forumThreads.createdAt)],
  top: [desc(forumThreads.hypeCount), desc(forumThreads.replyCount)],
  active: [desc(forumThreads.lastActivityAt)],
};

/** The filters a listing of this shape applies, with the viewer's blocks. */
function listingFilters(shape: ThreadListShape) {
  const $ = threadListParameters;
  return and(
    shape.asOf ? lte(forumThreads.id, $.asOf) : undefined,
    shape.category ? eq(forumThreads.category, $.category) : undefined,
    shape.section ? eq(forumThreads.section, $.section) : undefined,
    shape.uncategorised ? isNull(forumThreads.category) : undefined,
    shape.timeRange === 'all'
      ? undefined
      : gte(forumThreads.createdAt, sql`now() - make_interval(hours => ${$.hours}::int)`),
    shape.flairs ? sql`${forumThreads.flairs} @> ${$.flairs}::jsonb` : undefined,
    visibleTo(shape.viewer ? $.viewer : null, forumThreads.userId),
  );
}

/**
 * A thread listing's statement for one shape (which filters, which order), built once and prepared: listings
 * are the forum's busiest reads, and building this statement (about 40 fragments) and planning it cost about
 * as much as running it. The search's tsquery is an uncorrelated subquery, so a generic plan parses it once
 * per execution rather than once per row.
 */
function threadListStatement(db: AppDatabase, shape: ThreadListShape) {
  const $ = threadListParameters;
  const search = sql`(select websearch_to_tsquery('english', ${$.search}::text))`;
  const filters = listingFilters(shape);
  const order = LISTING_ORDER[shape.sort];
  const listingOrder = [desc(forumThreads.isPinned), ...order, desc(forumThreads.id)];
  const selection = {
    ...threadSelection(shape.viewer ? $.viewer : null),
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

/** Per database: the listing statements prepared so far, by shape (a few dozen at most), and its searches. */
interface ThreadListing {
  statements: Map<string, ReturnType<typeof threadListStatement>>;
  indexOnlySearches: IndexOnlySearches;
}
const threadListing = new WeakMap<AppDatabase, ThreadListing>();

function listingOf(db: AppDatabase): ThreadListing {
  const listing = threadListing.get(db) ?? {
    statements: new Map(),
    indexOnlySearches: new IndexOnlySearches(),
  };
  threadListing.set(db, listing);
  return listing;
}

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
  const { statements, indexOnlySearches } = listingOf(db);
  const searchKey = query.search
    ? JSON.stringify([query.search, query.sort, query.timeRange, query.category, query.section, query.flairs])
    : '';
  const shape: ThreadListShape = {
    sort: query.sort,
    timeRange: query.timeRange,
    viewer: viewerId !== null,
    asOf: query.as_of !== undefined,
    category: Boolean(query.category),
    section: Boolean(query.section),
    uncategorised: Boolean(query.uncategorised),
    flairs: Boolean(query.flairs?.length),
    search: !query.search ? 'none' : indexOnlySearches.has(searchKey) ? 'index' : 'walk first',
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
    indexOnlySearches.remember(searchKey);
  }
  const asOf =
    query.as_of ??
    rows[0]?.newest ??
    (await db.select({ newest: max(forumThreads.id) }).from(forumThreads))[0]?.newest ??
    0;
  const page = pageOf(rows, query.limit);
  return {
    threads: page.items.map((row) => toThread(row, viewerId)),
    pagination: {
      page: query.page,
      limit: query.limit,
      hasNext: page.has_more,
      as_of: Number(asOf),
    },
  };
}

/** The hottest threads of the last week, pinned or not. */
export async function trendingThreads(db: AppDatabase, viewerId: number | null, limit: number) {
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
