import { shownPrice } from '@app/contracts';
import { type Executor, products } from '@app/db';
import { eq } from 'drizzle-orm';

/** A product row's price as a shopper may be shown it at `now` (shownPrice: no Amazon price older than a day). */
export const shownPriceAt = (
  row: { price: number | null; source: 'amazon' | 'other'; lastUpdated: Date | null },
  now: number,
) => shownPrice({ ...row, lastUpdated: row.lastUpdated?.toISOString() ?? null }, now);

/**
 * The product's title and shown price at `now`; undefined when there is no such product. With `lock`, the row is
 * locked in the caller's transaction and read as committed once the lock is had.
 */
export async function productPriceNow(
  db: Executor,
  productId: string,
  { now = Date.now(), lock }: { now?: number; lock?: 'share' } = {},
) {
  const query = db
    .select({
      name: products.name,
      price: products.price,
      source: products.source,
      lastUpdated: products.lastUpdated,
    })
    .from(products)
    .where(eq(products.id, productId));
  const [row] = await (lock ? query.for(lock) : query);
  return row && { title: row.name, shown: shownPriceAt(row, now) };
}
