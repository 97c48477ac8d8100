import type { Database } from '@app/db';
import type { JobRunner } from '@app/jobs';
import type { LoadedMatch } from './match-repository.ts';
import { liveClaim } from './room-claims.ts';

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

/*
 * A match whose room holds a live claim is timed by that room's own clock: a
 * job or sweep ending its turn meanwhile could take a turn from a player whose
 * host just died and who is reconnecting elsewhere (the reopening room gives
 * the lost time back instead). The host itself passes its own id.
 */
const NOT_HOSTED_ELSEWHERE = `not exists (
    select 1 from match_room_claims c where c.match_id = matches.id and c.owner <> $4::text and ${liveClaim('c')})`;

const TURN_DUE = `
  select 1 from matches
  where id = $1::text and status = 'in_progress' and turn_count = $2::int and turn_deadline <= $3::timestamptz
    and ${NOT_HOSTED_ELSEWHERE}`;

/**
 * Whether turn `turnCount` is still being played, its deadline has passed, and
 * no other process's room is timing it: one cheap indexed read.
 */
export async function isTurnDue(
  database: Database,
  matchId: string,
  turnCount: number,
  now: number,
  host = '',
) {
  const due = await database.executePrepared(TURN_DUE, [
    matchId,
    turnCount,
    new Date(now).toISOString(),
    host,
  ]);
  return due.length > 0;
}

const OVERDUE = `
  select id as "matchId", turn_count as "turnCount" from matches
  where status = 'in_progress' and turn_deadline <= $1::timestamptz
    and ${NOT_HOSTED_ELSEWHERE.replace('$4::text', "''")}
  order by turn_deadline
  limit $2::int`;

/** Turns past their deadline that no room is timing, oldest first. */
export async function overdueTurns(database: Database, now: number, limit: number) {
  const rows = await database.executePrepared(OVERDUE, [new Date(now).toISOString(), limit]);
  return rows as Array<{ matchId: string; turnCount: number }>;
}
