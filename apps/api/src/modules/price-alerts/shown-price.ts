import { shownPrice } from '@app/contracts';
import { type Executor, products } from '@app/db';
import { eq } from 'drizzle-orm';

/** A product row's price as a shopper may be shown it at `now` (shownPrice: no Amazon price older than a day). */
export const shownPriceAt = (
  row: { price: number | null; source: 'amazon' | 'other'; lastUpdated: Date | null },
  now: number,
) => shownPrice({ ...row, lastUpdated: row.lastUpdated?.toISOString() ?? null }, now);

/** The product's title and shown price now; undefined when there is no such product. */
export async function productPriceNow(db: Executor, productId: string, now = Date.now()) {
  const [row] = await db
    .select({
      name: products.name,
      price: products.price,
      source: products.source,
      lastUpdated: products.lastUpdated,
    })
    .from(products)
    .where(eq(products.id, productId));
  return row && { title: row.name, shown: shownPriceAt(row, now) };
}
