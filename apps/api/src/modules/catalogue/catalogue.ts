import type { QuickSearchAnswer } from '@app/contracts';
import type { AppDatabase } from '@app/db';
import type { RawProduct } from './normalise.ts';
import { type CatalogueSnapshot, type Listen, listenForWrites, productListCache } from './product-list.ts';
import { quickSearch } from './queries.ts';
import { deleteProducts, type SaveOptions, saveProducts } from './writes.ts';

export interface Catalogue {
  /** The current product list, from memory unless a write (here or in another process) changed it. */
  snapshot(): Promise<CatalogueSnapshot>;
  /** saveProducts, then drops this process's cached list at once. */
  saveProducts(raws: RawProduct[], options?: SaveOptions): Promise<string[]>;
  deleteProducts(ids: string[]): Promise<number>;
  invalidate(): void;
  /**
   * The header's quick search (quickSearch), each answer remembered until the catalogue changes: shoppers type
   * the same few words over and over, and the list changes only when a product is written.
   */
  quickSearch(q: string, limit: number): Promise<QuickSearchAnswer>;
  /** Stops listening for other processes' writes. */
  close(): Promise<void>;
}

/** Quick-search answers remembered per catalogue version, the most recently asked kept. */
const QUICK_SEARCHES_REMEMBERED = 1000;

/** quickSearch with its answers remembered per snapshot, so a write (the snapshot is dropped) forgets them all. */
function rememberedQuickSearch(db: AppDatabase, snapshot: () => Promise<CatalogueSnapshot>) {
  const quickSearches = new WeakMap<CatalogueSnapshot, Map<string, Promise<QuickSearchAnswer>>>();
  return async (q: string, limit: number) => {
    const current = await snapshot();
    const remembered = quickSearches.get(current) ?? new Map<string, Promise<QuickSearchAnswer>>();
    quickSearches.set(current, remembered);
    // Searches match regardless of case.
    const key = `${limit} ${q.trim().toLowerCase()}`;
    const answer = remembered.get(key) ?? quickSearch(db, q, limit);
    // Kept in the order last asked: the first key is the one asked longest ago.
    remembered.delete(key);
    remembered.set(key, answer);
    if (remembered.size > QUICK_SEARCHES_REMEMBERED) remembered.delete(remembered.keys().next().value ?? '');
    answer.catch(() => {
      if (remembered.get(key) === answer) remembered.delete(key);
    });
    return answer;
  };
}

/**
 * The product list every storefront page starts from, kept in memory. A product write notifies
 * CATALOGUE_CHANNEL on commit and every process listening drops its list at once, so a request costs no query;
 * the catalogue version is still read at most every TRUST_CACHED_MS (and on every request when not listening).
 */
export async function createCatalogue(
  db: AppDatabase,
  { listen, now = Date.now }: { listen?: Listen; now?: () => number } = {},
): Promise<Catalogue> {
  let listening = false;
  const cache = productListCache(db, { now, listening: () => listening });
  const unlisten = listen
    ? await listenForWrites(listen, cache.invalidate, () => {
        listening = true;
      })
    : null;
  // Drops this process's list whether the write went through or not.
  const thenInvalidate = async <T>(write: Promise<T>) => {
    try {
      return await write;
    } finally {
      cache.invalidate();
    }
  };
  return {
    snapshot: cache.snapshot,
    saveProducts: (raws, options) => thenInvalidate(saveProducts(db, raws, options)),
    deleteProducts: (ids) => thenInvalidate(deleteProducts(db, ids)),
    invalidate: cache.invalidate,
    quickSearch: rememberedQuickSearch(db, cache.snapshot),
    async close() {
      listening = false;
      await unlisten?.();
    },
  };
}
