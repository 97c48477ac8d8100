import { forumThreads } from '@app/db';
import { desc, type SQL, sql } from 'drizzle-orm';

// A search's candidates in a thread listing: which threads matching the words are ranked and shown.

/** How many of a search's matches, in the listing's order, are ranked by relevance and shown. */
export const SEARCH_CANDIDATES = 100;
/** How far a search walks the listing in order before it asks the full-text index instead (see searchCandidates). */
const SEARCH_WALK_ROWS = 5000;

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
export function searchCandidates(
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

const SEARCH_MEMORY = 1000;
const SEARCH_MEMORY_MS = 10 * 60 * 1000;

/**
 * The searches whose walk last came up short, so the index alone answers them (by the search and the filters
 * that decide how many threads match, at most SEARCH_MEMORY, each for SEARCH_MEMORY_MS). Only speed depends on
 * it: both ways find the same threads, and a search that became common is walked again once it is forgotten.
 */
export class IndexOnlySearches {
  private readonly until = new Map<string, number>();

  has(key: string) {
    return (this.until.get(key) ?? 0) > Date.now();
  }

  remember(key: string) {
    this.until.delete(key);
    this.until.set(key, Date.now() + SEARCH_MEMORY_MS);
    // A Map keeps insertion order: the first key is the oldest.
    if (this.until.size > SEARCH_MEMORY) this.until.delete(this.until.keys().next().value ?? '');
  }
}
