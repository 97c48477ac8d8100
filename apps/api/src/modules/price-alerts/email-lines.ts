import {
  PRICE_NOTIFICATION_KINDS,
  type PriceNotificationKind,
  priceNotificationDetail,
} from '@app/contracts';
import { type Executor, notifications, products } from '@app/db';
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { shownPriceAt } from './shown-price.ts';

/** How long a price notification waits for the daily email (longer: it is old news, or the member had it off). */
const EMAIL_WITHIN_MS = 7 * 24 * 60 * 60 * 1000;

/** A price notification the member has neither read nor been emailed: a daily email's line, or a push still due. */
export const unreadAndNotEmailedPriceNotification = and(
  inArray(notifications.kind, [...PRICE_NOTIFICATION_KINDS]),
  isNull(notifications.readAt),
  isNull(notifications.emailedAt),
);

/** A price notification as the daily email lists it. */
export interface PriceLine {
  /** Every notification the line stands for (a product told of twice since the last email is one line). */
  notificationIds: number[];
  kind: PriceNotificationKind;
  productId: string;
  title: string;
  /** The price told of before (a drop), or the target (an alert). */
  oldPrice: number;
  /** The price shown now: never more than the one notified, never a hidden one. */
  price: number;
}

/**
 * The price notifications each member has neither read nor had emailed, that are still true now: the product's
 * shown price (never a hidden one: Amazon's older than a day) is at most the notified price. Per member, one line
 * per product, the latest notification's, oldest product first.
 */
export async function priceLinesWaiting(db: Executor, now = Date.now()): Promise<Map<number, PriceLine[]>> {
  const rows = await db
    .select({
      id: notifications.id,
      userId: notifications.userId,
      kind: notifications.kind,
      productId: products.id,
      detail: notifications.detail,
      price: products.price,
      source: products.source,
      lastUpdated: products.lastUpdated,
    })
    .from(notifications)
    .innerJoin(products, eq(products.id, notifications.productId))
    .where(
      and(unreadAndNotEmailedPriceNotification, gt(notifications.createdAt, new Date(now - EMAIL_WITHIN_MS))),
    )
    .orderBy(asc(notifications.id));
  const byMember = new Map<number, Map<string, PriceLine>>();
  for (const row of rows) {
    const detail = priceNotificationDetail.safeParse(row.detail);
    const price = shownPriceAt(row, now);
    if (!detail.success || price === null || price > detail.data.new_price) continue;
    const lines = byMember.get(row.userId) ?? new Map<string, PriceLine>();
    byMember.set(row.userId, lines);
    const kind = row.kind as PriceNotificationKind;
    const earlier = lines.get(row.productId);
    lines.set(row.productId, {
      notificationIds: [...(earlier?.notificationIds ?? []), row.id],
      kind,
      productId: row.productId,
      title: detail.data.product_title,
      // Two drops since the last email read as one, from the first price told of (an alert: its latest target).
      oldPrice: kind === 'price_drop' && earlier?.kind === kind ? earlier.oldPrice : detail.data.old_price,
      price,
    });
  }
  return new Map([...byMember].map(([userId, lines]) => [userId, [...lines.values()]]));
}

/** Marks the lines' notifications as emailed (in the transaction that records the email). */
export async function markEmailed(tx: Executor, lines: PriceLine[]) {
  const ids = lines.flatMap((line) => line.notificationIds);
  if (ids.length > 0) {
    await tx.update(notifications).set({ emailedAt: new Date() }).where(inArray(notifications.id, ids));
  }
}
