import { create } from 'zustand';
import type { Product } from '@/features/products';
import { pickRandom } from '@/features/products';

/** product spec 1 §4, §9: the spin lasts 2 s and never repeats any of the last 5 picks. */
export const SPIN_DURATION_MS = 2000;
export const SPIN_HISTORY_SIZE = 5;

export interface SpinPick {
  product: Product;
  /** The ids of the last (up to) 5 picks, oldest first, including this one. */
  history: string[];
}

/**
 * Picks a product not among the recent picks. When every product was picked recently, the history resets
 * and any product may come up. Null for an empty list.
 */
export function pickSpin(
  products: readonly Product[],
  history: readonly string[],
  random: () => number = Math.random,
): SpinPick | null {
  if (products.length === 0) return null;
  const recent = new Set(history);
  const fresh = products.filter((product) => !recent.has(product._id));
  const [candidates, base] = fresh.length > 0 ? [fresh, history] : [products, []];
  const product = pickRandom(candidates, random);
  if (!product) return null;
  return { product, history: [...base, product._id].slice(-SPIN_HISTORY_SIZE) };
}

interface SpinState {
  /** Recent pick ids, kept for the whole visit (in memory). */
  history: string[];
  spin: (products: readonly Product[]) => Product | null;
}

export const useSpinStore = create<SpinState>()((set, get) => ({
  history: [],
  spin: (products) => {
    const pick = pickSpin(products, get().history);
    if (!pick) return null;
    set({ history: pick.history });
    return pick.product;
  },
}));
