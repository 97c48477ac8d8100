import { type Executor, newsletterSubscriptions } from '@app/db';
import { sql } from 'drizzle-orm';
import { awardPoints, POINTS } from '../points/service.ts';

/**
 * Subscribes an address (again, if it had unsubscribed). A member subscribing
 * earns the newsletter points once in their lifetime, whichever way they subscribe.
 */
export async function subscribeToNewsletter(db: Executor, email: string, userId?: number) {
  await db
    .insert(newsletterSubscriptions)
    .values({ email: email.toLowerCase(), userId: userId ?? null })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: {
        unsubscribedAt: null,
        userId: sql`coalesce(${newsletterSubscriptions.userId}, excluded.user_id)`,
      },
    });
  if (userId !== undefined) {
    await awardPoints(db, {
      userId,
      amount: POINTS.newsletterSignup,
      reason: 'newsletter_signup',
      reference: `user:${userId}`,
    });
  }
}
