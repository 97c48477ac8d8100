import { useEffect, useState } from 'react';
import { whenIdle } from '@/lib/when-idle';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Nov 28, 2026, 7:49 AM': a medium date and a short time as en-US writes them, in UTC, without a formatter. */
export function utcPriceTime(iso: string): string {
  const time = new Date(iso);
  const hours = time.getUTCHours();
  const minutes = String(time.getUTCMinutes()).padStart(2, '0');
  const day = `${MONTHS[time.getUTCMonth()]} ${time.getUTCDate()}, ${time.getUTCFullYear()}`;
  return `${day}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

let readersFormat: Intl.DateTimeFormat | undefined;
function readersPriceTime(iso: string) {
  readersFormat ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  return readersFormat.format(new Date(iso));
}

/**
 * When Amazon gave the price, in the reader's time zone. The server cannot know that zone, so its HTML (and the
 * browser's first render over it, which must match) says UTC, written without a formatter; the reader's own
 * follows when the browser is idle: the first date formatter a page makes loads the locale's and the zones' data
 * (≈ 45 ms under 4× CPU throttling), which would otherwise lengthen the task that draws the page.
 */
export function PriceTime({ iso }: { iso: string }) {
  const [readers, setReaders] = useState<{ iso: string; text: string } | null>(null);
  useEffect(() => whenIdle(() => setReaders({ iso, text: readersPriceTime(iso) }), 1_000), [iso]);
  return <time dateTime={iso}>{readers?.iso === iso ? readers.text : `${utcPriceTime(iso)} UTC`}</time>;
}
