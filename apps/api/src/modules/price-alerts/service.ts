import {
  PRICE_ALERT_LIMIT,
  PRICE_ALERT_LIMIT_REACHED,
  PRICE_ALERT_NO_PRICE,
  PRICE_ALERT_NOT_BELOW,
  PRICE_ALERT_NOT_FOUND,
  type PriceAlert,
} from '@app/contracts';
import { type AppDatabase, type Executor, priceAlerts, products, users } from '@app/db';
import { conflict, invalid, notFound } from '@app/platform';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { productPriceNow, shownPriceAt } from './shown-price.ts';

/** The member's alerts with their product's title and shown price now; all of them, or the one with this id. */
async function alertsOf(db: Executor, userId: number, id?: number): Promise<PriceAlert[]> {
  const now = Date.now();
  const rows = await db
    .select({
      id: priceAlerts.id,
      productId: priceAlerts.productId,
      below: priceAlerts.below,
      firedAt: priceAlerts.firedAt,
      createdAt: priceAlerts.createdAt,
      title: products.name,
      price: products.price,
      source: products.source,
      lastUpdated: products.lastUpdated,
    })
    .from(priceAlerts)
    .innerJoin(products, eq(products.id, priceAlerts.productId))
    .where(and(eq(priceAlerts.userId, userId), id === undefined ? undefined : eq(priceAlerts.id, id)))
    .orderBy(desc(priceAlerts.createdAt), desc(priceAlerts.id));
  return rows.map((row) => ({
    id: row.id,
    product_id: row.productId,
    product_title: row.title,
    below: row.below,
    current_price: shownPriceAt(row, now),
    fired_at: row.firedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  }));
}

export const listPriceAlerts = (db: Executor, userId: number) => alertsOf(db, userId);

/**
 * Sets the member's alert on a product, or re-arms the one they have (a new target, not fired): `below` must be
 * under the price shown now, so an alert never fires at once. A new alert counts against PRICE_ALERT_LIMIT; the
 * member's row is locked so two at once cannot pass it together.
 */
export async function setPriceAlert(db: AppDatabase, userId: number, productId: string, below: number) {
  return db.transaction(async (tx) => {
    // Not FOR UPDATE: that would also hold up (and could deadlock with) a price check writing this member a
    // notification, whose foreign key takes a key-share lock on the row.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    const product = await productPriceNow(tx, productId);
    if (!product) throw notFound('Product not found', 'product_id');
    if (product.shown === null) throw invalid(PRICE_ALERT_NO_PRICE, 'product_id');
    if (below >= product.shown) throw invalid(PRICE_ALERT_NOT_BELOW, 'below');
    const [held] = await tx
      .select({ id: priceAlerts.id })
      .from(priceAlerts)
      .where(and(eq(priceAlerts.userId, userId), eq(priceAlerts.productId, productId)));
    if (!held) {
      const [row] = await tx.select({ n: count() }).from(priceAlerts).where(eq(priceAlerts.userId, userId));
      if ((row?.n ?? 0) >= PRICE_ALERT_LIMIT) throw conflict(PRICE_ALERT_LIMIT_REACHED, 'product_id');
    }
    const [saved] = await tx
      .insert(priceAlerts)
      .values({ userId, productId, below })
      .onConflictDoUpdate({
        target: [priceAlerts.userId, priceAlerts.productId],
        // Re-armed: its next firing is a new event, keyed by the new armed_at.
        set: { below, armedAt: sql`now()`, firedAt: null },
      })
      .returning({ id: priceAlerts.id });
    const [alert] = saved ? await alertsOf(tx, userId, saved.id) : [];
    if (!alert) throw new Error(`price alert of member ${userId} on ${productId} was not saved`);
    return alert;
  });
}

export async function deletePriceAlert(db: Executor, userId: number, id: number) {
  const deleted = await db
    .delete(priceAlerts)
    .where(and(eq(priceAlerts.id, id), eq(priceAlerts.userId, userId)))
    .returning({ id: priceAlerts.id });
  if (deleted.length === 0) throw notFound(PRICE_ALERT_NOT_FOUND, 'id');
}
