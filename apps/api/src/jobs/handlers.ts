import type { AppDatabase } from '@app/db';
import type { JobHandlers, JobRunner } from '@app/jobs';
import { pruneRevokedTokens } from '../modules/auth/service.ts';

export interface JobContext {
  db: AppDatabase;
}

/** Every background job the API's domains define, by name. Handlers must be idempotent. */
export function createJobHandlers(context: JobContext): JobHandlers {
  return {
    'auth.prune-revoked-tokens': () => pruneRevokedTokens(context.db),
  };
}

/** Recurring jobs; declaring them from several processes is harmless. */
export async function scheduleRecurringJobs(jobs: JobRunner) {
  await jobs.every('auth.prune-revoked-tokens', 60 * 60 * 1000);
}
