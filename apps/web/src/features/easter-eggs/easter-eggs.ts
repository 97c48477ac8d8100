import { browserStorage } from '@/lib/browser-storage';

/** Products that hide an easter egg (product spec 1 §4). */
export const EASTER_EGG_PRODUCT_IDS: ReadonlySet<string> = new Set([
  '1',
  'showerhead-led',
  'cargo-pants-loose',
  'qeils-blanket-hoodie',
  'rc-airplane',
]);

/** product spec 1 §9: overlay on the product page 5 s, card message 3 s. */
export const EGG_OVERLAY_SECONDS = 5;
export const EGG_CARD_MESSAGE_MS = 3000;

/** Browser storage keys (product spec 1 §3): the found list, and a per-product flag while its overlay counts down. */
export const FOUND_EGGS_KEY = 'foundEasterEggs';
export const activeEggKey = (productId: string) => `easterEggFound_${productId}`;

/** The ids in `foundEasterEggs`; anything unreadable counts as none found. */
export function readFoundEggs(): string[] {
  const raw = browserStorage()?.getItem(FOUND_EGGS_KEY);
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Adds `productId` to `foundEasterEggs` (once) and returns the new list. */
export function writeFoundEgg(productId: string): string[] {
  const found = readFoundEggs();
  const next = found.includes(productId) ? found : [...found, productId];
  browserStorage()?.setItem(FOUND_EGGS_KEY, JSON.stringify(next));
  return next;
}

/** True when the product hides an egg that this browser has not found yet. */
export function hasHiddenEgg(productId: string, found: readonly string[]): boolean {
  return EASTER_EGG_PRODUCT_IDS.has(productId) && !found.includes(productId);
}

/** Marks the product's overlay as running (so a reload during the countdown resumes it). */
export function startEggCountdown(productId: string, now: number = Date.now()): void {
  browserStorage()?.setItem(activeEggKey(productId), String(now));
}

export function clearEggCountdown(productId: string): void {
  browserStorage()?.removeItem(activeEggKey(productId));
}

/** Whole seconds left of a running overlay, or 0 when none runs. */
export function remainingEggSeconds(productId: string, now: number = Date.now()): number {
  const started = Number(browserStorage()?.getItem(activeEggKey(productId)));
  if (!Number.isFinite(started) || started <= 0) return 0;
  const left = EGG_OVERLAY_SECONDS - Math.floor((now - started) / 1000);
  return left > 0 && left <= EGG_OVERLAY_SECONDS ? left : 0;
}
