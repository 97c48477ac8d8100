import type { AppDatabase } from '@app/db';
import type { JobHandlers, JobRunner } from '@app/jobs';
import type { AppConfig } from '../config.ts';
import { pruneRevokedTokens } from '../modules/auth/service.ts';
import { createMailer } from '../modules/mail/service.ts';
import { unsubscribeKey } from '../modules/newsletter/unsubscribe-token.ts';
import { WELCOME_JOB, welcomeEmailHandler } from '../modules/newsletter/welcome-email.ts';

export interface JobContext {
  db: AppDatabase;
  config: Pick<AppConfig, 'jwtSecret' | 'publicBaseUrl' | 'smtpUrl' | 'mailFrom'>;
}

/** Every background job the API's domains define, by name. Handlers must be idempotent. */
export function createJobHandlers(context: JobContext): JobHandlers {
  return {
    'auth.prune-revoked-tokens': () => pruneRevokedTokens(context.db),
    [WELCOME_JOB]: welcomeEmailHandler({
      db: context.db,
      mailer: createMailer(context.config),
      unsubscribeKey: unsubscribeKey(context.config.jwtSecret),
      publicBaseUrl: context.config.publicBaseUrl,
    }),
  };
}

/** Recurring jobs; declaring them from several processes is harmless. */
export async function scheduleRecurringJobs(jobs: JobRunner) {
  await jobs.every('auth.prune-revoked-tokens', 60 * 60 * 1000);
}
