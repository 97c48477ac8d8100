import {
  type AdminProductBody,
  adminCatalogueEndpoints,
  adminEndpoints,
  catalogueEndpoints,
  decksEndpoints,
  giftsEndpoints,
  type InputOf,
  mailEndpoints,
  outboundEndpoints,
  productAdminEndpoints,
  type SUBSCRIBER_STATUSES,
  submissionsEndpoints,
} from '@app/contracts';
import { api, download } from '@/lib/api-client';

export const PAGE_SIZE = 50;

/** One page of an admin list (pages count from 0). */
const pageQuery = (page: number) => ({ limit: PAGE_SIZE, offset: page * PAGE_SIZE });

export const fetchDashboard = (signal?: AbortSignal) => api(adminEndpoints.dashboard, { signal });

export const fetchUsers = (search: string, page: number, signal?: AbortSignal) =>
  api(adminEndpoints.users, { query: { search: search || undefined, ...pageQuery(page) }, signal });

export const fetchUser = (id: number, signal?: AbortSignal) =>
  api(adminEndpoints.user, { params: { id }, signal });

/** Grants or revokes either role (or both). */
export const setRoles = (id: number, roles: InputOf<typeof adminEndpoints.setRoles>['body']) =>
  api(adminEndpoints.setRoles, { params: { id }, body: roles });

export interface SubscriberFilters {
  search: string;
  status: (typeof SUBSCRIBER_STATUSES)[number];
}

const filterQuery = (filters: SubscriberFilters) => ({
  search: filters.search || undefined,
  status: filters.status,
});

export const fetchSubscribers = (filters: SubscriberFilters, page: number, signal?: AbortSignal) =>
  api(adminEndpoints.subscribers, { query: { ...filterQuery(filters), ...pageQuery(page) }, signal });

export const unsubscribe = (id: number) => api(adminEndpoints.unsubscribe, { params: { id } });

/** Downloads the filtered subscriber list as a CSV file through the browser. */
export async function exportSubscribers(filters: SubscriberFilters) {
  const { blob, filename } = await download(adminEndpoints.subscribersCsv, { query: filterQuery(filters) });
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
  api(outboundEndpoints.clicks, { query: { days }, signal });

// The product admin (product spec 2 §7): the shared password travels in the query (reads, refreshes) or the
// body (changes).

export const fetchAdminProducts = (password: string) =>
  api(productAdminEndpoints.list, { query: { password } });

export const fetchAdminAsins = (password: string, signal?: AbortSignal) =>
  api(productAdminEndpoints.asins, { query: { password }, signal });

export const createAdminProduct = (password: string, body: AdminProductBody) =>
  api(productAdminEndpoints.create, { body: { ...body, password } });

/** An edit of the product with this ASIN (or id, for products without one). */
export const updateAdminProduct = (password: string, key: string, body: AdminProductBody) =>
  api(productAdminEndpoints.update, { params: { key }, body: { ...body, password } });

export const deleteAdminProduct = (password: string, key: string) =>
  api(productAdminEndpoints.remove, { params: { key }, body: { password } });

/** Queues a refresh from Amazon (one product, or all with no ASIN); the answer is the run to follow. */
export const startRefresh = (password: string, asin: string | null) =>
  asin
    ? api(productAdminEndpoints.refreshOne, { params: { key: asin }, query: { password } })
    : api(productAdminEndpoints.refreshAll, { query: { password } });

export const fetchRefreshRun = (password: string, id: number) =>
  api(productAdminEndpoints.run, { params: { id }, query: { password } });

// The admin catalogue (product spec 2 §7): the collections and gift categories it files products under,
// multipart forms with an image, and the two one-click actions.

export const fetchCategories = (signal?: AbortSignal) => api(catalogueEndpoints.collections, { signal });

export const fetchGiftCategories = (signal?: AbortSignal) => api(giftsEndpoints.categories, { signal });

export const addCategory = (form: FormData) => api(adminCatalogueEndpoints.addCategory, { form });

export const addCatalogueProduct = (form: FormData) => api(adminCatalogueEndpoints.addProduct, { form });

export const initGiftCategories = () => api(giftsEndpoints.initCategories);

export const addStarterDecksForAll = () => api(decksEndpoints.addStarterDecksForAll);

// Product suggestions, the mail outbox and the system page.

export const fetchSubmissions = (page: number, signal?: AbortSignal) =>
  api(submissionsEndpoints.list, { query: pageQuery(page), signal });

export const fetchMailOutbox = (page: number, signal?: AbortSignal) =>
  api(mailEndpoints.outbox, { query: pageQuery(page), signal });

export const fetchSystem = (signal?: AbortSignal) => api(adminEndpoints.system, { signal });

export const retryJob = (id: string) => api(adminEndpoints.retryJob, { params: { id } });
