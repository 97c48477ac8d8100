import type { Product } from '@app/contracts';
import { create } from 'zustand';
import { productListInPage } from './page-data';

/** The product list is cached in memory for 5 minutes (product spec 1 §4, §9). */
export const PRODUCT_CACHE_MS = 5 * 60 * 1000;

export type ProductListStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface ProductsState {
  products: Product[];
  status: ProductListStatus;
  /** When the cached list was fetched (ms since epoch); null when nothing is cached. */
  fetchedAt: number | null;
  /**
   * Loads the list unless a copy younger than 5 minutes is cached (or a load is already running).
   * A failure leaves an empty list and status 'error'; the next call tries again.
   */
  load: (options?: { force?: boolean }) => Promise<Product[]>;
  /** Forgets the cached list (e.g. after an admin edit). */
  invalidate: () => void;
}

type Loader = () => Promise<Product[]>;

/**
 * Builds the store; tests pass their own loader and clock. `initial` is a list the page already holds (sent
 * with it by the server): the store starts with it as a fresh copy.
 */
export function createProductsStore(
  // The API's calls load with the first list the store asks for (the pages drawn from the list carry it).
  loader: Loader = async () => (await import('./api')).fetchProductList(),
  now: () => number = Date.now,
  initial: Product[] | null = null,
) {
  let inFlight: Promise<Product[]> | null = null;

  return create<ProductsState>()((set, get) => ({
    products: initial ?? [],
    status: initial ? 'ready' : 'idle',
    fetchedAt: initial ? now() : null,

    load: (options = {}) => {
      const { status, fetchedAt, products } = get();
      const fresh = status === 'ready' && fetchedAt !== null && now() - fetchedAt < PRODUCT_CACHE_MS;
      if (fresh && !options.force) return Promise.resolve(products);
      if (inFlight) return inFlight;

      set({ status: 'loading' });
      const request = loader()
        .then((list) => {
          set({ products: list, status: 'ready', fetchedAt: now() });
          return list;
        })
        .catch(() => {
          set({ products: [], status: 'error', fetchedAt: null });
          return [];
        })
        .finally(() => {
          inFlight = null;
        });
      inFlight = request;
      return request;
    },

    invalidate: () => set({ fetchedAt: null }),
  }));
}

export const useProductsStore = createProductsStore(undefined, undefined, productListInPage());
