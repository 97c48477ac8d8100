import { type MatchService, scheduleDeadlineSweep } from '@app/card-battle';
import type { AppDatabase } from '@app/db';
import type { JobHandlers, JobRunner } from '@app/jobs';
import { reportToConsole } from '@app/platform';
import type { AppConfig } from '../config.ts';
import {
  createCreatorsApi,
  DAILY_REFRESH_JOB,
  DAILY_REFRESH_MS,
  refreshJobHandlers,
} from '../modules/amazon/index.ts';
import { pruneRevokedTokens } from '../modules/auth/index.ts';
import { createMailer } from '../modules/mail/index.ts';
import {
  queueMissedWelcomes,
  unsubscribeKey,
  WELCOME_JOB,
  WELCOME_SWEEP_JOB,
  welcomeEmailHandler,
} from '../modules/newsletter/index.ts';
import {
  DAILY_EMAIL_EVERY_MS,
  DAILY_EMAIL_JOB,
  deadlineEmailFollowUp,
  emailUnsubscribeKey,
  type NotificationMailContext,
  sendDigests,
} from '../modules/notification-mail/index.ts';
import {
  PRICE_SWEEP_EVERY_MS,
  PRICE_SWEEP_JOB,
  priceJobHandlers,
  queuePriceCheck,
} from '../modules/price-alerts/index.ts';
import { pushJobHandlers } from '../modules/push/index.ts';

export interface JobContext {
  db: AppDatabase;
  /** Where jobs that queue other jobs put them. */
  jobs: JobRunner;
  config: Pick<AppConfig, 'jwtSecret' | 'publicBaseUrl' | 'smtpUrl' | 'mailFrom' | 'amazon' | 'push'>;
}

/** Every background job the API's domains define, by name. Handlers must be idempotent. */
export function createJobHandlers(context: JobContext): JobHandlers {
  return {
    'auth.prune-revoked-tokens': () => pruneRevokedTokens(context.db),
    [WELCOME_SWEEP_JOB]: async () => {
      await queueMissedWelcomes(context.db, context.jobs);
    },
    [WELCOME_JOB]: welcomeEmailHandler({
      db: context.db,
      mailer: createMailer(context.config),
      unsubscribeKey: unsubscribeKey(context.config.jwtSecret),
      publicBaseUrl: context.config.publicBaseUrl,
    }),
    [DAILY_EMAIL_JOB]: () => sendDigests(notificationMailContext(context)),
    ...refreshJobHandlers(
      context.db,
      context.config.amazon ? createCreatorsApi(context.config.amazon) : null,
      // Each batch's prices are checked after it committed; a check that cannot be queued does not fail the
      // refresh (the sweep finds it).
      (productIds) => queuePriceCheck(context.jobs, productIds, reportToConsole),
    ),
    ...pushJobHandlers({ db: context.db, jobs: context.jobs, push: context.config.push }),
    ...priceJobHandlers({ db: context.db, jobs: context.jobs }),
  };
}

/** What the members' emails need (the daily email job, the email after a turn's last warning). */
function notificationMailContext(context: JobContext): NotificationMailContext {
  return {
    db: context.db,
    mailer: createMailer(context.config),
    publicBaseUrl: context.config.publicBaseUrl,
    unsubscribeKey: emailUnsubscribeKey(context.config.jwtSecret),
  };
}

/** Recurring jobs; declaring them from several processes is harmless. */
async function scheduleRecurringJobs(jobs: JobRunner) {
  await jobs.every('auth.prune-revoked-tokens', 60 * 60 * 1000);
  // Welcomes that could not be queued (Redis away when the subscription was made) go out within minutes.
  await jobs.every(WELCOME_SWEEP_JOB, 60 * 1000);
  // Every Amazon product's data at least once a day (a no-op without Amazon credentials).
  await jobs.every(DAILY_REFRESH_JOB, DAILY_REFRESH_MS);
  // The daily email (games waiting, price drops): looked for every quarter hour, at most once a day per member.
  await jobs.every(DAILY_EMAIL_JOB, DAILY_EMAIL_EVERY_MS);
  // Prices someone was not told of (a check that could not be queued after its write).
  await jobs.every(PRICE_SWEEP_JOB, PRICE_SWEEP_EVERY_MS);
}

/**
 * Makes this process a job worker: it runs the API domains' jobs and the card
 * battle's turn deadlines, and declares the recurring ones (the worker
 * process, and the all-in-one process with its in-process runner).
 */
export async function workJobs(
  jobs: JobRunner,
  context: Omit<JobContext, 'jobs'> & { matches: MatchService },
) {
  const followUp = deadlineEmailFollowUp(notificationMailContext({ ...context, jobs }));
  jobs.work({ ...createJobHandlers({ ...context, jobs }), ...context.matches.jobHandlers(followUp) });
  await scheduleRecurringJobs(jobs);
  await scheduleDeadlineSweep(jobs);
}
