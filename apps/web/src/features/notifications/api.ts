import { notificationsEndpoints } from '@app/contracts';
import { api } from '@/lib/api-client';

export const PAGE_SIZE = 20;

export const fetchNotifications = (before: number | null, signal?: AbortSignal) =>
  api(notificationsEndpoints.list, { query: { limit: PAGE_SIZE, ...(before ? { before } : {}) }, signal });

export const fetchUnreadCount = () => api(notificationsEndpoints.unreadCount);

/** Marks these notifications read, or all of them; answers the unread count left. */
export const markNotificationsRead = (ids?: number[]) =>
  api(notificationsEndpoints.markRead, { body: ids ? { ids } : {} });
