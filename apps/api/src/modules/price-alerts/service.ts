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

/** An alert as the member sees it, with its product's title and shown price now. */
const toPriceAlert = (
  alert: { id: number; productId: string; below: number; firedAt: Date | null; createdAt: Date },
  product: { title: string; shown: number | null },
): PriceAlert => ({
  id: alert.id,
  product_id: alert.productId,
  product_title: product.title,
  below: alert.below,
  current_price: product.shown,
  fired_at: alert.firedAt?.toISOString() ?? null,
  created_at: alert.createdAt.toISOString(),
});

/** The member's alerts with their product's title and shown price now. */
export async function listPriceAlerts(db: Executor, userId: number): Promise<PriceAlert[]> {
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
    .where(eq(priceAlerts.userId, userId))
    .orderBy(desc(priceAlerts.createdAt), desc(priceAlerts.id));
  return rows.map((row) => toPriceAlert(row, { title: row.title, shown: shownPriceAt(row, now) }));
}

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
      .select({
        alerts: count(),
        // Re-arming the member's alert on this product adds none.
        thisProduct: sql<boolean>`coalesce(bool_or(${priceAlerts.productId} = ${productId}), false)`,
      })
      .from(priceAlerts)
      .where(eq(priceAlerts.userId, userId));
    if (!held?.thisProduct && (held?.alerts ?? 0) >= PRICE_ALERT_LIMIT) {
      throw conflict(PRICE_ALERT_LIMIT_REACHED, 'product_id');
    }
    const [saved] = await tx
      .insert(priceAlerts)
      .values({ userId, productId, below })
      .onConflictDoUpdate({
        target: [priceAlerts.userId, priceAlerts.productId],
        // Re-armed: its next firing is a new event, keyed by the new armed_at.
        set: { below, armedAt: sql`now()`, firedAt: null },
      })
      .returning({
        id: priceAlerts.id,
        productId: priceAlerts.productId,
        below: priceAlerts.below,
        firedAt: priceAlerts.firedAt,
        createdAt: priceAlerts.createdAt,
      });
    if (!saved) throw new Error(`price alert of member ${userId} on ${productId} was not saved`);
    return toPriceAlert(saved, product);
  });
}

export async function deletePriceAlert(db: Executor, userId: number, id: number) {
  const deleted = await db
    .delete(priceAlerts)
    .where(and(eq(priceAlerts.id, id), eq(priceAlerts.userId, userId)))
    .returning({ id: priceAlerts.id });
  if (deleted.length === 0) throw notFound(PRICE_ALERT_NOT_FOUND, 'id');
}
