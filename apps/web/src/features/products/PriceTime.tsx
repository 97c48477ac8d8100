import { useEffect, useState } from 'react';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Nov 28, 2026, 7:49 AM': a medium date and a short time as en-US writes them, from their parts. */
function mediumDateShortTime(year: number, month: number, day: number, hours: number, minutes: number) {
  const time = `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
  return `${MONTHS[month]} ${day}, ${year}, ${time}`;
}

/**
 * The time in UTC, as the server writes it. Neither this nor `readersPriceTime` uses a date formatter: the first
 * one a page makes loads the locale's and the zones' data, 100–190 ms under 4× CPU throttling on an ordinary
 * host (a long task of its own after the page is drawn), where the Date's own fields take under a millisecond.
 */
export function utcPriceTime(iso: string): string {
  const t = new Date(iso);
  return mediumDateShortTime(
    t.getUTCFullYear(),
    t.getUTCMonth(),
    t.getUTCDate(),
    t.getUTCHours(),
    t.getUTCMinutes(),
  );
}

/** The time in the reader's time zone (the browser's). */
export function readersPriceTime(iso: string): string {
  const t = new Date(iso);
  return mediumDateShortTime(t.getFullYear(), t.getMonth(), t.getDate(), t.getHours(), t.getMinutes());
}

/**
 * When Amazon gave the price, in the reader's time zone. The server cannot know that zone, so its HTML (and the
 * browser's first render over it, which must match) says UTC; the reader's own follows once the page runs.
 */
export function PriceTime({ iso }: { iso: string }) {
  const [readers, setReaders] = useState<{ iso: string; text: string } | null>(null);
  useEffect(() => setReaders({ iso, text: readersPriceTime(iso) }), [iso]);
  return <time dateTime={iso}>{readers?.iso === iso ? readers.text : `${utcPriceTime(iso)} UTC`}</time>;
}
