import { z } from 'zod';
import { endpoint, raw } from './endpoint.ts';
import { body } from './fields.ts';

/**
 * Web Push (RFC 8030 delivery, RFC 8291 encryption, RFC 8292 VAPID): a member's browsers subscribe with their
 * push service, the server keeps the subscription and its job worker sends the member's card notifications
 * to it. Only the push services browsers use are ever sent to (see PUSH_SERVICE_HOSTS).
 */

/** The most browsers (devices) one member may subscribe; one more is refused until one is removed. */
export const PUSH_SUBSCRIPTION_LIMIT = 10;

/** The longest endpoint URL kept (browsers' are a few hundred characters). */
export const PUSH_ENDPOINT_MAX = 2048;

/** The words for an endpoint that is not on a push service the server sends to. */
export const PUSH_ENDPOINT_REFUSED =
  'This push service is not supported: notifications can only be sent through the push services of the major browsers';

/** The words for a member at the limit. */
export const PUSH_LIMIT_REACHED = `At most ${PUSH_SUBSCRIPTION_LIMIT} devices can receive notifications; turn them off on a device you no longer use first`;

/** The words when the server has no VAPID keys (a production deployment that did not set them). */
export const PUSH_NOT_CONFIGURED = 'Push notifications are not configured on this server';

/**
 * Hosts of the push services browsers use, exactly or as a `*.` suffix: Google's FCM (Chrome, Edge on
 * Android, most Chromium browsers), Mozilla's autopush (Firefox), Apple's (Safari), Microsoft's WNS (Edge on
 * Windows). Deployments add their own with PUSH_ALLOWED_HOSTS.
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
] as const;

const base64url = (name: string, bytes: { min: number; max: number }) =>
  z
    .string({ error: `keys.${name} is required` })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `keys.${name} must be base64url`)
    .refine((value) => {
      const length = Math.floor((value.replace(/=+$/, '').length * 3) / 4);
      return length >= bytes.min && length <= bytes.max;
    }, `keys.${name} has the wrong length`);

const pushEndpointField = z
  .string({ error: 'endpoint is required' })
  .trim()
  .min(1, 'endpoint is required')
  .max(PUSH_ENDPOINT_MAX, `endpoint must be at most ${PUSH_ENDPOINT_MAX} characters`);

/** The browser's `PushSubscription.toJSON()`: the endpoint and the keys (a P-256 point and a 16-byte secret). */
export const pushSubscriptionBody = body({
  endpoint: pushEndpointField,
  keys: z.object(
    { p256dh: base64url('p256dh', { min: 65, max: 65 }), auth: base64url('auth', { min: 16, max: 16 }) },
    { error: 'keys is required' },
  ),
  /** Browsers send it (mostly null); the server does not use it. */
  expirationTime: z.number().nullable().optional(),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionBody>;

/**
 * What a push carries, as the service worker reads it: the notification's title and text, the page a click
 * opens, and a tag (a newer notification with the same tag replaces the shown one: one per match).
 */
export const pushPayload = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayload>;

export const pushEndpoints = {
  key: endpoint({
    method: 'GET',
    path: '/api/push/key',
    auth: 'none',
    tag: 'push',
    summary: "The server's VAPID public key (base64url), for PushManager.subscribe's applicationServerKey",
    answers: { 200: z.object({ publicKey: z.string() }) },
  }),
  subscribe: endpoint({
    method: 'POST',
    path: '/api/push/subscriptions',
    auth: 'member',
    tag: 'push',
    summary: "Keeps a browser's push subscription for the member (again is harmless; at most 10 devices)",
    body: pushSubscriptionBody,
    answers: { 201: z.object({ endpoint: z.string() }) },
  }),
  unsubscribe: endpoint({
    method: 'DELETE',
    path: '/api/push/subscriptions',
    auth: 'member',
    tag: 'push',
    summary: "Forgets one of the member's push subscriptions (an unknown one is no error)",
    body: body({ endpoint: pushEndpointField }),
    answers: { 204: raw(null, 'The subscription is gone') },
  }),
};
