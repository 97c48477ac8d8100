import type { PriceHistory } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { daysBefore as day, testPriceHistory as history } from '@/testing/test-price-history';
import { CHART_WIDTH, chartGeometry, formatDay, formatDayNear, timelineOf } from './price-chart';

/** The chart of a history, from its timeline as the section builds it. */
const geometryOf = (priceHistory: PriceHistory) => chartGeometry(priceHistory, timelineOf(priceHistory));

/** The path's commands as [letter, numbers] pairs. */
const commands = (path: string) =>
  [...path.matchAll(/([MHV])([\d. ]+)/g)].map(([, letter, numbers]) => [
    letter,
    ...(numbers ?? '').trim().split(' ').map(Number),
  ]);

describe('the price chart', () => {
  it('draws a step line from the opening price at the left edge to today, highest at the top', () => {
    const geometry = geometryOf(
      history({
        opening: { price: 20, recorded_at: day(120) },
        points: [
          { price: 25, recorded_at: day(60) },
          { price: 18, recorded_at: day(1) },
        ],
        lowest: { price: 18, recorded_at: day(1) },
        highest: { price: 25, recorded_at: day(60) },
        current_price: 18,
      }),
    );
    const [move, ...steps] = commands(geometry.path);
    // The opening price starts at the left edge, at its height between 25 (top) and 18 (bottom).
    expect(move?.[0]).toBe('M');
    expect(move?.[1]).toBe(8);
    // The step up to 25, the highest, goes to the top of the drawing (its padding).
    expect(commands(geometry.path)[2]).toEqual(['V', 14]);
    // It holds until the next recorded price, then steps; the last step reaches the right edge (today).
    expect(steps.map((step) => step[0])).toEqual(['H', 'V', 'H', 'V', 'H']);
    expect(steps.at(-1)?.[1]).toBe(CHART_WIDTH - 8);
    expect(geometry.dots.map((dot) => dot.kind)).toEqual(['highest', 'lowest']);
  });

  it('breaks the line at an unknown price and stops where the last known price is no longer shown', () => {
    const geometry = geometryOf(
      history({
        points: [
          { price: 10, recorded_at: day(80) },
          { price: null, recorded_at: day(40) },
          { price: 12, recorded_at: day(20) },
          { price: null, recorded_at: day(5) },
        ],
        lowest: { price: 10, recorded_at: day(80) },
        highest: { price: 12, recorded_at: day(20) },
        current_price: null,
      }),
    );
    const letters = commands(geometry.path).map((command) => command[0]);
    expect(letters).toEqual(['M', 'H', 'M', 'H']);
    const lastX = commands(geometry.path).at(-1)?.[1] ?? 0;
    expect(lastX).toBeLessThan(CHART_WIDTH - 8);
    expect(geometry.dots).toHaveLength(2);
  });

  it('writes days short, in UTC, with the year only when it is not the year of the window’s end', () => {
    expect(formatDay('2026-03-05T23:30:00.000Z')).toBe('Mar 5');
    expect(formatDay('2026-03-05T23:30:00.000Z', true)).toBe('Mar 5, 2026');
    expect(formatDayNear('2025-12-20T00:00:00.000Z', '2026-03-01T00:00:00.000Z')).toBe('Dec 20, 2025');
    expect(formatDayNear('2026-01-20T00:00:00.000Z', '2026-03-01T00:00:00.000Z')).toBe('Jan 20');
  });
});
