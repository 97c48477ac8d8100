/** How a wishlisted product's price moved since it was saved: down or up, in whole percent. */
export interface SavedChange {
  direction: 'down' | 'up';
  percent: number;
}

const isPrice = (value: number | null): value is number =>
  value !== null && Number.isFinite(value) && value > 0;

/**
 * The change from the price shown when the product was saved to the price shown now; null when either is unknown
 * (an Amazon price older than 24 hours is), or the change rounds to 0 %.
 */
export function savedChange(saved: number | null, now: number | null): SavedChange | null {
  if (!isPrice(saved) || !isPrice(now)) return null;
  const percent = Math.round((Math.abs(now - saved) / saved) * 100);
  if (percent === 0) return null;
  return { direction: now < saved ? 'down' : 'up', percent };
}

/** '↓ 12 % since you saved it'. */
export const savedChangeText = (change: SavedChange) =>
  `${change.direction === 'down' ? '↓' : '↑'} ${change.percent} % since you saved it`;
