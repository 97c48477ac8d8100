import { pointsFor } from '@app/contracts';
import { type Executor, newsletterSubscriptions, users } from '@app/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { awardPoints } from '../points/index.ts';

export interface Subscription {
  id: number;
  email: string;
  subscribedAt: Date;
}

export interface SubscribeResult {
  /** Set when this call started a subscription (new, or again after unsubscribing); null if it already ran. */
  started: Subscription | null;
  /** Whether this call paid the member's once-in-a-lifetime newsletter points. */
  pointsAwarded: boolean;
}

/**
 * Subscribes an address (again, if it had unsubscribed). A member subscribing
 * their own account's address earns the newsletter points once in their
 * lifetime, whichever way they subscribe; another address is subscribed like a
 * visitor's (not linked to the member, no points), so nobody attaches or is
 * paid for strangers' addresses. Concurrent calls for one address agree:
 * exactly one of them reports `started`.
 */
export async function subscribeToNewsletter(
  db: Executor,
  email: string,
  memberId?: number,
): Promise<SubscribeResult> {
  const address = email.trim().toLowerCase();
  const userId = memberId === undefined ? undefined : await ownerOf(db, memberId, address);
  // Only a new row or a lapsed one is (re)started; an active subscription is left untouched, so
  // its date (and the welcome email tied to it) stays the same however often it is repeated.
  const [started] = await db
    .insert(newsletterSubscriptions)
    .values({ email: address, userId: userId ?? null })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: {
        unsubscribedAt: null,
        subscribedAt: sql`now()`,
        userId: sql`coalesce(${newsletterSubscriptions.userId}, excluded.user_id)`,
      },
      setWhere: sql`${newsletterSubscriptions.unsubscribedAt} is not null`,
    })
    .returning({
      id: newsletterSubscriptions.id,
      email: newsletterSubscriptions.email,
      subscribedAt: newsletterSubscriptions.subscribedAt,
    });
  if (!started && userId !== undefined) {
    await db
      .update(newsletterSubscriptions)
      .set({ userId })
      .where(and(eq(newsletterSubscriptions.email, address), isNull(newsletterSubscriptions.userId)));
  }
  const pointsAwarded =
    userId !== undefined &&
    (await awardPoints(db, {
      userId,
      amount: pointsFor('newsletter_signup'),
      reason: 'newsletter_signup',
      reference: `user:${userId}`,
    }));
  return { started: started ?? null, pointsAwarded };
}

/** Ends a subscription; harmless when there is none or it already ended. */
export async function unsubscribeFromNewsletter(db: Executor, email: string) {
  await db
    .update(newsletterSubscriptions)
    .set({ unsubscribedAt: new Date() })
    .where(
      and(
        eq(newsletterSubscriptions.email, email.trim().toLowerCase()),
        isNull(newsletterSubscriptions.unsubscribedAt),
      ),
    );
}

export async function findSubscription(db: Executor, id: number) {
  const [row] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, id));
  return row ?? null;
}

/** The member, when the address is their own account's email (case-insensitive). */
async function ownerOf(db: Executor, memberId: number, address: string): Promise<number | undefined> {
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, memberId), eq(sql`lower(${users.email})`, address)));
  return member?.id;
}
