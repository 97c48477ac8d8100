import { afterEach, describe, expect, it } from 'vitest';
import { readersPriceTime, utcPriceTime } from './PriceTime';

/** What utcPriceTime stands in for (ICU may write a narrow no-break space before AM/PM; the page writes a space). */
const intlIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone });
const spaced = (text: string) => text.replace(/\u202f/g, ' ');
const intl = intlIn('UTC');
const intlText = (time: Date) => spaced(intl.format(time));
/** Minutes spread over ten years, deterministic. */
const spreadTimes = (count: number) =>
  Array.from(
    { length: count },
    (_, i) => new Date(Date.UTC(2020, 0, 1) + ((i * 7_919_993) % (10 * 365 * 24 * 60)) * 60_000),
  );

describe('utcPriceTime', () => {
  it('writes a medium date and a short time in UTC, as en-US does', () => {
    expect(utcPriceTime('2026-11-28T07:49:00Z')).toBe('Nov 28, 2026, 7:49 AM');
    expect(utcPriceTime('2026-01-01T00:05:00.000Z')).toBe('Jan 1, 2026, 12:05 AM');
    expect(utcPriceTime('2025-06-30T12:00:59Z')).toBe('Jun 30, 2025, 12:00 PM');
    expect(utcPriceTime('2025-12-31T23:59:00-02:00')).toBe('Jan 1, 2026, 1:59 AM');
  });

  it('writes what Intl.DateTimeFormat writes, every hour of the day and month of the year', () => {
    for (const time of spreadTimes(5_000)) {
      expect(utcPriceTime(time.toISOString()), time.toISOString()).toBe(intlText(time));
    }
  });
});

describe('readersPriceTime', () => {
  const zoneBefore = process.env.TZ;
  afterEach(() => {
    if (zoneBefore === undefined) delete process.env.TZ;
    else process.env.TZ = zoneBefore;
  });

  // Node takes a new TZ at once, as a browser has its reader's zone: daylight saving, half and three-quarter hours.
  it.each(['America/New_York', 'Asia/Kolkata', 'Pacific/Chatham', 'Australia/Lord_Howe', 'UTC'])(
    "writes what Intl.DateTimeFormat writes in the reader's zone (%s)",
    (zone) => {
      process.env.TZ = zone;
      const readers = intlIn(zone);
      for (const time of spreadTimes(2_000)) {
        expect(readersPriceTime(time.toISOString()), time.toISOString()).toBe(spaced(readers.format(time)));
      }
    },
  );

  it('differs from UTC where the zone does', () => {
    process.env.TZ = 'Asia/Kolkata';
    expect(readersPriceTime('2026-11-28T07:49:00Z')).toBe('Nov 28, 2026, 1:19 PM');
  });
});
