import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gzip as gzipCallback, constants as zlibConstants } from 'node:zlib';
import { type Collection, categoryKeys, type Product, type QuickSearchAnswer } from '@app/contracts';
import {
  type AppDatabase,
  catalogueState,
  collections,
  type Executor,
  isUniqueViolation,
  type ProductRow,
  productPriceHistory,
  products,
  subcollections,
} from '@app/db';
import { conflict } from '@app/platform';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { normaliseProduct, type ProductSource, type RawProduct } from './normalise.ts';

/**
 * The columns a product is read with: all but the two search columns, which are only ever read by SQL (the
 * tsvector would otherwise travel with every row and be parsed and thrown away).
 */
const { searchText: _searchText, searchVector: _searchVector, ...productColumns } = getTableColumns(products);
type StoredProduct = Omit<ProductRow, 'searchText' | 'searchVector'>;

/** A stored product as the storefront reads it (the `product` contract). */
export function toProductResponse(row: StoredProduct): Product {
  return {
    _id: row.id,
    asin: row.asin,
    title: row.name,
    name: row.name,
    description: row.description,
    price: row.price,
    imageUrl: row.imageUrl,
    detailPageUrl: row.affiliateUrl,
    affiliateUrl: row.affiliateUrl,
    viralFactor: row.viralFactor,
    categories: row.categories,
    dropDate: row.dropDate.toISOString(),
    images: row.images,
    source: row.source,
    availability: row.availability,
    lastUpdated: row.lastUpdated?.toISOString() ?? null,
  };
}

// ---------------------------------------------------------------------------------------------
// Writes. Every product write goes through saveProducts/deleteProducts: they normalise, record
// price changes and bump the catalogue version in the same transaction, which is how every API
// process's in-memory product list learns it is stale.

export interface SaveOptions {
  /** 'update' (default) overwrites a product with the same id; 'skip' leaves it alone (seeding). */
  ifExists?: 'update' | 'skip';
  now?: Date;
}

/** The channel a product write notifies (on commit), so every API process drops its cached list at once. */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

