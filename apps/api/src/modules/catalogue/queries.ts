import type { Product, QuickSearchAnswer } from '@app/contracts';
import { type Executor, products } from '@app/db';
import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { ProductSource } from './normalise.ts';
import { picturedFirst, productColumns, toProductResponse } from './product-row.ts';
import { searchOrder, searchParts } from './search.ts';

// Reads with filters and search: one page of a listing, the header's quick search, one product, a random one.

export interface ProductQuery {
  /** Category keys (a collection's or subcollection's ids and slugs) to match any of. */
  categories?: string[];
  source?: ProductSource;
  q?: string;
  /** Further conditions on `products` a caller adds (the gift finder's). */
  conditions?: SQL[];
  sort: 'newest' | 'trending';
  limit: number;
  offset: number;
}

/**
 * A listing's condition and order: its filters and search; pictured products first, then the search's rank, the sort,
 * the newest drop.
 */
function listing(query: ProductQuery) {
  const conditions: SQL[] = [...(query.conditions ?? [])];
  if (query.categories) {
    const keys = sql.join(
      query.categories.map((key) => sql`${key}`),
      sql`, `,
    );
    conditions.push(sql`${products.categories} ?| array[${keys}]::text[]`);
  }
  if (query.source) conditions.push(eq(products.source, query.source));
  const search = query.q?.trim() ? searchParts(query.q) : undefined;
  if (search) conditions.push(search.where);
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const order: SQL[] = [picturedFirst, ...(search ? searchOrder(search) : [])];
  if (query.sort === 'trending') order.push(desc(products.viralScore));
  order.push(desc(products.dropDate), asc(products.id));
  return { where, order };
}

/**
 * The header's quick search: the first few matches of a query, in the listing's order, with only the fields it
 * shows (no count, no description).
 */
export async function quickSearch(db: Executor, q: string, limit: number): Promise<QuickSearchAnswer> {
  const { where, order } = listing({ q, limit, offset: 0, sort: 'newest' });
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      imageUrl: products.imageUrl,
      price: products.price,
      source: products.source,
    })
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(limit);
  return {
    results: rows.map((row) => ({
      id: row.id,
      name: row.name,
      image_url: row.imageUrl,
      price: row.price,
      store: row.source === 'other' ? 'Other Retailer' : 'Amazon',
    })),
  };
}

/**
 * One page of a listing and how many products it holds. The total is a window count over the same statement:
 * a search's condition (full text, substrings, typos) is evaluated once per product, not once more by a count of
 * its own. Only a page past the end, which has no row to carry it, counts separately.
 */
export async function queryProducts(db: Executor, query: ProductQuery) {
  const { where, order } = listing(query);
  const rows = await db
    .select({ ...productColumns, total: sql<number>`(count(*) over ())::int` })
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset(query.offset);
  let total = rows[0]?.total;
  if (total === undefined) {
    total = query.offset > 0 ? ((await db.select({ n: count() }).from(products).where(where))[0]?.n ?? 0) : 0;
  }
  return { products: rows.map(toProductResponse), total: Number(total) };
}

/** By id, else by ASIN (case-insensitive). */
export async function findProduct(db: Executor, idOrAsin: string) {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .where(or(eq(products.id, idOrAsin), eq(products.asin, idOrAsin.toUpperCase())))
    .orderBy(sql`(${products.id} = ${idOrAsin}) desc`)
    .limit(1);
  return row ? toProductResponse(row) : null;
}

/** A random product not among `exclude`; when everything is excluded, any product (product spec 1 §4). */
export function pickRandomProduct(list: Product[], exclude: string[], source?: ProductSource) {
  const pool = source ? list.filter((product) => product.source === source) : list;
  const excluded = new Set(exclude);
  const fresh = pool.filter((product) => !excluded.has(product._id));
  const candidates = fresh.length > 0 ? fresh : pool;
  return candidates[Math.floor(Math.random() * candidates.length)] ?? null;
}
