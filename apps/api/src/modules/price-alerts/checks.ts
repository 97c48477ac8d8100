import {
  AMAZON_PRICE_MAX_AGE_MS,
  PRICE_DROP_MIN_PERCENT,
  type PriceNotificationDetail,
} from '@app/contracts';
import {
  type AppDatabase,
  type Executor,
  notificationSettings,
  notifications,
  priceAlerts,
  products,
  pushNotificationsSent,
  pushSubscriptions,
  wishlistItems,
  wishlists,
} from '@app/db';
import { enqueuePush, type JobHandlers, type JobRunner } from '@app/jobs';
import type { FailureReporter } from '@app/platform';
import { and, between, eq, gte, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { unreadAndNotEmailedPriceNotification } from './email-lines.ts';
import { productPriceNow } from './shown-price.ts';

/** Checks the prices of products just written (an admin's edit, an Amazon refresh's batch). */
export const PRICE_CHECK_JOB = 'price-alerts.check';
/**
 * Checks every product whose shown price someone has not been told of yet (a check lost on its way), and queues
 * the pushes a check could not.
 */
export const PRICE_SWEEP_JOB = 'price-alerts.sweep';
export const PRICE_SWEEP_EVERY_MS = 15 * 60 * 1000;

/** A price as SQL compares it: exact numeric, never a float. */
const numeric = (price: number) => sql`${price.toFixed(2)}::numeric`;
/** Prices at least PRICE_DROP_MIN_PERCENT below the one told of. */
const farEnoughBelow = (price: number, told: typeof wishlistItems.alertedPrice) =>
  sql`${numeric(price)} <= ${told} * ${100 - PRICE_DROP_MIN_PERCENT} / 100`;

type NewNotification = typeof notifications.$inferInsert;

/**
 * The member's own targets crossed (the shown price is below them): fired, each once per arming, so an
 * alert stays silent until the member sets it again. One statement: a check running at the same time holds
 * the rows until it commits, and READ COMMITTED then finds `fired_at` set and leaves them out.
 */
async function fireAlerts(tx: Executor, productId: string, price: number, title: string, now: Date) {
  const fired = await tx
    .update(priceAlerts)
    .set({ firedAt: now })
    .where(
      and(
        eq(priceAlerts.productId, productId),
        isNull(priceAlerts.firedAt),
        sql`${numeric(price)} < ${priceAlerts.below}`,
      ),
    )
    .returning({
      id: priceAlerts.id,
      userId: priceAlerts.userId,
      below: priceAlerts.below,
      armedAt: priceAlerts.armedAt,
    });
  return fired.map(
    (alert): NewNotification => ({
      userId: alert.userId,
      kind: 'price_alert',
      productId,
      dedupeKey: `price_alert:${alert.id}:${alert.armedAt.getTime()}`,
      detail: {
        product_title: title,
        old_price: alert.below,
        new_price: price,
      } satisfies PriceNotificationDetail,
    }),
  );
}

/**
 * Wishlisters who want price drops and were last told of a price at least PRICE_DROP_MIN_PERCENT above this one:
 * the price they were told of becomes this one (it only ever goes down, so a rise and a fall back tell nothing
 * again). An item saved while no price was shown starts from the first one shown, without a notification.
 */
async function lowerToldPrices(tx: Executor, productId: string, price: number, title: string) {
  const dropped = await tx
    .select({ id: wishlistItems.id, userId: wishlists.userId, told: wishlistItems.alertedPrice })
    .from(wishlistItems)
    .innerJoin(wishlists, eq(wishlists.id, wishlistItems.wishlistId))
    .leftJoin(notificationSettings, eq(notificationSettings.userId, wishlists.userId))
    .where(
      and(
        eq(wishlistItems.productId, productId),
        isNotNull(wishlistItems.alertedPrice),
        farEnoughBelow(price, wishlistItems.alertedPrice),
        sql`coalesce(${notificationSettings.priceDrops}, true)`,
      ),
    )
    .for('update', { of: wishlistItems });
  const ids = dropped.map((item) => item.id);
  await tx
    .update(wishlistItems)
    .set({ alertedPrice: price })
    .where(
      and(
        eq(wishlistItems.productId, productId),
        or(isNull(wishlistItems.alertedPrice), ids.length > 0 ? inArray(wishlistItems.id, ids) : undefined),
      ),
    );
  return dropped.map(
    (item): NewNotification => ({
      userId: item.userId,
      kind: 'price_drop',
      productId,
      // One per item and price: the told price only goes down while the item is on the list.
      dedupeKey: `price_drop:${item.id}:${Math.round(price * 100)}`,
      detail: {
        product_title: title,
        old_price: item.told ?? price,
        new_price: price,
      } satisfies PriceNotificationDetail,
    }),
  );
}

/**
 * In one transaction, tells whoever should hear of the product's shown price now: its armed targets crossed
 * and its wishlisters' drops (a member whose target fired is not also told of the drop). Nothing for a hidden
 * price (unknown, or an Amazon price older than a day). Answers the notifications written: each is keyed, so a
 * check run again (a retried job, the sweep) writes none twice.
 */
async function notifyPriceNow(tx: Executor, productId: string, now: Date) {
  // Shared lock: a write of this product waits, so what is told is the price committed now.
  const product = await productPriceNow(tx, productId, { now: now.getTime(), lock: 'share' });
  if (!product || product.shown === null) return [];
  const { title, shown } = product;
  const fired = await fireAlerts(tx, productId, shown, title, now);
  const alerted = new Set(fired.map((note) => note.userId));
  const drops = (await lowerToldPrices(tx, productId, shown, title)).filter(
    (note) => !alerted.has(note.userId),
  );
  const rows = [...fired, ...drops];
  if (rows.length === 0) return [];
  const written = await tx
    .insert(notifications)
    .values(rows)
    .onConflictDoNothing({ target: notifications.dedupeKey })
    .returning({ id: notifications.id });
  return written.map((row) => row.id);
}

/** Checks one product's price in its own transaction, then queues the pushes of what it wrote. */
export async function checkProductPrice(
  db: AppDatabase,
  jobs: JobRunner,
  productId: string,
  now = new Date(),
) {
  const written = await db.transaction((tx) => notifyPriceNow(tx, productId, now));
  for (const notificationId of written) await enqueuePush(jobs, { notificationId });
}

/** Checks each product; one that fails does not hold up the others, and the job fails (and is retried) after. */
async function checkProducts(db: AppDatabase, jobs: JobRunner, productIds: string[]) {
  const failures: unknown[] = [];
  for (const productId of new Set(productIds)) {
    try {
      await checkProductPrice(db, jobs, productId);
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} price checks failed`);
}

/**
 * The products (of `productIds`, or all) whose shown price someone has not been told of: an armed target crossed,
 * a wishlister who wants drops last told of a price far enough above, or an item saved while no price was shown.
 * Exactly what notifyPriceNow acts on, read without a lock: a product left out has nothing to tell, and one whose
 * price is written after this read is checked again by the check its write queues.
 */
export async function productsToCheck(db: Executor, now = Date.now(), productIds?: string[]) {
  const fresh = new Date(now - AMAZON_PRICE_MAX_AGE_MS);
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        productIds ? inArray(products.id, productIds) : undefined,
        isNotNull(products.price),
        or(ne(products.source, 'amazon'), gte(products.lastUpdated, fresh)),
        sql`(exists (select 1 from ${priceAlerts} where ${priceAlerts.productId} = ${products.id}
              and ${priceAlerts.firedAt} is null and ${products.price} < ${priceAlerts.below})
          or exists (select 1 from ${wishlistItems}
              join ${wishlists} on ${wishlists.id} = ${wishlistItems.wishlistId}
              left join ${notificationSettings} on ${notificationSettings.userId} = ${wishlists.userId}
              where ${wishlistItems.productId} = ${products.id}
                and (${wishlistItems.alertedPrice} is null
                  or (${products.price} <= ${wishlistItems.alertedPrice} * ${100 - PRICE_DROP_MIN_PERCENT} / 100
                    and coalesce(${notificationSettings.priceDrops}, true)))))`,
      ),
    );
  return rows.map((row) => row.id);
}

/** A push is news: one that could not be queued for this long is left to the bell and the daily email. */
const MISSED_PUSH_WITHIN_MS = 60 * 60 * 1000;
/** A younger notification's push is still the check's that wrote it (queued once its transaction committed). */
const MISSED_PUSH_AFTER_MS = 60 * 1000;

/**
 * Queues the pushes a check could not queue after its commit (its job, run again, finds nothing new to write):
 * recent unread price notifications, not emailed yet, of members whose browsers would get them, with no push
 * sent. A push queued meanwhile is not doubled: the push job's id, and the push recorded as sent, keep it once.
 */
async function queueMissedPushes(db: AppDatabase, jobs: JobRunner, now: number) {
  const missed = await db
    .select({ id: notifications.id })
    .from(notifications)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, notifications.userId))
    .where(
      and(
        unreadAndNotEmailedPriceNotification,
        between(
          notifications.createdAt,
          new Date(now - MISSED_PUSH_WITHIN_MS),
          new Date(now - MISSED_PUSH_AFTER_MS),
        ),
        // Push on and a browser subscribed: a fan-out for anyone else records nothing, so it would come back.
        sql`coalesce(${notificationSettings.push}, true)`,
        sql`exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${notifications.userId})`,
        sql`not exists (select 1 from ${pushNotificationsSent}
              where ${pushNotificationsSent.notificationId} = ${notifications.id})`,
      ),
    );
  for (const { id } of missed) await enqueuePush(jobs, { notificationId: id });
}

const checkJob = z.object({ productIds: z.array(z.string()).min(1) });

/**
 * Queues the check of products whose price was just written; call it after the write committed. The write
 * stands whatever happens here: a check that cannot be queued (Redis away) is reported, and the sweep finds
 * what it would have told.
 */
export async function queuePriceCheck(jobs: JobRunner, productIds: string[], report: FailureReporter) {
  if (productIds.length === 0) return;
  try {
    await jobs.enqueue(PRICE_CHECK_JOB, { productIds: [...new Set(productIds)] });
  } catch (error) {
    report(error, 'queueing the price check of written products (the sweep will find them)');
  }
}

/**
 * The job worker's price jobs: the check after a write (of the written products, those with someone to tell),
 * and the sweep (the pushes not queued, then every product with someone to tell).
 */
export function priceJobHandlers({ db, jobs }: { db: AppDatabase; jobs: JobRunner }): JobHandlers {
  return {
    [PRICE_CHECK_JOB]: async (data) =>
      checkProducts(db, jobs, await productsToCheck(db, Date.now(), checkJob.parse(data).productIds)),
    [PRICE_SWEEP_JOB]: async () => {
      await queueMissedPushes(db, jobs, Date.now());
      await checkProducts(db, jobs, await productsToCheck(db));
    },
  };
}
