import { type AdminProductListItem, PRODUCT_ADMIN_TEXT } from '@app/contracts';
import { useCallback, useState } from 'react';
import { ApiError, errorMessage } from '@/lib/api-client';
import { deleteAdminProduct, fetchAdminProducts, startRefresh } from './api';
import type { Notice } from './Notice';
import { byDropDate, formFromItem } from './product-form';
import { useRefreshRun } from './use-refresh-run';

export const isNetworkFailure = (error: unknown) => error instanceof ApiError && error.status === 0;
/** The server refused the password (a wrong one says 'Wrong admin password.'), or the login behind it. */
const isRefused = (error: unknown) => error instanceof ApiError && error.status === 401;
const isWrongPassword = (error: unknown) => isRefused(error) && (error as ApiError).field === 'password';

/**
 * What a failed load of the list tells the admin: the server's words for a wrong password, the spec's session
 * error when the member's own login was refused (ended or expired).
 */
const loadFailureText = (failure: unknown) => {
  if (isWrongPassword(failure)) return errorMessage(failure, PRODUCT_ADMIN_TEXT.wrongPassword);
  if (isRefused(failure)) return 'Admin Password session error. Please re-login.';
  if (isNetworkFailure(failure)) return 'Network error while loading products.';
  return errorMessage(failure, 'Failed to load products.');
};

/** A listed product's key on the server: its ASIN, or its id when it has none. */
export const productKey = (item: AdminProductListItem) => item.asin ?? formFromItem(item)._id;

/** The product list and the password it is read with, and the notice of the last action. */
function useProductList() {
  const [password, setPassword] = useState<string | null>(null);
  const [products, setProducts] = useState<AdminProductListItem[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  const load = useCallback(async (current: string, announce = true) => {
    setLoading(true);
    try {
      const answer = await fetchAdminProducts(current);
      const sorted = byDropDate(answer.products);
      setProducts(sorted);
      if (announce) setNotice({ kind: 'success', text: `Loaded ${sorted.length} products.` });
    } catch (failure) {
      // A wrong password (changed since, say) or a refused login logs the admin out of the product admin.
      if (isRefused(failure)) {
        setPassword(null);
        setProducts(null);
      }
      setNotice({ kind: 'error', text: loadFailureText(failure) });
    } finally {
      setLoading(false);
    }
  }, []);
  return { password, setPassword, products, setProducts, loading, notice, setNotice, load };
}

/**
 * The product admin's session (product spec 2 §2): the password (in memory only, null until it is entered),
 * the product list, the product being edited, the notice of the last action, and the actions: log in and
 * out, load the list, delete a product, start a refresh from Amazon and follow it to the end.
 */
export function useProductAdmin() {
  const list = useProductList();
  const { password, setPassword, setProducts, setNotice, load } = list;
  const [editing, setEditing] = useState<AdminProductListItem | null>(null);
  // A refresh's progress is followed until it is done or failed; then the list reloads (instead of the
  // original's blind reload after 5 seconds).
  const refresh = useRefreshRun((current) => void load(current, false));

  const logIn = (entered: string) => {
    if (!entered) {
      setNotice({ kind: 'error', text: 'Admin Password is required to load products.' });
      return;
    }
    setPassword(entered);
    void load(entered);
  };
  const logOut = () => {
    setPassword(null);
    setProducts(null);
    setEditing(null);
    setNotice(null);
    refresh.forget();
  };
  const remove = async (item: AdminProductListItem) => {
    if (!password) return;
    if (!window.confirm(`Delete "${item.title}"? This cannot be undone.`)) return;
    try {
      await deleteAdminProduct(password, productKey(item));
      setNotice({ kind: 'success', text: `Product "${item.title}" deleted successfully!` });
      if (editing === item) setEditing(null);
      void load(password, false);
    } catch (failure) {
      setNotice({ kind: 'error', text: errorMessage(failure, 'Failed to delete product.') });
    }
  };
  const refreshFromAmazon = async (item: AdminProductListItem | null) => {
    if (!password) return;
    try {
      const { run } = await startRefresh(password, item?.asin ?? null);
      setNotice({ kind: 'success', text: 'Amazon data refresh started successfully!' });
      refresh.follow(password, run);
    } catch (failure) {
      const fallback = item ? 'Failed to refresh product.' : 'Failed to refresh Amazon data.';
      setNotice({ kind: 'error', text: errorMessage(failure, fallback) });
    }
  };
  return { ...list, editing, setEditing, refreshRun: refresh.run, logIn, logOut, remove, refreshFromAmazon };
}

export type ProductAdmin = ReturnType<typeof useProductAdmin>;
