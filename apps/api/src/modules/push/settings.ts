import type { NotificationSettings, NotificationSettingsChange } from '@app/contracts';
import { type Executor, notificationSettings } from '@app/db';
import { eq } from 'drizzle-orm';
import { hasPushSubscription } from './subscriptions.ts';

/**
 * The member's settings. Without a row of their own: the emails and price drops on, and push on once a browser
 * subscribed (subscribing writes the row, so this is only a member who never pressed "Notify me").
 */
export async function notificationSettingsOf(db: Executor, userId: number): Promise<NotificationSettings> {
  const [row] = await db
    .select({
      push: notificationSettings.push,
      emailDigest: notificationSettings.emailDigest,
      deadlineEmail: notificationSettings.deadlineEmail,
      priceDrops: notificationSettings.priceDrops,
    })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return (
    row ?? {
      push: await hasPushSubscription(db, userId),
      emailDigest: true,
      deadlineEmail: true,
      priceDrops: true,
    }
  );
}

/** Saves the settings sent; one left out (`priceDrops` from an older page) keeps its stored value. */
export async function saveNotificationSettings(
  db: Executor,
  userId: number,
  settings: NotificationSettingsChange,
): Promise<NotificationSettings> {
  const values = { ...settings, updatedAt: new Date() };
  const [saved] = await db
    .insert(notificationSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: values })
    .returning({
      push: notificationSettings.push,
      emailDigest: notificationSettings.emailDigest,
      deadlineEmail: notificationSettings.deadlineEmail,
      priceDrops: notificationSettings.priceDrops,
    });
  if (!saved) throw new Error(`the settings of member ${userId} were not saved`);
  return saved;
}
