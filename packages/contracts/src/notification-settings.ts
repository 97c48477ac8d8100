import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { body } from './fields.ts';

const flag = (name: string) => z.boolean({ error: `${name} must be true or false` });

/**
 * How a member wants to hear of their games: push to their subscribed browsers, the daily email of games
 * waiting on them, the email before a turn runs out. Defaults: push on once a browser subscribed, both emails on.
 */
export const notificationSettings = body({
  push: flag('push'),
  emailDigest: flag('emailDigest'),
  deadlineEmail: flag('deadlineEmail'),
});
export type NotificationSettings = z.infer<typeof notificationSettings>;

export const notificationSettingsEndpoints = {
  read: endpoint({
    method: 'GET',
    path: '/api/notification-settings',
    auth: 'member',
    tag: 'notifications',
    summary: "The member's notification settings (push, daily digest email, deadline email)",
    answers: { 200: notificationSettings },
  }),
  write: endpoint({
    method: 'PUT',
    path: '/api/notification-settings',
    auth: 'member',
    tag: 'notifications',
    summary: "Sets the member's notification settings; answers them",
    body: notificationSettings,
    answers: { 200: notificationSettings },
  }),
};
