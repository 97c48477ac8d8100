import { PUSH_LIMIT_REACHED, PUSH_SUBSCRIPTION_LIMIT, type PushSubscriptionInput } from '@app/contracts';
import { type AppDatabase, type Executor, notificationSettings, pushSubscriptions, users } from '@app/db';
import { conflict } from '@app/platform';
import { and, count, eq } from 'drizzle-orm';

/**
 * Keeps a browser's subscription for the member: a known endpoint is updated (its keys, and its member: a
 * browser signed in by someone else now tells them), a new one counts against the member's limit. Subscribing
 * turns the member's push setting on (pressing "Notify me" is asking for it). The member's row is locked so
 * two devices subscribing at once cannot pass the limit together.
 */
export async function saveSubscription(db: AppDatabase, userId: number, input: PushSubscriptionInput) {
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [known] = await tx
      .select({ userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, input.endpoint));
    if (!known || known.userId !== userId) await assertBelowLimit(tx, userId);
    const keys = { userId, p256dh: input.keys.p256dh, auth: input.keys.auth };
    await tx
      .insert(pushSubscriptions)
      .values({ endpoint: input.endpoint, ...keys })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: keys });
    await tx
      .insert(notificationSettings)
      .values({ userId, push: true })
      .onConflictDoUpdate({
        target: notificationSettings.userId,
        set: { push: true, updatedAt: new Date() },
      });
  });
}

async function assertBelowLimit(tx: Executor, userId: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  if ((row?.n ?? 0) >= PUSH_SUBSCRIPTION_LIMIT) throw conflict(PUSH_LIMIT_REACHED, 'endpoint');
}

/** Forgets one of the member's subscriptions (someone else's endpoint is left alone). */
export async function removeSubscription(db: AppDatabase, userId: number, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** Whether the member has at least one browser subscribed (the deadline email goes to those without). */
export async function hasPushSubscription(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .limit(1);
  return row !== undefined;
}