/** Moves the catalogue version on and notifies CATALOGUE_CHANNEL when the caller's transaction commits. */
export async function bumpVersion(db: Executor) {
  await db
    .insert(catalogueState)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({ target: catalogueState.id, set: { version: sql`${catalogueState.version} + 1` } });
  await db.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, '')`);
}

const fromExcluded = (column: string) => sql.raw(`excluded.${column}`);

/**
 * Normalises and stores products; returns the ids written. Refuses an ASIN another product has (409). Inside a
 * caller's transaction it is a savepoint of it, so the caller's other writes (the audit log) commit with it.
 */
export async function saveProducts(db: Executor, raws: RawProduct[], options: SaveOptions = {}) {
  const now = options.now ?? new Date();
  // Normalise everything first: a bad product refuses the whole batch before anything is written.
  const byId = new Map(raws.map((raw) => normaliseProduct(raw, now)).map((product) => [product.id, product]));
  if (byId.size === 0) return [];
  const values = [...byId.values()].map((product) => ({ ...product, updatedAt: now }));
  try {
    return await db.transaction(async (tx) => {
      const previous = new Map(
        (
          await tx
            .select({ id: products.id, price: products.price })
            .from(products)
            .where(inArray(products.id, [...byId.keys()]))
            .for('update')
        ).map((row) => [row.id, row.price]),
      );
      const insert = tx.insert(products).values(values);
      const written = await (options.ifExists === 'skip'
        ? insert.onConflictDoNothing()
        : insert.onConflictDoUpdate({
            target: products.id,
            set: {
              asin: fromExcluded('asin'),
              name: fromExcluded('name'),
              description: fromExcluded('description'),
              price: fromExcluded('price'),
              imageUrl: fromExcluded('image_url'),
              images: fromExcluded('images'),
              affiliateUrl: fromExcluded('affiliate_url'),
              viralFactor: fromExcluded('viral_factor'),
              viralScore: fromExcluded('viral_score'),
              categories: fromExcluded('categories'),
              dropDate: fromExcluded('drop_date'),
              source: fromExcluded('source'),
              availability: fromExcluded('availability'),
              lastUpdated: fromExcluded('last_updated'),
              updatedAt: fromExcluded('updated_at'),
            },
          })
      ).returning({ id: products.id, price: products.price, source: products.source });
      // Amazon's terms allow only its latest price (with its time, `last_updated`): no history of Amazon prices.
      const priceChanges = written
        .filter((row) => row.source !== 'amazon')
        .map((row) => ({ productId: row.id, price: row.price }))
        .filter((row) => !previous.has(row.productId) || previous.get(row.productId) !== row.price)
        .map((row) => ({ ...row, recordedAt: now }));
      if (priceChanges.length > 0) await tx.insert(productPriceHistory).values(priceChanges);
      if (written.length > 0) await bumpVersion(tx);
      return written.map((row) => row.id);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'products_asin_idx')) {
      throw conflict('This ASIN is already in use by another product', 'asin');
    }
    throw error;
  }
}

/** Deletes products by id; returns how many went. */
export async function deleteProducts(db: Executor, ids: string[]) {
  if (ids.length === 0) return 0;
  return db.transaction(async (tx) => {
    const deleted = await tx.delete(products).where(inArray(products.id, ids)).returning({ id: products.id });
    if (deleted.length > 0) await bumpVersion(tx);
    return deleted.length;
  });
}

export async function catalogueVersion(db: Executor): Promise<number> {
  const [row] = await db
    .select({ version: catalogueState.version })
    .from(catalogueState)
    .where(eq(catalogueState.id, 1));
  return row?.version ?? 0;
}

// ---------------------------------------------------------------------------------------------
// The whole list (GET /products), cached per process and rebuilt when the version moves.

export interface CatalogueSnapshot {
  version: number;
  products: Product[];
  byId: Map<string, Product>;
  /** The JSON body of GET /products and its strong ETag. */
  body: string;
  etag: string;
  /** The body compressed (once per version, off the event loop, on first use). */
  encoded(encoding: 'br' | 'gzip'): Promise<Buffer>;
}

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);

/** Compresses a body once: the first caller starts the work, the others share it. */
function encodedOnce(body: string): CatalogueSnapshot['encoded'] {
  const done = new Map<'br' | 'gzip', Promise<Buffer>>();
  return (encoding) => {
    let result = done.get(encoding);
    if (!result) {
      const bytes = Buffer.from(body);
      result =
        encoding === 'br'
          ? brotli(bytes, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            })
          : gzip(bytes, { level: 9 });
      done.set(encoding, result);
    }
    return result;
  };
}

export interface Catalogue {
  /** The current product list, from memory unless a write (here or in another process) changed it. */
  snapshot(): Promise<CatalogueSnapshot>;
  /** saveProducts, then drops this process's cached list at once. */
  saveProducts(raws: RawProduct[], options?: SaveOptions): Promise<string[]>;
  deleteProducts(ids: string[]): Promise<number>;
  invalidate(): void;
  /**
   * The header's quick search (quickSearch), each answer remembered until the catalogue changes: shoppers type
   * the same few words over and over, and the list changes only when a product is written.
   */
  quickSearch(q: string, limit: number): Promise<QuickSearchAnswer>;
  /** Stops listening for other processes' writes. */
  close(): Promise<void>;
}

/** Listens on a channel (Database.listen). */
export type Listen = (
  channel: string,
  onNotify: (payload: string) => void,
  onListen?: () => void,
) => Promise<() => Promise<void>>;

/**
 * While the catalogue listens, a cached list is trusted without a query for this long after its version was
 * last read: a write's notification drops it at once, and the check covers a notification that was lost.
 */
export const TRUST_CACHED_MS = 5_000;
/** Quick-search answers remembered per catalogue version, the most recently asked kept. */
export const QUICK_SEARCHES_REMEMBERED = 1000;

/**
 * The product list every storefront page starts from, kept in memory. A product write notifies
 * CATALOGUE_CHANNEL on commit and every process listening drops its list at once, so a request costs no query;
 * the catalogue version is still read at most every TRUST_CACHED_MS (and on every request when not listening).
 */
export async function createCatalogue(
  db: AppDatabase,
  { listen, now = Date.now }: { listen?: Listen; now?: () => number } = {},
): Promise<Catalogue> {
  let cached: (CatalogueSnapshot & { checkedAt: number }) | null = null;
  let loading: { version: number; promise: Promise<CatalogueSnapshot> } | null = null;
  // Moved on by every invalidation: a list read before one is never kept after it.
  let generation = 0;
  let listening = false;
  const invalidate = () => {
    generation += 1;
    cached = null;
  };

  async function load(version: number): Promise<CatalogueSnapshot> {
    const rows = await db
      .select(productColumns)
      .from(products)
      .orderBy(desc(products.dropDate), asc(products.id));
    const list = rows.map(toProductResponse);
    const body = JSON.stringify(list);
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
    return {
      version,
      products: list,
      byId: new Map(list.map((p) => [p._id, p])),
      body,
      etag,
      encoded: encodedOnce(body),
    };
  }

  let heardListening: () => void = () => {};
  const firstListen = new Promise<void>((resolve) => {
    heardListening = resolve;
  });
  const unlisten = listen
    ? await listen(CATALOGUE_CHANNEL, invalidate, () => {
        // (Re)listening: whatever was written meanwhile went unheard.
        invalidate();
        listening = true;
        heardListening();
      })
    : null;
  // The first LISTEN may be confirmed after the call answers: wait for it (a while at most; until then every
  // request reads the version), so it does not drop a list loaded in between.
  if (unlisten) {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([firstListen, new Promise((resolve) => (timer = setTimeout(resolve, 5_000)))]);
    clearTimeout(timer);
  }

  // Per snapshot, so a write (here or in another process: the snapshot is dropped) forgets every answer.
  const quickSearches = new WeakMap<CatalogueSnapshot, Map<string, Promise<QuickSearchAnswer>>>();

  const catalogue: Catalogue = {
    async snapshot() {
      if (cached && listening && now() - cached.checkedAt < TRUST_CACHED_MS) return cached;
      const started = generation;
      // The version is read before the rows, so a list is never labelled newer than it is.
      const version = await catalogueVersion(db);
      if (cached?.version === version) {
        if (generation === started) cached.checkedAt = now();
        return cached;
      }
      if (loading?.version === version) return loading.promise;
      const promise = load(version).then((snapshot) => {
        const entry = { ...snapshot, checkedAt: now() };
        if (generation === started && (!cached || cached.version <= entry.version)) cached = entry;
        return entry;
      });
      loading = { version, promise };
      void promise
        .finally(() => {
          if (loading?.promise === promise) loading = null;
        })
        .catch(() => {});
      return promise;
    },
    async saveProducts(raws, options) {
      try {
        return await saveProducts(db, raws, options);
      } finally {
        invalidate();
      }
    },
    async deleteProducts(ids) {
      try {
        return await deleteProducts(db, ids);
      } finally {
        invalidate();
      }
    },
    invalidate,
    async quickSearch(q, limit) {
      const snapshot = await catalogue.snapshot();
      const remembered = quickSearches.get(snapshot) ?? new Map<string, Promise<QuickSearchAnswer>>();
      quickSearches.set(snapshot, remembered);
      // Searches match regardless of case.
      const key = `${limit} ${q.trim().toLowerCase()}`;
      const answer = remembered.get(key) ?? quickSearch(db, q, limit);
      // Kept in the order last asked: the first key is the one asked longest ago.
      remembered.delete(key);
      remembered.set(key, answer);
      if (remembered.size > QUICK_SEARCHES_REMEMBERED)
        remembered.delete(remembered.keys().next().value ?? '');
      answer.catch(() => {
        if (remembered.get(key) === answer) remembered.delete(key);
      });
      return answer;
    },
    async close() {
      listening = false;
      await unlisten?.();
    },
  };
  return catalogue;
}

/** A random product not among `exclude`; when everything is excluded, any product (product spec 1 §4). */
export function pickRandomProduct(list: Product[], exclude: string[], source?: ProductSource) {
  const pool = source ? list.filter((product) => product.source === source) : list;
  const excluded = new Set(exclude);
  const fresh = pool.filter((product) => !excluded.has(product._id));
  const candidates = fresh.length > 0 ? fresh : pool;
  return candidates[Math.floor(Math.random() * candidates.length)] ?? null;
}

// ---------------------------------------------------------------------------------------------
// Reads with filters and search: SQL over indexed columns, never a scan in JavaScript.

/** A search as the ways of matching read it (parseSearch). */
export interface ParsedSearch {
  /** The query as typed, for websearch_to_tsquery: words, "quoted phrases", `or` and -exclusions. */
  query: string;
  /** Words and "quoted phrases", at most 8: each must be found for the substring and typo matches. */
  terms: Array<{ text: string; phrase: boolean }>;
  /** Words after a '-' ('mug -coffee'): a product whose text contains one is left out, however it matched. */
  excluded: string[];
}

/**
 * Reads a query as websearch_to_tsquery does, for the matches beside full-text search: a token starting with a
 * double quote is a phrase (to the closing quote, or the end), a token of more than '-' starting with '-' is
 * an exclusion, anything else a word (a quote inside a word is a character of it, as before).
 */
export function parseSearch(q: string): ParsedSearch {
  const terms: ParsedSearch['terms'] = [];
  const excluded: string[] = [];
  for (const [token] of q.matchAll(/-?"[^"]*"?|\S+/g)) {
    const negated = token.length > 1 && token.startsWith('-');
    const body = negated ? token.slice(1) : token;
    const phrase = body.startsWith('"');
    const text = phrase ? body.replace(/"/g, ' ').trim().replace(/\s+/g, ' ') : body;
    if (!text) continue;
    if (negated) excluded.push(text);
    else terms.push({ text, phrase });
  }
  return { query: q.trim(), terms: terms.slice(0, 8), excluded: excluded.slice(0, 8) };
}

/** Words shorter than this never match as typos: three letters are too few trigrams to tell words apart. */
const TYPO_MIN_LENGTH = 4;
/**
 * ts_rank_cd's weights for labels {D, C, B, A}: a word of the name (A) counts ten times one of the description
 * (C), so a name hit ranks before a description-only hit unless the description repeats the word ten times.
 */
const RANK_WEIGHTS = sql.raw(`'{0.1, 0.1, 0.3, 1.0}'`);

/** `%`, `_` and `\` match literally. Backed by the trigram index on products.search_text. */
function contains(text: string, column: SQLWrapper = products.searchText) {
  return sql`${column} like '%' || lower(${text.replace(/[\\%_]/g, (char) => `\\${char}`)}) || '%'`;
}

/**
 * The runs of three letters or digits in a word ('cofee': cof, ofe, fee), the first 24: the trigrams pg_trgm
 * takes from inside the word's parts (it splits at anything else). A word sharing none of them with a text
 * never reaches the typo threshold (at most the three trigrams of its ends match: fewer than 60 %).
 */
function letterRuns(word: string) {
  const runs = new Set<string>();
  for (const part of word.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    const chars = Array.from(part);
    for (let i = 0; i + 3 <= chars.length; i++) runs.add(chars.slice(i, i + 3).join(''));
  }
  return [...runs].slice(0, 24);
}

/**
 * A typo: a word found in no product as typed that is trigram-similar to a word of the text: pg_trgm's `<%`,
 * word_similarity at least pg_trgm.word_similarity_threshold (0.6 by default, left alone): most of the word's
 * trigrams are there. 'cofee' finds coffee, 'blendr' a blender, 'lamo' a lamp. Only for a word no product has
 * (an InitPlan, one index probe per query), so a real word never drags in its neighbours ('lamp' finding lamb,
 * 'showerhead' shower) and a common word costs no comparison per row. `<%` computes the trigrams of the whole
 * text (about 13 µs a product); the planner, which thinks it cheap, may scan the table rather than the trigram
 * index, so a text must first contain one of the word's letter runs (a plain LIKE, a few times cheaper), which
 * every text the word is similar to does: 2,000 products, 'blankt' finding 200 blankets, 26 ms to 8.
 */
function similar(text: string, runs: string[]) {
  const typed = sql`exists (select 1 from ${products} as typed where ${contains(text, sql.raw('typed.search_text'))})`;
  const patterns = sql.join(
    runs.map((run) => sql`${`%${run}%`}`),
    sql`, `,
  );
  // The word is a subquery's result, unknown to the planner: given a constant, it would estimate `<%` by computing
  // the similarity to each of the column's ~100 histogram texts, 1.2 ms of planning for every search with a word of
  // 4+ characters (more than running the search), and with the default estimate it reads the trigram index.
  return sql`(not ${typed} and ${products.searchText} like any (array[${patterns}]) and (select lower(${text})) <% ${products.searchText})`;
}

/** The words that may match as typos: 4 characters or more (not phrases), with a letter run to look for. */
function typoTerms(search: ParsedSearch) {
  const typos = new Map<ParsedSearch['terms'][number], string[]>();
  for (const term of search.terms) {
    const runs = letterRuns(term.text);
    if (!term.phrase && term.text.length >= TYPO_MIN_LENGTH && runs.length > 0) typos.set(term, runs);
  }
  return typos;
}

function searchParts(q: string) {
  const search = parseSearch(q);
  const tsquery = sql`websearch_to_tsquery('english', ${search.query})`;
  // Full-text search on the generated search_vector (GIN index): whole words in their other forms ('lamps'
  // finds a lamp, 'lights' a light), "quoted phrases" and -exclusions, ranked by where the words are.
  const fullText = sql`${products.searchVector} @@ ${tsquery}`;
  const typos = typoTerms(search);
  // Every word (or phrase) a substring of the text, as before full-text search: keeps a word being typed
  // ('lam' finds lamps), parts of words ('shirtvskins') and characters the text parser drops ('%') working.
  const exact = search.terms.length > 0 ? and(...search.terms.map((term) => contains(term.text))) : undefined;
  // The same with a typo allowed in each word of 4+ characters ('cofee mug' finds a coffee mug).
  const loose =
    typos.size > 0
      ? and(
          ...search.terms.map((term) => {
            const runs = typos.get(term);
            return runs ? or(contains(term.text), similar(term.text, runs)) : contains(term.text);
          }),
        )
      : exact;
  // websearch_to_tsquery leaves out the excluded words' stems; the substring and typo matches must too.
  const where = sql.join(
    [
      loose ? sql`(${fullText} or ${loose})` : fullText,
      ...search.excluded.map((word) => sql`not ${contains(word)}`),
    ],
    sql` and `,
  );
  return { search, tsquery, fullText, exact, typos: [...typos.keys()], where };
}

/**
 * What a search matches: full-text search, or every word a substring, or every word a substring or a typo of a
 * word of the text; minus the products holding a word after '-'.
 */
export function searchCondition(q: string): SQL | undefined {
  if (!q.trim()) return undefined;
  return searchParts(q).where;
}

/** How many of `conditions` hold, for ordering by it. */
const howMany = (conditions: SQL[]) =>
  sql.join(
    conditions.map((condition) => sql`(${condition})::int`),
    sql` + `,
  );

/**
 * A search's order, before the listing's own: the full-text rank (ts_rank_cd by the words' weights: a name hit
 * before a category or description hit); then how many search words start a word (a PostgreSQL `\m` word-start
 * match, so 'led' finds LED lights before soled shoes and sealed jars, and 'lam' finds a lamp before a clamp)
 * of the name, then of the whole text; then how many the name has anywhere; then the products found only
 * through a typo, most similar first.
 */
function searchOrder({ search, tsquery, fullText, exact, typos }: ReturnType<typeof searchParts>): SQL[] {
  const order = [sql`ts_rank_cd(${RANK_WEIGHTS}, ${products.searchVector}, ${tsquery}) desc`];
  const words = search.terms.map((term) => term.text.toLowerCase());
  if (words.length > 0) {
    const wordStarts = words.map((word) => `\\m${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
    order.push(
      sql`${howMany(wordStarts.map((wordStart) => sql`lower(${products.name}) ~ ${wordStart}`))} desc`,
      sql`${howMany(wordStarts.map((wordStart) => sql`${products.searchText} ~ ${wordStart}`))} desc`,
      sql`${howMany(words.map((word) => sql`position(${word} in lower(${products.name})) > 0`))} desc`,
    );
  }
  if (typos.length > 0 && exact) {
    // Whole-word similarity tells which word was meant best ('snorkmaidn' is closer to snorkmaid than to
    // snorkmaidens); the case spares computing it (trigrams of the whole text) for every row found without a typo.
    const similarity = sql.join(
      typos.map((term) => sql`strict_word_similarity(lower(${term.text}), ${products.searchText})`),
      sql` + `,
    );
    order.push(sql`(case when ${fullText} or ${exact} then ${typos.length} else ${similarity} end) desc`);
  }
  return order;
}

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

