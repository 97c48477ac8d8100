import { catalogueState, type Executor, isUniqueViolation, productPriceHistory, products } from '@app/db';
import { conflict } from '@app/platform';
import { eq, inArray, sql } from 'drizzle-orm';
import { normaliseProduct, type RawProduct } from './normalise.ts';

// Every product write goes through saveProducts/deleteProducts: they normalise, record price changes and bump
// the catalogue version in the same transaction, which is how every API process's in-memory product list
// learns it is stale.

export interface SaveOptions {
  /** 'update' (default) overwrites a product with the same id; 'skip' leaves it alone (seeding). */
  ifExists?: 'update' | 'skip';
  now?: Date;
}

/**
 * The channel a product write (or an added collection) notifies on commit, so every API process drops what it
 * keeps of the catalogue at once.
 */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

/** Moves the catalogue version on and notifies CATALOGUE_CHANNEL when the caller's transaction commits. */
export async function bumpVersion(db: Executor) {
  await db
    .insert(catalogueState)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({ target: catalogueState.id, set: { version: sql`${catalogueState.version} + 1` } });
  await db.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, '')`);
}

export async function catalogueVersion(db: Executor): Promise<number> {
  const [row] = await db
    .select({ version: catalogueState.version })
    .from(catalogueState)
    .where(eq(catalogueState.id, 1));
  return row?.version ?? 0;
}

const fromExcluded = (column: string) => sql.raw(`excluded.${column}`);

/** What an update of an existing product writes: every stored field but its id and creation. */
const UPDATED_COLUMNS = {
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
};

type PricedRow = { id: string; price: number | null; source: string };

/**
 * Keeps the price history as Amazon's terms allow: only another shop's prices, never Amazon's (its latest price
 * and its time, `last_updated`, are all that is kept). Another shop's price is recorded when it is new to the
 * history: a new product, a changed price, or a product that was Amazon's until now; a product that becomes
 * Amazon's loses its history. So a product's history, when it has one, always ends at its price.
 */
async function recordPrices(db: Executor, written: PricedRow[], previous: Map<string, PricedRow>, now: Date) {
  const recorded = written
    .filter((row) => row.source !== 'amazon')
    .filter((row) => {
      const before = previous.get(row.id);
      return !before || before.source === 'amazon' || before.price !== row.price;
    })
    .map((row) => ({ productId: row.id, price: row.price, recordedAt: now }));
  if (recorded.length > 0) await db.insert(productPriceHistory).values(recorded);
  const nowAmazons = written
    .filter((row) => row.source === 'amazon' && previous.get(row.id)?.source === 'other')
    .map((row) => row.id);
  if (nowAmazons.length > 0) {
    await db.delete(productPriceHistory).where(inArray(productPriceHistory.productId, nowAmazons));
  }
}

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
            .select({ id: products.id, price: products.price, source: products.source })
            .from(products)
            .where(inArray(products.id, [...byId.keys()]))
            .for('update')
        ).map((row) => [row.id, row]),
      );
      const insert = tx.insert(products).values(values);
      const written = await (options.ifExists === 'skip'
        ? insert.onConflictDoNothing()
        : insert.onConflictDoUpdate({ target: products.id, set: UPDATED_COLUMNS })
      ).returning({ id: products.id, price: products.price, source: products.source });
      await recordPrices(tx, written, previous, now);
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
