import { notificationsAnswer, unreadCountAnswer } from '@app/contracts';
import { api } from '@/lib/api-client';

export const PAGE_SIZE = 20;

export const fetchNotifications = (before: number | null, signal?: AbortSignal) =>
  api.read(
    `/api/notifications?${new URLSearchParams({ limit: String(PAGE_SIZE), ...(before ? { before: String(before) } : {}) })}`,
    { schema: notificationsAnswer, ...(signal ? { signal } : {}) },
  );

export const fetchUnreadCount = () =>
  api.read('/api/notifications/unread-count', { schema: unreadCountAnswer });

/** Marks these notifications read, or all of them; answers the unread count left. */
export const markNotificationsRead = (ids?: number[]) =>
  api.send('/api/notifications/read', ids ? { ids } : {}, { schema: unreadCountAnswer });
