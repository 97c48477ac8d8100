import type { NotificationSettings } from '@app/contracts';
import { type Executor, notificationSettings } from '@app/db';
import { eq } from 'drizzle-orm';
import { hasPushSubscription } from './subscriptions.ts';

/**
 * The member's settings. Without a row of their own: both emails on, and push on once a browser subscribed
 * (subscribing writes the row, so this is only a member who never pressed "Notify me").
 */
export async function notificationSettingsOf(db: Executor, userId: number): Promise<NotificationSettings> {
  const [row] = await db
    .select({
      push: notificationSettings.push,
      emailDigest: notificationSettings.emailDigest,
      deadlineEmail: notificationSettings.deadlineEmail,
    })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row ?? { push: await hasPushSubscription(db, userId), emailDigest: true, deadlineEmail: true };
}

export async function saveNotificationSettings(
  db: Executor,
  userId: number,
  settings: NotificationSettings,
): Promise<NotificationSettings> {
  const values = { ...settings, updatedAt: new Date() };
  await db
    .insert(notificationSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: values });
  return settings;
}
