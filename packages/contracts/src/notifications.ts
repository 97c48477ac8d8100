import { z } from 'zod';
import {
  CARD_NOTIFICATION_KINDS,
  cardNotificationDetail,
  cardNotificationText,
} from './card-notifications.ts';
import { endpoint } from './endpoint.ts';
import { queryInt } from './fields.ts';
import { PRICE_NOTIFICATION_KINDS, priceNotificationDetail, priceNotificationText } from './price-alerts.ts';

/**
 * Forum notifications (not in the spec; members of every forum expect them). A member hears of a reply to
 * their thread or reply, an @mention, hype on their post (batched: one line per post while unread), and
 * their answer being accepted; never of their own doing, nor from a member either of them blocked. A reply
 * that also @mentions the member it answers is one notification naming both (`reply_mention`); a new
 * follower (`follow`, no thread: it leads to the follower's profile) is told once per pair. Shoppers hear of
 * prices (issue 44): a wishlisted product's drop (`price_drop`) and their own target crossed (`price_alert`).
 */
export const NOTIFICATION_KINDS = [
  'reply',
  'mention',
  'hype',
  'accepted',
  ...CARD_NOTIFICATION_KINDS,
  'reply_mention',
  'follow',
  ...PRICE_NOTIFICATION_KINDS,
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

const isKindOf =
  <K extends string>(kinds: readonly K[]) =>
  (kind: string): kind is K =>
    (kinds as readonly string[]).includes(kind);
/** A card battle's notification kind (a stored kind is any string). */
export const isCardNotificationKind = isKindOf(CARD_NOTIFICATION_KINDS);
/** A price notification's kind (a stored kind is any string). */
export const isPriceNotificationKind = isKindOf(PRICE_NOTIFICATION_KINDS);

/** A notification's particulars: a card notification's (time left, result), or a price notification's. */
export const notificationDetail = cardNotificationDetail.extend(priceNotificationDetail.partial().shape);
export type NotificationDetail = z.infer<typeof notificationDetail>;

export const notificationItem = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** Who did it; null on the price kinds (nobody did: a price changed). */
  actor: z
    .object({
      id: z.number().int(),
      username: z.string(),
      display_name: z.string().nullable(),
    })
    .nullable(),
  /** The forum's fields are null on a card or price notification. */
  thread_id: z.number().int().nullable(),
  thread_title: z.string().nullable(),
  /** The reply that replied, mentioned or was hyped or accepted; null for the thread itself. */
  reply_id: z.number().int().nullable(),
  /** Which of the member's posts it is about: their thread, or their reply (a reply to a reply, hype on one). */
  about: z.enum(['thread', 'reply']).nullable(),
  /** A card notification's match (its actor is the opponent); null on the forum's. */
  match_id: z.string().nullable(),
  /** A price notification's product (it leads to the product's page); null on the others. */
  product_id: z.string().nullable(),
  detail: notificationDetail.nullable(),
  /** Hype: how many hyped the post by now (the actor is the latest of them); otherwise 1. */
  count: z.number().int(),
  created_at: z.string(),
  read: z.boolean(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

/** `GET /api/notifications`: newest first; `before` (an id) pages back. */
export const notificationsAnswer = z.object({
  notifications: z.array(notificationItem),
  unread_count: z.number().int(),
  has_more: z.boolean(),
});
export type NotificationsAnswer = z.infer<typeof notificationsAnswer>;

/** `GET /api/notifications/unread-count`, and the answer of marking read. */
export const unreadCountAnswer = z.object({ unread_count: z.number().int() });

/** `POST /api/notifications/read`: these ids, or every notification when `ids` is left out. */
const markNotificationsReadBody = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(100).optional(),
});

/** The line a notification shows, e.g. "alice and 2 others hyped your reply in “Best gifts”". */
export function notificationText(item: NotificationItem): string {
  if (isPriceNotificationKind(item.kind)) return priceNotificationText(item.kind, item.detail);
  const who = item.actor ? item.actor.display_name || item.actor.username : 'Someone';
  const where = `“${item.thread_title}”`;
  switch (item.kind) {
    case 'your_turn':
    case 'match_found':
    case 'deadline_soon':
    case 'match_ended':
      return cardNotificationText(item.kind, who, item.detail);
    case 'reply':
      return `${who} replied to your ${item.about} in ${where}`;
    case 'reply_mention':
      return `${who} replied to your ${item.about} and mentioned you in ${where}`;
    case 'follow':
      return `${who} started following you`;
    case 'mention':
      return `${who} mentioned you in ${where}`;
    case 'accepted':
      return `${who} accepted your answer in ${where}`;
    case 'hype': {
      const others = item.count - 1;
      const crowd = others > 0 ? ` and ${others} ${others === 1 ? 'other' : 'others'}` : '';
      return `${who}${crowd} hyped your ${item.about} in ${where}`;
    }
  }
}

export const notificationsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/notifications',
    auth: 'member',
    tag: 'notifications',
    summary: "The member's notifications, newest first",
    query: z.object({
      limit: queryInt('limit', { min: 1, max: 50, fallback: 20 }),
      before: z.preprocess(
        (value) => (value === '' ? undefined : value),
        z.coerce
          .number({ error: 'before must be a notification id' })
          .int('before must be a notification id')
          .positive('before must be a notification id')
          .optional(),
      ),
    }),
    answers: { 200: notificationsAnswer },
  }),
  unreadCount: endpoint({
    method: 'GET',
    path: '/api/notifications/unread-count',
    auth: 'member',
    tag: 'notifications',
    summary: 'How many notifications the member has not read (the bell)',
    answers: { 200: unreadCountAnswer },
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/api/notifications/read',
    auth: 'member',
    tag: 'notifications',
    summary: 'Marks these notifications read (or all of them); answers the unread count left',
    body: markNotificationsReadBody,
    answers: { 200: unreadCountAnswer },
  }),
};
