import type { JobRunner } from '@app/jobs';
import type { LoadedMatch } from './match-repository.ts';

export const DEADLINE_JOB = 'match.deadline';
export const DEADLINE_SWEEP_JOB = 'match.deadline-sweep';
export const DEADLINE_SWEEP_MS = 5_000;

export interface DeadlineJob {
  matchId: string;
  turnCount: number;
}

/**
 * Enqueues the job that ends this turn at its deadline. The job id names the
 * match, turn and deadline, so scheduling the same deadline twice schedules it
 * once, and a deadline moved later (time given back) gets a job of its own. Dashes,
 * not colons: BullMQ refuses custom ids with colons (it lets three-part ones through
 * only for its old repeatable jobs).
 */
export async function scheduleDeadline(jobs: JobRunner, match: LoadedMatch, now = Date.now()) {
  if (match.state.gameStatus !== 'in_progress') return;
  const job: DeadlineJob = { matchId: match.id, turnCount: match.state.turnCount };
  await jobs.enqueue(DEADLINE_JOB, job, {
    jobId: `deadline-${match.id}-${match.state.turnCount}-${match.state.turnDeadline}`,
    delayMs: Math.max(0, match.state.turnDeadline - now),
  });
}
