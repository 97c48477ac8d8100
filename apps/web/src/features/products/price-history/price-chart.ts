import type { PriceHistory, PricePoint } from '@app/contracts';

/** The chart's drawing box (SVG user units); the SVG scales to the column's width, keeping this ratio. */
export const CHART_WIDTH = 600;
export const CHART_HEIGHT = 150;
const PAD_X = 8;
const PAD_Y = 14;

export interface ChartDot {
  /** When the price was recorded (unique within a history). */
  recordedAt: string;
  x: number;
  y: number;
  kind: 'lowest' | 'highest' | 'plain';
}

export interface ChartGeometry {
  /** The step line: a price holds until the next observation; an unknown price breaks the line. */
  path: string;
  /** Each known observation within the window. */
  dots: ChartDot[];
}

/** One decimal at most: the path stays short. */
const round = (value: number) => Math.round(value * 10) / 10;

/** A history's observations, each with its time in milliseconds, in time order (see `timelineOf`). */
export type Timeline = Array<PricePoint & { time: number }>;

/**
 * The observations in time order with the window's opening price first, placed at the window's start (when it was
 * recorded earlier, it was still the price then).
 */
export function timelineOf(history: PriceHistory): Timeline {
  const from = Date.parse(history.from);
  const opening = history.opening ? [{ ...history.opening, time: from }] : [];
  return [...opening, ...history.points.map((point) => ({ ...point, time: Date.parse(point.recorded_at) }))];
}

/** The known prices of the timeline. */
export const knownPrices = (timeline: Timeline) =>
  timeline.map((point) => point.price).filter((price): price is number => price !== null);

/**
 * The line and dots of the history: x by time over the window, y by price between the lowest and highest. The
 * line reaches the right edge (today) only while the last observation is the price shown now: a hidden price is
 * never drawn on.
 */
export function chartGeometry(history: PriceHistory, timeline: Timeline): ChartGeometry {
  const from = Date.parse(history.from);
  const to = Date.parse(history.to);
  const prices = knownPrices(timeline);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const x = (time: number) =>
    round(
      PAD_X + (Math.min(Math.max(time, from), to) - from) * ((CHART_WIDTH - 2 * PAD_X) / (to - from || 1)),
    );
  // One price all along: a line across the middle.
  const y = (price: number) =>
    round(
      high === low ? CHART_HEIGHT / 2 : PAD_Y + ((high - price) / (high - low)) * (CHART_HEIGHT - 2 * PAD_Y),
    );

  const parts: string[] = [];
  let drawing: number | null = null;
  for (const point of timeline) {
    if (point.price === null) {
      if (drawing !== null) parts.push(`H${x(point.time)}`);
      drawing = null;
    } else if (drawing === null) {
      parts.push(`M${x(point.time)} ${y(point.price)}`);
      drawing = point.price;
    } else {
      parts.push(`H${x(point.time)}V${y(point.price)}`);
      drawing = point.price;
    }
  }
  if (drawing !== null && drawing === history.current_price) parts.push(`H${x(to)}`);

  const dots = history.points
    .filter((point): point is PricePoint & { price: number } => point.price !== null)
    .map((point) => ({
      recordedAt: point.recorded_at,
      x: x(Date.parse(point.recorded_at)),
      y: y(point.price),
      kind: dotKind(history, point),
    }));
  return { path: parts.join(''), dots };
}

function dotKind(history: PriceHistory, point: PricePoint): ChartDot['kind'] {
  if (history.lowest?.recorded_at === point.recorded_at && history.lowest.price === point.price)
    return 'lowest';
  if (history.highest?.recorded_at === point.recorded_at && history.highest.price === point.price) {
    return 'highest';
  }
  return 'plain';
}

// Made at the first day written, not when the page's code loads: the first date formatter a page makes loads the
// locale's data (tens of milliseconds on a phone), which would lengthen the one task that runs the page's code.
let days: Record<'plain' | 'withYear', Intl.DateTimeFormat> | undefined;
const dayFormats = () =>
  (days ??= {
    plain: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }),
    withYear: new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }),
  });

/**
 * A day as 'Nov 25' ('Nov 25, 2025' with `withYear`), in UTC: the server cannot know the reader's zone, and the
 * browser's first render must equal the server's HTML.
 */
export const formatDay = (iso: string, withYear = false): string =>
  dayFormats()[withYear ? 'withYear' : 'plain'].format(new Date(iso));

/** A day within the year of `to` without its year, another with it. */
export const formatDayNear = (iso: string, to: string) =>
  formatDay(iso, new Date(iso).getUTCFullYear() !== new Date(to).getUTCFullYear());
