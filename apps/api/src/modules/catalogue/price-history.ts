import {
  type KnownPricePoint,
  PRICE_HISTORY_DAYS,
  PRICE_LOW_WINDOW_DAYS,
  type PriceHistory,
  type PricePoint,
  type Product,
  shownPrice,
} from '@app/contracts';
import { type Executor, productPriceHistory } from '@app/db';
import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import { rememberedPerVersion } from '../../lib/remembered.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A price the storefront would show: greater than 0 (product spec 1 §5), else unknown. */
const knownPrice = (price: number | null) => (price !== null && price > 0 ? price : null);

const columns = { price: productPriceHistory.price, recordedAt: productPriceHistory.recordedAt };
const toPoint = (row: { price: number | null; recordedAt: Date }): PricePoint => ({
  price: knownPrice(row.price),
  recorded_at: row.recordedAt.toISOString(),
});

/** The last observation before `from` (the price in effect when the window opened) and those since, oldest first. */
async function observations(db: Executor, productId: string, from: Date) {
  const ofProduct = eq(productPriceHistory.productId, productId);
  const [opening] = await db
    .select(columns)
    .from(productPriceHistory)
    .where(and(ofProduct, lt(productPriceHistory.recordedAt, from)))
    .orderBy(desc(productPriceHistory.recordedAt), desc(productPriceHistory.id))
    .limit(1);
  const points = await db
    .select(columns)
    .from(productPriceHistory)
    .where(and(ofProduct, gte(productPriceHistory.recordedAt, from)))
    .orderBy(asc(productPriceHistory.recordedAt), asc(productPriceHistory.id));
  return { opening: opening ? toPoint(opening) : null, points: points.map(toPoint) };
}

const known = (points: readonly PricePoint[]) =>
  points.filter((point): point is KnownPricePoint => point.price !== null);

/** The extreme known price by `better`; of equal prices the latest recorded (the points are oldest first). */
function extreme(points: readonly PricePoint[], better: (a: number, b: number) => boolean) {
  let found: KnownPricePoint | null = null;
  for (const point of known(points)) {
    if (!found || !better(found.price, point.price)) found = point;
  }
  return found;
}

/**
 * 'Lowest in 30 days': the current price is at most every price in effect over the last 30 days (the one in
 * effect when they began and every one recorded since), the history reaches back that far, and some price in
 * those days was higher. A price that never moved, or a product the site has known for less than 30 days, says
 * nothing of the kind.
 */
function lowestInWindow(timeline: readonly PricePoint[], current: number | null, now: number) {
  if (current === null) return false;
  const start = now - PRICE_LOW_WINDOW_DAYS * DAY_MS;
  const before = timeline.filter((point) => Date.parse(point.recorded_at) <= start);
  if (before.length === 0) return false;
  const inEffect = known([...before.slice(-1), ...timeline.filter((p) => Date.parse(p.recorded_at) > start)]);
  return inEffect.every((point) => point.price >= current) && inEffect.some((point) => point.price > current);
}

/** The history answer from the recorded observations and the product's shown price at `now`. */
export function summarisePriceHistory(
  product: Pick<Product, '_id' | 'price' | 'source' | 'lastUpdated'>,
  recorded: { opening: PricePoint | null; points: PricePoint[] },
  now: number,
): PriceHistory {
  const timeline = [...(recorded.opening ? [recorded.opening] : []), ...recorded.points];
  const current = knownPrice(shownPrice(product, now));
  return {
    product_id: product._id,
    source: product.source,
    from: new Date(now - PRICE_HISTORY_DAYS * DAY_MS).toISOString(),
    to: new Date(now).toISOString(),
    opening: recorded.opening,
    points: recorded.points,
    lowest: extreme(timeline, (found, next) => found < next),
    highest: extreme(timeline, (found, next) => found > next),
    current_price: current,
    lowest_in_30_days: lowestInWindow(timeline, current, now),
  };
}

/**
 * The prices this site recorded for the product over the last PRICE_HISTORY_DAYS days. An Amazon product has
 * none (Amazon's terms: only its latest price is kept, on the product), whatever the table may hold.
 */
export async function priceHistoryOf(
  db: Executor,
  product: Pick<Product, '_id' | 'price' | 'source' | 'lastUpdated'>,
  now: number = Date.now(),
): Promise<PriceHistory> {
  const recorded =
    product.source === 'amazon'
      ? { opening: null, points: [] }
      : await observations(db, product._id, new Date(now - PRICE_HISTORY_DAYS * DAY_MS));
  return summarisePriceHistory(product, recorded, now);
}

const MINUTE_MS = 60_000;
const PAGE_HISTORIES_KEPT = 500;

/**
 * The histories the server writes into product pages: as of the current minute, read once per product, minute
 * and catalogue version (every product write, the only thing that records a price, moves the version on). A page
 * is then the same for a minute, so the rendered-page cache serves it again; the API's own answer stays exact.
 */
export function pagePriceHistories(db: Executor, catalogueVersion: () => Promise<number>) {
  const remembered = rememberedPerVersion<PriceHistory>(PAGE_HISTORIES_KEPT);
  return async (product: Product): Promise<PriceHistory> => {
    const minute = Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;
    const version = `${await catalogueVersion()}:${minute}`;
    return remembered(product._id, version, () => priceHistoryOf(db, product, minute));
  };
}
