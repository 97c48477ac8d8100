import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { queryInt } from './fields.ts';

/**
 * Forum notifications (not in the spec; members of every forum expect them). A member hears of a reply to
 * their thread or reply, an @mention, hype on their post (batched: one line per post while unread), and
 * their answer being accepted; never of their own doing, nor from a member either of them blocked.
 */
export const NOTIFICATION_KINDS = ['reply', 'mention', 'hype', 'accepted'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The most @mentions one post notifies (a post naming half the forum notifies nobody past this). */
export const MENTION_LIMIT = 10;

/** `@username` where a username may be (3-30 letters, digits, `_`, `.` or `-`), not inside an email address. */
export const MENTION_PATTERN = /(?<![\w@.-])@([A-Za-z0-9_.-]{3,30})/g;

/** The usernames a text mentions, each once, in order, lower-cased (usernames are unique regardless of case). */
export function mentionedUsernames(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(MENTION_PATTERN)) {
    const name = match[1]?.replace(/[.-]+$/, '').toLowerCase();
    if (name && name.length >= 3) names.add(name);
    if (names.size === MENTION_LIMIT) break;
  }
  return [...names];
}

export const notificationItem = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  actor: z.object({
    id: z.number().int(),
    username: z.string(),
    display_name: z.string().nullable(),
  }),
  thread_id: z.number().int(),
  thread_title: z.string(),
  /** The reply that replied, mentioned or was hyped or accepted; null for the thread itself. */
  reply_id: z.number().int().nullable(),
  /** Which of the member's posts it is about: their thread, or their reply (a reply to a reply, hype on one). */
  about: z.enum(['thread', 'reply']),
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
  const who = item.actor.display_name || item.actor.username;
  const where = `“${item.thread_title}”`;
  switch (item.kind) {
    case 'reply':
      return `${who} replied to your ${item.about} in ${where}`;
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
