// The module's public face: what other modules and the app's entry points may use of it.
// The members' emails about what their notifications tell: the one daily email (games waiting, price drops),
// the email before a turn runs out, and their one-click unsubscribes.
export { DAILY_EMAIL_EVERY_MS, DAILY_EMAIL_JOB, sendDigests } from './daily.ts';
export { deadlineEmailFollowUp, type NotificationMailContext } from './jobs.ts';
export { notificationMailPlugin } from './plugin.ts';
export { emailUnsubscribeKey } from './preferences.ts';
