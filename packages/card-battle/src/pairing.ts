import type { GameMode } from '@app/game-rules';

// Who plays whom among the members waiting in one queue: the closest ratings first, each waiter accepting
// opponents within a window that widens the longer they wait. Pure; queue.ts runs it over the queue table.

/** A waiter first accepts opponents rated within this much of their own rating… */
export const PAIRING_WINDOW_START = 100;
/** …and this much more for every PAIRING_WIDEN_EVERY_MS they have waited. */
export const PAIRING_WINDOW_STEP = 100;
export const PAIRING_WIDEN_EVERY_MS = 5_000;
/**
 * From this wait on, a blitz waiter accepts anyone: with the lobby pairing every second, nobody waits more than
 * 30 s while someone else waits in the blitz queue.
 */
export const BLITZ_ANYONE_AFTER_MS = 25_000;

export interface Waiter {
  userId: number;
  rating: number;
  waitedMs: number;
}

/** How far from their own rating a waiter accepts an opponent after waiting `waitedMs`. */
export function pairingWindow(mode: GameMode, waitedMs: number): number {
  if (mode === 'blitz' && waitedMs >= BLITZ_ANYONE_AFTER_MS) return Number.POSITIVE_INFINITY;
  return (
    PAIRING_WINDOW_START + PAIRING_WINDOW_STEP * Math.floor(Math.max(0, waitedMs) / PAIRING_WIDEN_EVERY_MS)
  );
}

/** The key `blocked` holds for a pair that must never play (either blocked the other), in either order. */
export const pairKey = (x: number, y: number) => (x < y ? `${x}:${y}` : `${y}:${x}`);

/**
 * The pairs to make now: of all pairs where either waiter's window reaches the other's rating (the one who
 * waited longer is the more accepting), the closest ratings first (the longer waits first among equals), each
 * waiter in at most one pair. Each pair lists the one who waited longer first.
 */
export function choosePairs<W extends Waiter>(
  mode: GameMode,
  waiters: readonly W[],
  blocked: ReadonlySet<string>,
): [W, W][] {
  const candidates: { pair: [W, W]; gap: number; waited: number }[] = [];
  for (const [i, x] of waiters.entries()) {
    for (const y of waiters.slice(i + 1)) {
      if (x.userId === y.userId || blocked.has(pairKey(x.userId, y.userId))) continue;
      const gap = Math.abs(x.rating - y.rating);
      const [older, newer] = x.waitedMs >= y.waitedMs ? [x, y] : [y, x];
      if (gap > pairingWindow(mode, older.waitedMs)) continue;
      candidates.push({ pair: [older, newer], gap, waited: older.waitedMs + newer.waitedMs });
    }
  }
  candidates.sort((p, q) => p.gap - q.gap || q.waited - p.waited);
  const taken = new Set<number>();
  const pairs: [W, W][] = [];
  for (const { pair } of candidates) {
    if (taken.has(pair[0].userId) || taken.has(pair[1].userId)) continue;
    taken.add(pair[0].userId);
    taken.add(pair[1].userId);
    pairs.push(pair);
  }
  return pairs;
}
