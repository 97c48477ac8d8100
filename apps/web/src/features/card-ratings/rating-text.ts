import type { MatchResultKind } from '@app/contracts';

/** A rating as shown: whole points, with `?` while it is provisional (`1500?`). */
export const ratingText = (rating: number, provisional: boolean) => `${rating}${provisional ? '?' : ''}`;

/** A rating change as shown: `+12`, `−12` (a minus sign) or `±0`. */
export function ratingChangeText(before: number, after: number) {
  const change = after - before;
  if (change > 0) return `+${change}`;
  if (change < 0) return `−${-change}`;
  return '±0';
}

export const RESULT_TEXT: Readonly<Record<MatchResultKind, string>> = {
  win: 'Win',
  loss: 'Loss',
  draw: 'Draw',
  aborted: 'Aborted',
};

export const MODE_TEXT = { blitz: 'Blitz', async: 'Async' } as const;
