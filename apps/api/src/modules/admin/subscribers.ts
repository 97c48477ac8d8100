import type { AdminSubscriber } from '@app/contracts';
import { type AppDatabase, newsletterSubscriptions, users } from '@app/db';
import { conflict, notFound } from '@app/platform';
import { and, count, desc, eq, ilike, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { containing } from './search-text.ts';

export type SubscriberStatus = 'active' | 'unsubscribed' | 'all';

function subscriberFilter(search: string | undefined, status: SubscriberStatus): SQL | undefined {
  return and(
    search ? ilike(newsletterSubscriptions.email, containing(search)) : undefined,
    status === 'active' ? isNull(newsletterSubscriptions.unsubscribedAt) : undefined,
    status === 'unsubscribed' ? isNotNull(newsletterSubscriptions.unsubscribedAt) : undefined,
  );
}

const subscriberColumns = {
  id: newsletterSubscriptions.id,
  email: newsletterSubscriptions.email,
  username: users.username,
  subscribedAt: newsletterSubscriptions.subscribedAt,
  unsubscribedAt: newsletterSubscriptions.unsubscribedAt,
};

const toSubscriber = (row: {
  id: number;
  email: string;
  username: string | null;
  subscribedAt: Date;
  unsubscribedAt: Date | null;
}): AdminSubscriber => ({
  id: row.id,
  email: row.email,
  username: row.username,
  subscribed_at: row.subscribedAt.toISOString(),
  unsubscribed_at: row.unsubscribedAt?.toISOString() ?? null,
});

/** Newsletter subscribers, newest first; `limit` null reads them all (the CSV export). */
export async function listSubscribers(
  db: AppDatabase,
  {
    search,
    status,
    limit,
    offset,
  }: { search?: string | undefined; status: SubscriberStatus; limit: number | null; offset: number },
) {
  const where = subscriberFilter(search, status);
  const query = db
    .select(subscriberColumns)
    .from(newsletterSubscriptions)
    .leftJoin(users, eq(users.id, newsletterSubscriptions.userId))
    .where(where)
    .orderBy(desc(newsletterSubscriptions.subscribedAt), desc(newsletterSubscriptions.id))
    .offset(offset);
  const [rows, [total]] = await Promise.all([
    limit === null ? query : query.limit(limit),
    db.select({ total: count() }).from(newsletterSubscriptions).where(where),
  ]);
  return { subscribers: rows.map(toSubscriber), total: Number(total?.total ?? 0) };
}

/** An admin ends a subscription (the address's owner asked by mail, say); recorded in the audit log. */
export async function unsubscribeSubscriber(db: AppDatabase, actor: AuditActor, id: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(newsletterSubscriptions)
      .set({ unsubscribedAt: sql`now()` })
      .where(and(eq(newsletterSubscriptions.id, id), isNull(newsletterSubscriptions.unsubscribedAt)))
      .returning({ email: newsletterSubscriptions.email });
    if (!row) {
      const [exists] = await tx
        .select({ id: newsletterSubscriptions.id })
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.id, id));
      throw exists ? conflict('This address has already unsubscribed') : notFound('Subscriber not found');
    }
    await recordAudit(tx, actor, {
      action: 'subscribers.unsubscribe',
      targetType: 'subscriber',
      targetId: id,
      details: { email: row.email },
    });
  });
}

/** A CSV field: quoted when it holds a quote, comma or line break; a leading =, +, - or @ is defused. */
const csvField = (value: string) => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export function subscribersCsv(subscribers: AdminSubscriber[]) {
  const header = ['email', 'username', 'subscribed_at', 'unsubscribed_at'];
  const lines = subscribers.map((row) =>
    [row.email, row.username ?? '', row.subscribed_at, row.unsubscribed_at ?? ''].map(csvField).join(','),
  );
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
