// The module's public face: what other modules and the app's entry points may use of it.
export { isAllowedPushEndpoint } from './allowed-hosts.ts';
export { PUSH_DELIVERY_JOB, type PushDeliveryContext, pushJobHandlers } from './delivery.ts';
export { pushPlugin } from './plugin.ts';
export { notificationSettingsOf } from './settings.ts';
export { hasPushSubscription } from './subscriptions.ts';
