import type { AmazonRefreshRun } from '@app/contracts';
import { type AppDatabase, amazonRefreshRuns, products } from '@app/db';
import type { JobRunner } from '@app/jobs';
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { bumpVersion } from '../catalogue/index.ts';
import { GET_ITEMS_BATCH, type GetItemsResult, type ProductDataProvider } from './creators-api.ts';

/** Runs one refresh (its run id in the data). */
export const REFRESH_JOB = 'amazon.refresh';
/** The schedule's refresh of every Amazon product. */
export const DAILY_REFRESH_JOB = 'amazon.refresh-daily';
/** Every Amazon product is asked about at least this often (Amazon shows no price older than a day). */
export const DAILY_REFRESH_MS = 24 * 60 * 60 * 1000;
/** What the availability of a product Amazon no longer answers for says. */
export const UNAVAILABLE = 'Unavailable';

type RunRow = typeof amazonRefreshRuns.$inferSelect;

export function toRefreshRun(row: RunRow): AmazonRefreshRun {
  return {
    id: row.id,
    kind: row.kind,
    asin: row.asin,
    status: row.status,
    total: row.total,
    updated: row.updated,
    failed: row.failed,
    errors: row.errors,
    created_at: row.createdAt.toISOString(),
    started_at: row.startedAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

/** Records a refresh as asked for and queues it; the caller answers at once with the run. */
export async function queueRefresh(
  db: AppDatabase,
  jobs: JobRunner,
  request: { kind: 'all' | 'one'; asin?: string; requestedBy: number | null },
) {
  const [run] = await db
    .insert(amazonRefreshRuns)
    .values({ kind: request.kind, asin: request.asin ?? null, requestedBy: request.requestedBy })
    .returning();
  const queued = run as RunRow;
  try {
    await jobs.enqueue(REFRESH_JOB, { runId: queued.id }, { jobId: `amazon-refresh-${queued.id}` });
  } catch (error) {
    await finish(db, queued.id, 'failed', [{ reason: 'The job queue could not be reached' }]);
    throw error;
  }
  return toRefreshRun(queued);
}

export async function findRun(db: AppDatabase, id: number) {
  const [row] = await db.select().from(amazonRefreshRuns).where(eq(amazonRefreshRuns.id, id));
  return row ? toRefreshRun(row) : null;
}

export async function recentRuns(db: AppDatabase, limit: number) {
  const rows = await db
    .select()
    .from(amazonRefreshRuns)
    .orderBy(desc(amazonRefreshRuns.createdAt), desc(amazonRefreshRuns.id))
    .limit(limit);
  return rows.map(toRefreshRun);
}

async function finish(db: AppDatabase, id: number, status: 'done' | 'failed', errors?: RunRow['errors']) {
  await db
    .update(amazonRefreshRuns)
    .set({ status, finishedAt: new Date(), ...(errors ? { errors } : {}) })
    .where(eq(amazonRefreshRuns.id, id));
}

/** What is done with the products whose prices a batch wrote, once its transaction committed. */
export type PricesWritten = (productIds: string[]) => Promise<void>;

/**
 * One batch's answer written in one transaction: a product is written whole or not at all. Answers the products
 * given a price.
 */
async function applyBatch(db: AppDatabase, runId: number, result: GetItemsResult, now: Date) {
  return db.transaction(async (tx) => {
    const priced: string[] = [];
    for (const item of result.items) {
      const written = await tx
        .update(products)
        .set({
          price: item.price,
          availability: item.availability,
          lastUpdated: now,
          updatedAt: now,
          ...(item.imageUrl ? { imageUrl: item.imageUrl } : {}),
          ...(item.detailPageUrl ? { affiliateUrl: item.detailPageUrl } : {}),
        })
        .where(and(eq(products.asin, item.asin), eq(products.source, 'amazon')))
        .returning({ id: products.id });
      if (item.price !== null) priced.push(...written.map((row) => row.id));
    }
    for (const missing of result.missing) {
      // No longer answered for: shown as unavailable, its old price no longer claimed.
      await tx
        .update(products)
        .set({ availability: UNAVAILABLE, price: null, lastUpdated: now, updatedAt: now })
        .where(and(eq(products.asin, missing.asin), eq(products.source, 'amazon')));
    }
    await bumpVersion(tx);
    await tx
      .update(amazonRefreshRuns)
      .set({
        updated: sql`${amazonRefreshRuns.updated} + ${result.items.length}`,
        failed: sql`${amazonRefreshRuns.failed} + ${result.missing.length}`,
        errors: sql`${amazonRefreshRuns.errors} || ${JSON.stringify(result.missing)}::jsonb`,
      })
      .where(eq(amazonRefreshRuns.id, runId));
    return priced;
  });
}

/**
 * Runs a queued refresh: every Amazon product (or the one asked for), ten ASINs a call, each call's answer
 * written in its own transaction. Safe to run again (the job runner retries a failed attempt): a run starts its
 * counts afresh and writing the same answer twice changes nothing. A finished run is not run again.
 */
export async function runRefresh(
  db: AppDatabase,
  provider: ProductDataProvider,
  runId: number,
  pricesWritten: PricesWritten,
) {
  const [run] = await db.select().from(amazonRefreshRuns).where(eq(amazonRefreshRuns.id, runId));
  if (!run || run.status === 'done') return;
  const asins =
    run.kind === 'one'
      ? [run.asin as string]
      : (
          await db
            .select({ asin: products.asin })
            .from(products)
            .where(and(eq(products.source, 'amazon'), isNotNull(products.asin)))
            .orderBy(asc(products.asin))
        ).map((row) => row.asin as string);
  await db
    .update(amazonRefreshRuns)
    .set({ status: 'running', startedAt: new Date(), total: asins.length, updated: 0, failed: 0, errors: [] })
    .where(eq(amazonRefreshRuns.id, runId));
  try {
    for (let start = 0; start < asins.length; start += GET_ITEMS_BATCH) {
      const batch = asins.slice(start, start + GET_ITEMS_BATCH);
      const priced = await applyBatch(db, runId, await provider.getItems(batch), new Date());
      await pricesWritten(priced);
    }
  } catch (error) {
    // Recorded for the admins; the job runner tries the run again, and the last failure stays.
    await finish(db, runId, 'failed', [{ reason: error instanceof Error ? error.message : String(error) }]);
    throw error;
  }
  await finish(db, runId, 'done');
}

/**
 * The API's refresh jobs; without a provider (no credentials) they record why nothing happened. `pricesWritten`
 * hears of each batch's priced products after it committed (the price alerts' check).
 */
export function refreshJobHandlers(
  db: AppDatabase,
  provider: ProductDataProvider | null,
  pricesWritten: PricesWritten,
) {
  return {
    [REFRESH_JOB]: async (data: unknown) => {
      const runId = Number((data as { runId?: unknown }).runId);
      if (!provider) {
        await finish(db, runId, 'failed', [{ reason: 'Amazon API not configured' }]);
        return;
      }
      await runRefresh(db, provider, runId, pricesWritten);
    },
    [DAILY_REFRESH_JOB]: async () => {
      if (!provider) return;
      const [run] = await db.insert(amazonRefreshRuns).values({ kind: 'all', requestedBy: null }).returning();
      await runRefresh(db, provider, (run as RunRow).id, pricesWritten);
    },
  };
}