/** A listing's condition and order: its filters and search, then the search's rank, the sort, the newest drop. */
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

  const order: SQL[] = search ? searchOrder(search) : [];
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

// ---------------------------------------------------------------------------------------------
// Collections.

export async function listCollections(db: Executor): Promise<Collection[]> {
  const [parents, children] = await Promise.all([
    db.select().from(collections).orderBy(asc(collections.position), asc(collections.id)),
    db.select().from(subcollections).orderBy(asc(subcollections.position), asc(subcollections.id)),
  ]);
  return parents.map((collection) => ({
    id: collection.id,
    slug: collection.slug,
    name: collection.name,
    emoji: collection.emoji,
    description: collection.description,
    showInDropdown: collection.showInDropdown,
    imageUrl: collection.imageUrl,
    subcollections: children
      .filter((child) => child.parentId === collection.id)
      .map((child) => ({
        id: child.id,
        slug: child.slug,
        name: child.name,
        description: child.description,
        imageUrl: child.imageUrl,
        parentId: child.parentId,
      })),
  }));
}

/**
 * The category keys a collection filter matches: a collection's id and slug plus its
 * subcollections', or a subcollection's own. Null when nothing has that id or slug.
 */
export async function collectionKeys(db: Executor, idOrSlug: string): Promise<string[] | null> {
  const key = idOrSlug.toLowerCase();
  const [collection] = await db
    .select({ id: collections.id, slug: collections.slug })
    .from(collections)
    .where(or(eq(collections.id, key), eq(collections.slug, key)));
  const children = collection
    ? await db
        .select({ id: subcollections.id, slug: subcollections.slug })
        .from(subcollections)
        .where(eq(subcollections.parentId, collection.id))
    : await db
        .select({ id: subcollections.id, slug: subcollections.slug })
        .from(subcollections)
        .where(or(eq(subcollections.id, key), eq(subcollections.slug, key)));
  if (!collection && children.length === 0) return null;
  return categoryKeys(collection ? [collection, ...children] : children);
}
