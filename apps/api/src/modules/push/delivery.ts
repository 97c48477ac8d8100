import { createHash } from 'node:crypto';
import type { Agent } from 'node:https';
import {
  type CardNotificationKind,
  cardNotificationDetail,
  cardNotificationText,
  isCardNotificationKind,
  isPriceNotificationKind,
  matchPath,
  type PriceNotificationKind,
  type PushPayload,
  priceNotificationDetail,
  priceNotificationText,
  productPagePath,
} from '@app/contracts';
import { type AppDatabase, notifications, pushNotificationsSent, pushSubscriptions, users } from '@app/db';
import { type JobHandlers, type JobRunner, PUSH_NOTIFICATION_JOB } from '@app/jobs';
import { and, eq } from 'drizzle-orm';
import webpush from 'web-push';
import { z } from 'zod';
import type { PushConfig } from '../../push-config.ts';
import { isAllowedPushEndpoint } from './allowed-hosts.ts';
import { notificationSettingsOf } from './settings.ts';

/** One push to one browser; retried alone, so a retry never repeats the push to the member's other browsers. */
export const PUSH_DELIVERY_JOB = 'push-delivery';

/** How long a push service keeps a push for a browser that is offline: a day, the length of an async turn. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

/** A push service that does not answer within this is retried later. */
const PUSH_TIMEOUT_MS = 10_000;

export interface PushDeliveryContext {
  db: AppDatabase;
  /** Where the fan-out queues one delivery per browser. */
  jobs: JobRunner;
  push: PushConfig;
  /** Tests only: an agent trusting the test's own push receiver's certificate. Production uses Node's CAs. */
  agent?: Agent;
}

const TITLES: Record<CardNotificationKind | PriceNotificationKind, string> = {
  your_turn: 'Your move',
  match_found: 'Match found',
  deadline_soon: 'Your time is running out',
  match_ended: 'Match over',
  price_drop: 'Price drop',
  price_alert: 'Price alert',
};

type NotificationRow = {
  kind: string;
  matchId: string | null;
  productId: string | null;
  detail: unknown;
  username: string | null;
  displayName: string | null;
};

/** A card notification's push (opening the match), a price notification's (opening the product); else null. */
function payloadOf(row: NotificationRow): PushPayload | null {
  if (row.matchId && isCardNotificationKind(row.kind)) {
    const detail = cardNotificationDetail.safeParse(row.detail ?? {});
    const aborted = detail.success && detail.data.result === 'aborted';
    const opponent = row.displayName || row.username || 'your opponent';
    return {
      title: aborted ? 'Match aborted' : TITLES[row.kind],
      body: cardNotificationText(row.kind, opponent, detail.success ? detail.data : null),
      url: matchPath(row.matchId),
      // One shown notification per match: a newer one replaces it on the device.
      tag: `match-${row.matchId}`,
    };
  }
  if (row.productId && isPriceNotificationKind(row.kind)) {
    const detail = priceNotificationDetail.safeParse(row.detail);
    return {
      title: TITLES[row.kind],
      body: priceNotificationText(row.kind, detail.success ? detail.data : null),
      url: productPagePath(row.productId),
      // One shown notification per product.
      tag: `product-${row.productId}`,
    };
  }
  return null;
}

/**
 * What the push of a notification says, read at send time: null when nothing is to be sent (the notification
 * is gone or was read meanwhile, or it is the forum's).
 */
async function pushOf(db: AppDatabase, notificationId: number) {
  const [row] = await db
    .select({
      userId: notifications.userId,
      kind: notifications.kind,
      matchId: notifications.matchId,
      productId: notifications.productId,
      detail: notifications.detail,
      readAt: notifications.readAt,
      username: users.username,
      displayName: users.displayName,
    })
    .from(notifications)
    // The price kinds have no actor.
    .leftJoin(users, eq(users.id, notifications.actorId))
    .where(eq(notifications.id, notificationId));
  const payload = row && !row.readAt ? payloadOf(row) : null;
  return row && payload ? { userId: row.userId, payload } : null;
}

