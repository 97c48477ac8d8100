import type { PriceHistory, PricePoint, Product } from '@app/contracts';
import { type ReactNode, useId, useState } from 'react';
import { InlineLoadFailure } from '@/components/ui/StatusBlock';
import { formatPrice } from '../format';
import { usePriceHistory } from './history-data';
import {
  CHART_HEIGHT,
  CHART_WIDTH,
  chartGeometry,
  formatDay,
  formatDayNear,
  knownPrices,
  type Timeline,
  timelineOf,
} from './price-chart';

export const AMAZON_HISTORY_NOTE =
  "Amazon's terms let this site keep only Amazon's latest price, so there is no price history to show.";

interface PriceHistorySectionProps {
  product: Pick<Product, '_id' | 'price' | 'lastUpdated'>;
  /** What follows the history in its section (a member's price alert). */
  children?: ReactNode;
}

/**
 * 'Price history': the prices this site recorded for the product over the last 90 days, drawn on the server (a
 * line in SVG, no script needed), with the lowest and highest, 'Lowest in 30 days' when true, and every price
 * in a table for whoever cannot see the line.
 */
export function PriceHistorySection({ product, children }: PriceHistorySectionProps) {
  const titleId = useId();
  return (
    <section className="price-history" aria-labelledby={titleId}>
      <h2 id={titleId} className="price-history__title">
        Price history
      </h2>
      {/* A changed price (an admin's save) reads the history again. */}
      <HistoryContent
        key={`${product._id} ${product.price} ${product.lastUpdated}`}
        productId={product._id}
      />
      {children}
    </section>
  );
}

function HistoryContent({ productId }: { productId: string }) {
  const [attempt, setAttempt] = useState(0);
  const state = usePriceHistory(productId, attempt);
  if (state.status === 'ready') return <HistoryBody history={state.history} />;
  if (state.status === 'loading') return <p className="price-history__note">Loading the prices seen...</p>;
  return (
    <InlineLoadFailure
      className="price-history__note"
      text="Couldn't load the price history."
      onRetry={() => setAttempt((n) => n + 1)}
    />
  );
}

function HistoryBody({ history }: { history: PriceHistory }) {
  if (history.source === 'amazon') return <p className="price-history__note">{AMAZON_HISTORY_NOTE}</p>;
  const timeline = timelineOf(history);
  const prices = knownPrices(timeline);
  if (prices.length === 0) return <p className="price-history__note">No prices recorded yet.</p>;
  const first = timeline.find((point) => point.price !== null);
  if (prices.every((price) => price === prices[0]) && first) {
    // One price all along: nothing to draw.
    return (
      <p className="price-history__note">
        {`One price seen since ${formatDay(first.recorded_at, true)}: ${formatPrice(prices[0])}.`}
      </p>
    );
  }
  return (
    <>
      <HistoryFacts history={history} />
      <HistoryChart history={history} timeline={timeline} />
      <HistoryTable history={history} />
    </>
  );
}

function HistoryFacts({ history }: { history: PriceHistory }) {
  const fact = (label: string, point: PricePoint | null) =>
    point ? (
      <li>
        <span className="price-history__label">{label}</span> <strong>{formatPrice(point.price)}</strong>{' '}
        <span className="price-history__day">{formatDayNear(point.recorded_at, history.to)}</span>
      </li>
    ) : null;
  return (
    <>
      {history.lowest_in_30_days ? (
        <p className="price-history__badge">
          <span aria-hidden="true">📉 </span>Lowest in 30 days
        </p>
      ) : null}
      <ul className="price-history__facts">
        {fact('Lowest', history.lowest)}
        {fact('Highest', history.highest)}
      </ul>
    </>
  );
}

/** What the line says, for screen readers (the table under it lists every price). */
function chartLabel(history: PriceHistory, timeline: Timeline) {
  const known = timeline.filter((point) => point.price !== null);
  const start = known[0];
  const end = known.at(-1);
  if (!start || !end) return 'Price chart';
  const ending =
    history.current_price === end.price ? 'today' : `on ${formatDayNear(end.recorded_at, history.to)}`;
  const since = formatDayNear(new Date(start.time).toISOString(), history.to);
  return `Price chart: ${formatPrice(start.price)} on ${since}, ${formatPrice(end.price)} ${ending}`;
}

function HistoryChart({ history, timeline }: { history: PriceHistory; timeline: Timeline }) {
  const { path, dots } = chartGeometry(history, timeline);
  return (
    <div className="price-history__chart">
      <svg
        viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
        role="img"
        aria-label={chartLabel(history, timeline)}
      >
        <path className="price-history__line" d={path} />
        {dots.map((dot) => (
          <circle
            key={dot.recordedAt}
            className={`price-history__dot price-history__dot--${dot.kind}`}
            cx={dot.x}
            cy={dot.y}
            r={dot.kind === 'plain' ? 4 : 6}
          />
        ))}
      </svg>
      <div className="price-history__axis" aria-hidden="true">
        <span>{formatDayNear(history.from, history.to)}</span>
        <span>Today</span>
      </div>
    </div>
  );
}

/** Every recorded price, newest first, behind a disclosure (read by screen readers and the curious). */
function HistoryTable({ history }: { history: PriceHistory }) {
  const rows = [...(history.opening ? [history.opening] : []), ...history.points].reverse();
  return (
    <details className="price-history__details">
      <summary>{`All ${rows.length} recorded prices`}</summary>
      <table className="price-history__table">
        <caption className="visually-hidden">Prices this site recorded, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Recorded</th>
            <th scope="col">Price</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((point) => (
            <tr key={point.recorded_at}>
              <td>{formatDay(point.recorded_at, true)}</td>
              <td>{point.price === null ? 'Not known' : formatPrice(point.price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
