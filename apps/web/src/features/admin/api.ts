import {
  type AdminProductBody,
  adminAsinsAnswer,
  adminCatalogueProductAnswer,
  adminCategoryAnswer,
  adminDashboardAnswer,
  adminOkAnswer,
  adminProductDeleted,
  adminProductSaved,
  adminProductsAnswer,
  adminSubmissionsAnswer,
  adminSubscribersAnswer,
  adminSystemAnswer,
  adminUserDetailAnswer,
  adminUsersAnswer,
  clickReportAnswer,
  giftCategoriesInitAnswer,
  mailOutboxAnswer,
  refreshRunAnswer,
  starterDecksAnswer,
  userRolesAnswer,
} from '@app/contracts';
import { api } from '@/lib/api-client';

export { fetchCategories } from '@/features/collections';
export { fetchGiftCategories } from '@/features/gifts';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});
const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  ).toString();

export const PAGE_SIZE = 50;

export const fetchDashboard = (signal?: AbortSignal) =>
  api.read('/api/admin/dashboard', { schema: adminDashboardAnswer, ...withSignal(signal) });

export const fetchUsers = (search: string, page: number, signal?: AbortSignal) =>
  api.read(`/api/admin/users?${query({ search, limit: PAGE_SIZE, offset: page * PAGE_SIZE })}`, {
    schema: adminUsersAnswer,
    ...withSignal(signal),
  });

export const fetchUser = (id: number, signal?: AbortSignal) =>
  api.read(`/api/admin/users/${id}`, { schema: adminUserDetailAnswer, ...withSignal(signal) });

export const setRoles = (id: number, roles: { is_admin?: boolean; is_moderator?: boolean }) =>
  api.put(`/api/admin/users/${id}/roles`, roles, { schema: userRolesAnswer });

export interface SubscriberFilters {
  search: string;
  status: 'active' | 'unsubscribed' | 'all';
}

export const fetchSubscribers = (filters: SubscriberFilters, page: number, signal?: AbortSignal) =>
  api.read(`/api/admin/subscribers?${query({ ...filters, limit: PAGE_SIZE, offset: page * PAGE_SIZE })}`, {
    schema: adminSubscribersAnswer,
    ...withSignal(signal),
  });

export const unsubscribe = (id: number) =>
  api.send(`/api/admin/subscribers/${id}/unsubscribe`, undefined, { schema: adminOkAnswer });

/** Downloads the filtered subscriber list as a CSV file through the browser. */
export async function exportSubscribers(filters: SubscriberFilters) {
  const { blob, filename } = await api.download(`/api/admin/subscribers.csv?${query({ ...filters })}`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename ?? 'subscribers.csv';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const fetchClicks = (days: number, signal?: AbortSignal) =>
  api.read(`/api/admin/clicks?days=${days}`, { schema: clickReportAnswer, ...withSignal(signal) });

// The product admin (product spec 2 §7): the shared password travels in the query and the body.
const withPassword = (path: string, password: string) =>
  `${path}${path.includes('?') ? '&' : '?'}password=${encodeURIComponent(password)}`;

export const fetchAdminProducts = (password: string) =>
  api.read(withPassword('/admin/products', password), { schema: adminProductsAnswer });

export const fetchAdminAsins = (password: string, signal?: AbortSignal) =>
  api.read(withPassword('/admin/products/asins', password), {
    schema: adminAsinsAnswer,
    ...withSignal(signal),
  });

export const createAdminProduct = (password: string, body: AdminProductBody) =>
  api.send('/admin/products', { ...body, password }, { schema: adminProductSaved });

/** An edit of the product with this ASIN (or id, for products without one). */
export const updateAdminProduct = (password: string, key: string, body: AdminProductBody) =>
  api.put(`/admin/products/${encodeURIComponent(key)}`, { ...body, password }, { schema: adminProductSaved });

export const deleteAdminProduct = (password: string, key: string) =>
  api.delete(`/admin/products/${encodeURIComponent(key)}`, { password }, { schema: adminProductDeleted });

/** Queues a refresh from Amazon (one product, or all with no ASIN); the answer is the run to follow. */
export const startRefresh = (password: string, asin: string | null) =>
  api.send(
    withPassword(asin ? `/admin/refresh-product/${encodeURIComponent(asin)}` : '/refresh-products', password),
    undefined,
    { schema: refreshRunAnswer },
  );

export const fetchRefreshRun = (password: string, id: number) =>
  api.read(withPassword(`/admin/refresh-runs/${id}`, password), { schema: refreshRunAnswer });

// The admin catalogue (product spec 2 §7): multipart forms with an image, and the two one-click actions.
export const addCategory = (form: FormData) =>
  api.upload('/api/admin/categories', form, { schema: adminCategoryAnswer });

export const addCatalogueProduct = (form: FormData) =>
  api.upload('/api/admin/products', form, { schema: adminCatalogueProductAnswer });

export const initGiftCategories = () =>
  api.send('/api/gift-categories/init', undefined, { schema: giftCategoriesInitAnswer });

export const addStarterDecksForAll = () =>
  api.send('/api/card/admin/add-starter-decks-for-all', undefined, { schema: starterDecksAnswer });

// Product suggestions, the mail outbox and the system page.
const pageQuery = (page: number) => query({ limit: PAGE_SIZE, offset: page * PAGE_SIZE });

export const fetchSubmissions = (page: number, signal?: AbortSignal) =>
  api.read(`/api/admin/submissions?${pageQuery(page)}`, {
    schema: adminSubmissionsAnswer,
    ...withSignal(signal),
  });

export const fetchMailOutbox = (page: number, signal?: AbortSignal) =>
  api.read(`/api/admin/mail-outbox?${pageQuery(page)}`, { schema: mailOutboxAnswer, ...withSignal(signal) });

export const fetchSystem = (signal?: AbortSignal) =>
  api.read('/api/admin/system', { schema: adminSystemAnswer, ...withSignal(signal) });

export const retryJob = (id: string) =>
  api.send(`/api/admin/system/jobs/${encodeURIComponent(id)}/retry`, undefined, { schema: adminOkAnswer });
