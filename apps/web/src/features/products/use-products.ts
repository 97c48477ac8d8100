import type { Product } from '@app/contracts';
import { useContext, useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { Loaded } from '@/hooks/use-load';
import { useProductsStore } from './products-store';
import { ServerProductListContext } from './server-product-list';

/**
 * The cached product list for a page: loads it on mount (a copy younger than 5 minutes is reused).
 * `loading` is true until there is a list to show; `failed` when the last load failed (the list is then empty).
 * `list` is the same for `<Loaded>`: loading, then the list (a failed load shows as an empty list).
 * A server render draws from the list it was given.
 */
export function useProducts() {
  const serverList = useContext(ServerProductListContext);
  const { products, status, fetchedAt, load } = useProductsStore(
    useShallow((state) => ({
      products: state.products,
      status: state.status,
      fetchedAt: state.fetchedAt,
      load: state.load,
    })),
  );
  useEffect(() => {
    void load();
  }, [load]);
  const reload = () => void load({ force: true });
  const shown = serverList ?? products;
  // A stale list stays on screen while it refreshes; only a first load shows the loading state.
  const loading = !serverList && (status === 'idle' || status === 'loading') && fetchedAt === null;
  const state: Loaded<readonly Product[]> = loading
    ? { status: 'loading' }
    : { status: 'done', value: shown };
  return {
    products: shown,
    loading,
    failed: !serverList && status === 'error',
    reload,
    list: { state, reload },
  };
}
