import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { body } from './fields.ts';

const flag = (name: string) => z.boolean({ error: `${name} must be true or false` });

/**
 * How a member wants to hear of their games and prices: push to their subscribed browsers, the daily email
 * (games waiting on them, price drops), the email before a turn runs out, and price drops of their wishlisted
 * products at all (bell, push, the daily email's lines; their own target alerts always fire). Defaults: push on
 * once a browser subscribed, everything else on.
 */
export const notificationSettings = body({
  push: flag('push'),
  emailDigest: flag('emailDigest'),
  deadlineEmail: flag('deadlineEmail'),
  priceDrops: flag('priceDrops'),
});
export type NotificationSettings = z.infer<typeof notificationSettings>;

/** What a PUT sends: `priceDrops` may be left out by a page older than it, and is then kept as it was. */
const notificationSettingsChange = notificationSettings.extend({ priceDrops: flag('priceDrops').optional() });
export type NotificationSettingsChange = z.infer<typeof notificationSettingsChange>;

export const notificationSettingsEndpoints = {
  read: endpoint({
    method: 'GET',
    path: '/api/notification-settings',
    auth: 'member',
    tag: 'notifications',
    summary: "The member's notification settings (push, daily email, deadline email, wishlist price drops)",
    answers: { 200: notificationSettings },
  }),
  write: endpoint({
    method: 'PUT',
    path: '/api/notification-settings',
    auth: 'member',
    tag: 'notifications',
    summary: "Sets the member's notification settings; answers them",
    body: notificationSettingsChange,
    answers: { 200: notificationSettings },
  }),
};
