import {
  type NotificationSettings,
  notificationSettingsEndpoints,
  type PushSubscriptionInput,
  pushEndpoints,
} from '@app/contracts';
import { api } from '@/lib/api-client';

export const fetchPushKey = () => api(pushEndpoints.key);

export const savePushSubscription = (subscription: PushSubscriptionInput) =>
  api(pushEndpoints.subscribe, { body: subscription });

/** `token`: the member's, when the store no longer holds it (a logout in progress). */
export const deletePushSubscription = (endpoint: string, token?: string) =>
  api(pushEndpoints.unsubscribe, { body: { endpoint }, ...(token ? { token } : {}) });

export const fetchNotificationSettings = (signal?: AbortSignal) =>
  api(notificationSettingsEndpoints.read, { ...(signal ? { signal } : {}) });

export const saveNotificationSettings = (settings: NotificationSettings) =>
  api(notificationSettingsEndpoints.write, { body: settings });
