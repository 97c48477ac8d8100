import type { QuickSearchAnswer } from '@app/contracts';
import type { AppDatabase } from '@app/db';
import { rememberedPerVersion } from '../../lib/remembered.ts';
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

/** Quick-search answers remembered, the most recently asked kept. */
const QUICK_SEARCHES_REMEMBERED = 1000;

/** quickSearch with its answers remembered per catalogue version, so a write (the version moves) forgets them. */
function rememberedQuickSearch(db: AppDatabase, snapshot: () => Promise<CatalogueSnapshot>) {
  const remembered = rememberedPerVersion<QuickSearchAnswer>(QUICK_SEARCHES_REMEMBERED);
  return async (q: string, limit: number) => {
    const { version } = await snapshot();
    // Searches match regardless of case.
    return remembered(`${limit} ${q.trim().toLowerCase()}`, version, () => quickSearch(db, q, limit));
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
