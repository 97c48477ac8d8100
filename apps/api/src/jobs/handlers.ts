import { type MatchService, scheduleDeadlineSweep } from '@app/card-battle';
import type { AppDatabase } from '@app/db';
import type { JobHandlers, JobRunner } from '@app/jobs';
import type { AppConfig } from '../config.ts';
import {
  createCreatorsApi,
  DAILY_REFRESH_JOB,
  DAILY_REFRESH_MS,
  refreshJobHandlers,
} from '../modules/amazon/index.ts';
import { pruneRevokedTokens } from '../modules/auth/index.ts';
import {
  CARD_DIGEST_EVERY_MS,
  CARD_DIGEST_JOB,
  type CardMailContext,
  cardEmailKey,
  deadlineEmailFollowUp,
  sendDigests,
} from '../modules/card-mail/index.ts';
import { createMailer } from '../modules/mail/index.ts';
import {
  queueMissedWelcomes,
  unsubscribeKey,
  WELCOME_JOB,
  WELCOME_SWEEP_JOB,
  welcomeEmailHandler,
} from '../modules/newsletter/index.ts';
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
    [CARD_DIGEST_JOB]: () => sendDigests(cardMailContext(context)),
    ...refreshJobHandlers(
      context.db,
      context.config.amazon ? createCreatorsApi(context.config.amazon) : null,
    ),
    ...pushJobHandlers({ db: context.db, jobs: context.jobs, push: context.config.push }),
  };
}

/** What the card battle's emails need (the digest job, the email after a turn's last warning). */
function cardMailContext(context: JobContext): CardMailContext {
  return {
    db: context.db,
    mailer: createMailer(context.config),
    publicBaseUrl: context.config.publicBaseUrl,
    unsubscribeKey: cardEmailKey(context.config.jwtSecret),
  };
}

/** Recurring jobs; declaring them from several processes is harmless. */
async function scheduleRecurringJobs(jobs: JobRunner) {
  await jobs.every('auth.prune-revoked-tokens', 60 * 60 * 1000);
  // Welcomes that could not be queued (Redis away when the subscription was made) go out within minutes.
  await jobs.every(WELCOME_SWEEP_JOB, 60 * 1000);
  // Every Amazon product's data at least once a day (a no-op without Amazon credentials).
  await jobs.every(DAILY_REFRESH_JOB, DAILY_REFRESH_MS);
  // The card battle's daily digest: looked for every quarter hour, sent at most once a day per member.
  await jobs.every(CARD_DIGEST_JOB, CARD_DIGEST_EVERY_MS);
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
  const followUp = deadlineEmailFollowUp(cardMailContext({ ...context, jobs }));
  jobs.work({ ...createJobHandlers({ ...context, jobs }), ...context.matches.jobHandlers(followUp) });
  await scheduleRecurringJobs(jobs);
  await scheduleDeadlineSweep(jobs);
}
