import { type AppDatabase, affiliateClicks } from '@app/db';
import { desc, gte, sql } from 'drizzle-orm';

const DAY_MS = 86_400_000;

/** The UTC day `daysAgo` days before `now`, as YYYY-MM-DD (clicks are counted per UTC day). */
const utcDay = (now: number, daysAgo = 0) => new Date(now - daysAgo * DAY_MS).toISOString().slice(0, 10);

/** Only web addresses are followed: a product's link that is anything else is never redirected to. */
export const isWebAddress = (url: string | undefined | null): url is string => {
  if (!url) return false;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
};

/** Counts one click on the product's deal today. */
export async function recordClick(db: AppDatabase, productId: string, now = Date.now()) {
  await db
    .insert(affiliateClicks)
    .values({ productId, day: utcDay(now), clicks: 1 })
    .onConflictDoUpdate({
      target: [affiliateClicks.productId, affiliateClicks.day],
      set: { clicks: sql`${affiliateClicks.clicks} + 1` },
    });
}

const clicksOn = (day: string) =>
  sql<number>`coalesce(sum(${affiliateClicks.clicks}) filter (where ${affiliateClicks.day} = ${day}), 0)::int`;

/** Clicks today and in the last 7 days (today included), for the dashboard. */
export async function clickTotals(db: AppDatabase, now = Date.now()) {
  const [row] = await db
    .select({
      today: clicksOn(utcDay(now)),
      week: sql<number>`coalesce(sum(${affiliateClicks.clicks}), 0)::int`,
    })
    .from(affiliateClicks)
    .where(gte(affiliateClicks.day, utcDay(now, 6)));
  return { today: Number(row?.today ?? 0), week: Number(row?.week ?? 0) };
}

/**
 * The last `days` days (today included), every day present even without clicks, and the 100 products most
 * clicked in them.
 */
export async function clickReport(db: AppDatabase, days: number, now = Date.now()) {
  const since = utcDay(now, days - 1);
  const counted = await db
    .select({ day: affiliateClicks.day, clicks: sql<number>`sum(${affiliateClicks.clicks})::int` })
    .from(affiliateClicks)
    .where(gte(affiliateClicks.day, since))
    .groupBy(affiliateClicks.day);
  const byDay = new Map(counted.map((row) => [row.day, Number(row.clicks)]));
  const products = await db
    .select({
      productId: affiliateClicks.productId,
      clicks: sql<number>`sum(${affiliateClicks.clicks})::int`,
      today: clicksOn(utcDay(now)),
    })
    .from(affiliateClicks)
    .where(gte(affiliateClicks.day, since))
    .groupBy(affiliateClicks.productId)
    .orderBy(desc(sql`sum(${affiliateClicks.clicks})`), affiliateClicks.productId)
    .limit(100);
  return {
    days: Array.from({ length: days }, (_, index) => {
      const day = utcDay(now, days - 1 - index);
      return { day, clicks: byDay.get(day) ?? 0 };
    }),
    products: products.map((row) => ({
      product_id: row.productId,
      clicks: Number(row.clicks),
      today: Number(row.today),
    })),
  };
}
