import { describe, expect, it } from 'vitest';
import { utcPriceTime } from './PriceTime';

/** What utcPriceTime stands in for (ICU may write a narrow no-break space before AM/PM; the page writes a space). */
const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
const intlText = (time: Date) => intl.format(time).replace(/\u202f/g, ' ');

describe('utcPriceTime', () => {
  it('writes a medium date and a short time in UTC, as en-US does', () => {
    expect(utcPriceTime('2026-11-28T07:49:00Z')).toBe('Nov 28, 2026, 7:49 AM');
    expect(utcPriceTime('2026-01-01T00:05:00.000Z')).toBe('Jan 1, 2026, 12:05 AM');
    expect(utcPriceTime('2025-06-30T12:00:59Z')).toBe('Jun 30, 2025, 12:00 PM');
    expect(utcPriceTime('2025-12-31T23:59:00-02:00')).toBe('Jan 1, 2026, 1:59 AM');
  });

  it('writes what Intl.DateTimeFormat writes, every hour of the day and month of the year', () => {
    for (let i = 0; i < 5_000; i++) {
      // Minutes spread over ten years, deterministic.
      const time = new Date(Date.UTC(2020, 0, 1) + ((i * 7_919_993) % (10 * 365 * 24 * 60)) * 60_000);
      expect(utcPriceTime(time.toISOString()), time.toISOString()).toBe(intlText(time));
    }
  });
});
