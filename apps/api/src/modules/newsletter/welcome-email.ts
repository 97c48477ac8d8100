import { type AppDatabase, mailOutbox, newsletterSubscriptions } from '@app/db';
import type { JobRunner } from '@app/jobs';
import { inBackground } from '@app/platform';
import { and, gt, isNull, lt, notExists, sql } from 'drizzle-orm';
import { z } from 'zod';
import { deliverMail, escapeHtml, type Mailer } from '../mail/index.ts';
import { findSubscription, type Subscription } from './service.ts';
import { listUnsubscribeHeaders, unsubscribeUrl } from './unsubscribe-token.ts';

export const WELCOME_JOB = 'newsletter.welcome';

const welcomeJobData = z.object({ subscriptionId: z.number().int().positive(), subscribedAtMs: z.number() });
type WelcomeJobData = z.infer<typeof welcomeJobData>;

/** One welcome per (re)subscription: the row and the moment it started. BullMQ ids may not hold ':'. */
const welcomeKey = (data: WelcomeJobData) =>
  `newsletter-welcome-${data.subscriptionId}-${data.subscribedAtMs}`;

export const WELCOME_SWEEP_JOB = 'newsletter.welcome-sweep';

/**
 * Queues the welcome of every subscription that started in the last week and
 * has none in the outbox yet: the ones whose job could not be queued because
 * Redis was away. Subscriptions younger than a minute are left to their own
 * job; a welcome queued twice is sent once (job id and outbox dedupe key).
 */
export async function queueMissedWelcomes(db: AppDatabase, jobs: JobRunner) {
  const missed = await db
    .select({
      id: newsletterSubscriptions.id,
      email: newsletterSubscriptions.email,
      subscribedAt: newsletterSubscriptions.subscribedAt,
    })
    .from(newsletterSubscriptions)
    .where(
      and(
        isNull(newsletterSubscriptions.unsubscribedAt),
        gt(newsletterSubscriptions.subscribedAt, sql`now() - interval '7 days'`),
        lt(newsletterSubscriptions.subscribedAt, sql`now() - interval '1 minute'`),
        notExists(
          db
            .select({ one: sql`1` })
            .from(mailOutbox)
            .where(
              sql`${mailOutbox.dedupeKey} = 'newsletter-welcome-' || ${newsletterSubscriptions.id} || '-' || floor(extract(epoch from ${newsletterSubscriptions.subscribedAt}) * 1000)::bigint`,
            ),
        ),
      ),
    )
    .limit(500);
  for (const subscription of missed) await queueWelcomeEmail(jobs, subscription);
  return missed.length;
}

/** Queues the welcome email for a subscription that just started; repeating it queues nothing new. */
export async function queueWelcomeEmail(jobs: JobRunner, subscription: Subscription) {
  const data: WelcomeJobData = {
    subscriptionId: subscription.id,
    subscribedAtMs: subscription.subscribedAt.getTime(),
  };
  await jobs.enqueue(WELCOME_JOB, data, { jobId: welcomeKey(data) });
}

/**
 * Queues the welcome without making the request wait: with Redis away, queueing
 * takes up to its time limit and then fails; the subscription is stored either
 * way, and the welcome sweep queues what failed here once Redis is back.
 */
export function queueWelcomeInBackground(
  jobs: JobRunner,
  subscription: Subscription,
  log: { error(detail: object, message: string): void },
) {
  inBackground(
    (error) => log.error({ err: error }, 'could not queue the newsletter welcome email (the sweep will)'),
    'queueing the newsletter welcome email',
    () => queueWelcomeEmail(jobs, subscription),
  );
}

export function welcomeEmail({ siteUrl, unsubscribeLink }: { siteUrl: string; unsubscribeLink: string }) {
  const subject = "You're in! Fresh drops are on their way 🔥";
  const text = [
    'Welcome to Dopamine Deals!',
    '',
    "You're on the list. Every week we dig up the weirdest, most viral and most giftable finds on the internet and send them your way before they blow up on your For You page.",
    '',
    `Can't wait? Roll the dice on the home page and land on something you didn't know you needed: ${siteUrl}/`,
    '',
    'We only show you what to buy. Some links are affiliate links, so we may earn from qualifying purchases at no extra cost to you.',
    '',
    `Not your thing? Unsubscribe with one click: ${unsubscribeLink}`,
    '',
  ].join('\n');
  const site = escapeHtml(`${siteUrl}/`);
  const unsubscribe = escapeHtml(unsubscribeLink);
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;background:#fff5f8;font-family:system-ui,-apple-system,Segoe UI,sans-serif;color:#1f1235">
<div style="max-width:560px;margin:0 auto;padding:32px 24px">
<h1 style="margin:0 0 16px;font-size:28px;color:#ff3d7f">You're in! 🎲</h1>
<p style="font-size:16px;line-height:1.5">Every week we dig up the weirdest, most viral and most giftable finds on the internet and send them your way before they blow up on your For You page.</p>
<p style="margin:28px 0"><a href="${site}" style="background:#ff3d7f;color:#fff;padding:12px 22px;border-radius:999px;text-decoration:none;font-weight:700">Roll the dice now</a></p>
<p style="font-size:13px;line-height:1.5;color:#6b5b7b">We only show you what to buy. Some links are affiliate links, so we may earn from qualifying purchases at no extra cost to you.</p>
<p style="font-size:13px;color:#6b5b7b">Not your thing? <a href="${unsubscribe}" style="color:#6b5b7b">Unsubscribe</a>.</p>
</div></body></html>
`;
  return { subject, text, html };
}

export interface WelcomeContext {
  db: AppDatabase;
  mailer: Mailer;
  unsubscribeKey: Buffer;
  publicBaseUrl: string;
}

/**
 * Job handler. Sends nothing when the subscription has ended or restarted since it was queued (the
 * restart has its own job); a redelivered job finds its outbox row and does not write or send twice.
 */
export function welcomeEmailHandler(context: WelcomeContext) {
  return async (input: unknown) => {
    const data = welcomeJobData.parse(input);
    const subscription = await findSubscription(context.db, data.subscriptionId);
    if (!subscription || subscription.unsubscribedAt) return;
    if (subscription.subscribedAt.getTime() !== data.subscribedAtMs) return;
    const content = welcomeEmail({
      siteUrl: context.publicBaseUrl,
      unsubscribeLink: unsubscribeUrl(context.publicBaseUrl, context.unsubscribeKey, subscription.email),
    });
    await deliverMail(context.db, context.mailer, {
      dedupeKey: welcomeKey(data),
      kind: 'newsletter-welcome',
      to: subscription.email,
      ...content,
      headers: listUnsubscribeHeaders(context.publicBaseUrl, context.unsubscribeKey, subscription.email),
    });
  };
}
