import type { Database } from '@app/db';
import type { GameMode } from '@app/game-rules';
import type { JobRunner } from '@app/jobs';
import type { FailureReporter } from '@app/platform';
import { loadCardCatalogue, seedCards } from './card-catalogue.ts';
import { DEADLINE_WARNING_SWEEP_JOB } from './deadline-warnings.ts';
import { DEADLINE_SWEEP_JOB, DEADLINE_SWEEP_MS } from './deadlines.ts';
import { createMatchService } from './match-service.ts';

export interface MatchesConfig {
  database: Database;
  /** Where turn deadlines are scheduled (a worker, or this process without Redis, runs them). */
  jobs: JobRunner;
  /** Shorter turns for tests; the rules' defaults otherwise. */
  turnSeconds?: Partial<Record<GameMode, number>> | undefined;
  /** Failures nobody waits for (a turn deadline that could not be scheduled); console by default. */
  onError?: FailureReporter | undefined;
}

/**
 * The match service over the stored card catalogue, for every process that
 * changes matches: game servers, the API's HTTP moves, the workers' deadline jobs.
 */
export async function createMatches(config: MatchesConfig) {
  await seedCards(config.database.db);
  const catalogue = await loadCardCatalogue(config.database.db);
  return createMatchService({
    database: config.database,
    catalogue,
    jobs: config.jobs,
    ...(config.turnSeconds ? { turnSeconds: config.turnSeconds } : {}),
    ...(config.onError ? { onError: config.onError } : {}),
  });
}

/**
 * Runs the deadline sweep every few seconds, once across all processes sharing
 * the job queue, and once right away: deadlines that passed while everything
 * was down are applied as soon as something comes back.
 */
export async function scheduleDeadlineSweep(jobs: JobRunner) {
  await jobs.every(DEADLINE_SWEEP_JOB, DEADLINE_SWEEP_MS);
  await jobs.enqueue(DEADLINE_SWEEP_JOB, {});
  // The async turns' warnings, once at each start: the in-process runner's waiting jobs died with its process.
  await jobs.enqueue(DEADLINE_WARNING_SWEEP_JOB, {});
}
