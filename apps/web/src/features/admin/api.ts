import {
  adminDashboardAnswer,
  adminOkAnswer,
  adminSubscribersAnswer,
  adminUserDetailAnswer,
  adminUsersAnswer,
  clickReportAnswer,
  userRolesAnswer,
} from '@app/contracts';
import { api } from '@/lib/api-client';

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
