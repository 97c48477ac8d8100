import { useContext, useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useProductsStore } from './products-store';
import { ServerProductListContext } from './server-product-list';

/**
 * The cached product list for a page: loads it on mount (a copy younger than 5 minutes is reused).
 * `loading` is true until there is a list to show; `failed` when the last load failed (the list is then empty).
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
  const reload = () => load({ force: true });
  if (serverList) return { products: serverList, loading: false, failed: false, reload };
  return {
    products,
    // A stale list stays on screen while it refreshes; only a first load shows the loading state.
    loading: (status === 'idle' || status === 'loading') && fetchedAt === null,
    failed: status === 'error',
    reload,
  };
}