/** The notification's push when the member still wants it (push on); null otherwise. */
async function wantedPushOf(db: AppDatabase, notificationId: number) {
  const push = await pushOf(db, notificationId);
  if (!push || !(await notificationSettingsOf(db, push.userId)).push) return null;
  return push;
}

const fanOutJob = z.object({ notificationId: z.number().int().positive(), key: z.string().default('') });
const deliveryJob = fanOutJob.extend({ subscriptionId: z.number().int().positive() });

/** RFC 8030's Topic (at most 32 base64url characters): a push still waiting at the service is replaced. */
const topicOf = (tag: string) => createHash('sha256').update(tag).digest('base64url').slice(0, 32);

async function deliver(context: PushDeliveryContext, job: z.infer<typeof deliveryJob>) {
  const vapid = context.push.vapid;
  const push = vapid && (await wantedPushOf(context.db, job.notificationId));
  if (!vapid || !push) return;
  const [subscription] = await context.db
    .select()
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, job.subscriptionId), eq(pushSubscriptions.userId, push.userId)));
  // Checked again here: the allowed hosts may have changed since the browser subscribed.
  if (!subscription || !isAllowedPushEndpoint(subscription.endpoint, context.push.allowedHosts)) return;
  try {
    await webpush.sendNotification(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(push.payload),
      {
        vapidDetails: vapid,
        TTL: PUSH_TTL_SECONDS,
        topic: topicOf(push.payload.tag),
        contentEncoding: 'aes128gcm',
        timeout: PUSH_TIMEOUT_MS,
        ...(context.agent ? { agent: context.agent } : {}),
      },
    );
  } catch (error) {
    const status = error instanceof webpush.WebPushError ? error.statusCode : null;
    // 404 and 410: the browser unsubscribed or the subscription expired; it will never work again.
    if (status === 404 || status === 410) {
      await context.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
      return;
    }
    // Anything else is retried with back-off. The message leaves out the endpoint (a capability URL).
    throw new Error(status ? `push service answered ${status}` : `push failed: ${(error as Error).message}`);
  }
}

/**
 * Queues one delivery per browser of the notification's member, once per notification and key: the key is
 * recorded after the deliveries are queued (their job ids keep a second fan-out in between from doubling them),
 * and a fan-out that finds it recorded does nothing.
 */
async function fanOut(context: PushDeliveryContext, job: z.infer<typeof fanOutJob>) {
  const { db } = context;
  const [sent] = await db
    .select({ key: pushNotificationsSent.pushKey })
    .from(pushNotificationsSent)
    .where(eq(pushNotificationsSent.notificationId, job.notificationId));
  if (sent?.key === job.key || !context.push.vapid || !(await wantedPushOf(db, job.notificationId))) return;
  const browsers = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .innerJoin(notifications, eq(notifications.userId, pushSubscriptions.userId))
    .where(eq(notifications.id, job.notificationId));
  for (const browser of browsers) {
    await context.jobs.enqueue(
      PUSH_DELIVERY_JOB,
      { ...job, subscriptionId: browser.id },
      { jobId: `push-delivery-${job.notificationId}-${job.key}-${browser.id}` },
    );
  }
  await db
    .insert(pushNotificationsSent)
    .values({ notificationId: job.notificationId, pushKey: job.key })
    .onConflictDoUpdate({
      target: pushNotificationsSent.notificationId,
      set: { pushKey: job.key, sentAt: new Date() },
    });
}

/**
 * The job worker's Web Push jobs: the fan-out of a notification to each of its member's browsers, and the
 * delivery to one browser. Both check at send time that the notification is unread and push is on.
 */
export function pushJobHandlers(context: PushDeliveryContext): JobHandlers {
  return {
    [PUSH_NOTIFICATION_JOB]: (data) => fanOut(context, fanOutJob.parse(data)),
    [PUSH_DELIVERY_JOB]: (data) => deliver(context, deliveryJob.parse(data)),
  };
}
