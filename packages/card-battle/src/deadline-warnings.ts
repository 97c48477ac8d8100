import type { Database } from '@app/db';
import type { JobRunner } from '@app/jobs';
import { type CardNote, noteFor, writeCardNotes } from './match-notes.ts';
import type { LoadedMatch } from './match-repository.ts';

export const DEADLINE_WARNING_JOB = 'match.deadline-warning';
export const DEADLINE_WARNING_SWEEP_JOB = 'match.deadline-warning-sweep';

/**
 * An async turn warns its player twice: when 1/6 and when 1/24 of it is left (4 h and 1 h of 24 h; scaled with
 * the turn's length). The last one is the one that may also email.
 */
export const WARNING_MARKS = [6, 24] as const;
export type WarningMark = (typeof WARNING_MARKS)[number];
export const LAST_WARNING: WarningMark = 24;

export interface DeadlineWarningJob {
  matchId: string;
  turnCount: number;
  /** The deadline it warns of (ms): a turn given time back has a new deadline, and warnings of its own. */
  deadline: number;
  mark: WarningMark;
}

/** Dashes, not colons (BullMQ's custom ids); not `deadline-…`, the prefix of the turn deadlines' own jobs. */
const warningJobId = ({ matchId, turnCount, deadline, mark }: DeadlineWarningJob) =>
  `turn-warning-${matchId}-${turnCount}-${deadline}-${mark}`;

function warningsOf(match: LoadedMatch): DeadlineWarningJob[] {
  const { state } = match;
  if (match.mode !== 'async' || state.gameStatus !== 'in_progress') return [];
  return WARNING_MARKS.map((mark) => ({
    matchId: match.id,
    turnCount: state.turnCount,
    deadline: state.turnDeadline,
    mark,
  }));
}

/** When a warning is due: its share of the turn before the deadline. */
const dueAt = (match: LoadedMatch, mark: WarningMark) =>
  match.state.turnDeadline - (match.state.turnTimerSeconds * 1000) / mark;

/**
 * Queues the current async turn's two warnings. Their ids name the match, turn, deadline and mark, so
 * queueing them again (a room closing, the sweep after a restart) queues nothing new.
 */
export async function scheduleDeadlineWarnings(jobs: JobRunner, match: LoadedMatch, now = Date.now()) {
  for (const job of warningsOf(match)) {
    await jobs.enqueue(DEADLINE_WARNING_JOB, job, {
      jobId: warningJobId(job),
      delayMs: Math.max(0, dueAt(match, job.mark) - now),
    });
  }
}

/** A turn was played (or given time): its waiting warnings are dropped (the send-time check stays). */
export async function cancelDeadlineWarnings(jobs: JobRunner, match: LoadedMatch) {
  for (const job of warningsOf(match)) await jobs.cancel(warningJobId(job));
}

/** What a warning found: the turn it warns of is still being played, and whose it is. */
export interface RaisedWarning {
  note: CardNote;
  /** Whether this run wrote it (false: an earlier run did; the email may still be owed), and its id if so. */
  written: boolean;
  noteId: number;
  /** When the turn began (ms), for "has the player opened the match since". */
  turnStartedAt: number;
  job: DeadlineWarningJob;
}

const CURRENT_TURN = `
  select id, mode, player_a_id as "playerAId", player_b_id as "playerBId", current_turn as "currentTurn",
    (state->>'turnTimerSeconds')::int as "turnSeconds"
  from matches
  where id = $1::text and status = 'in_progress' and turn_count = $2::int and turn_deadline = $3::timestamptz`;

/**
 * Raises a warning if its turn is still being played with that deadline (checked now, at send time: a
 * warning for a turn already played is never raised): the `deadline_soon` notification, keyed by match, turn
 * and mark, so however often the job runs it is written once. Null when the turn is over.
 */
export async function raiseDeadlineWarning(
  database: Database,
  job: DeadlineWarningJob,
): Promise<RaisedWarning | null> {
  const [row] = await database.executePrepared(CURRENT_TURN, [
    job.matchId,
    job.turnCount,
    new Date(job.deadline).toISOString(),
  ]);
  if (!row) return null;
  const match = row as {
    id: string;
    playerAId: number;
    playerBId: number;
    currentTurn: 'player_a' | 'player_b';
  };
  const turnMs = Number(row.turnSeconds) * 1000;
  const note = noteFor(match, match.currentTurn, 'deadline_soon', `${job.turnCount}:${job.mark}`, {
    deadline: new Date(job.deadline).toISOString(),
    left_seconds: Math.round(turnMs / job.mark / 1000),
  });
  const [written] = await writeCardNotes(database.db, [note]);
  return {
    note,
    written: written !== undefined,
    noteId: written?.id ?? 0,
    turnStartedAt: job.deadline - turnMs,
    job,
  };
}

const LIVE_ASYNC = `
  select id from matches where status = 'in_progress' and mode = 'async' order by turn_deadline limit $1::int`;

/**
 * Queues again the warnings of every async turn in progress: the in-process runner's waiting jobs die with
 * their process. Warnings already queued or raised are not repeated (job ids, notification keys).
 */
export async function requeueDeadlineWarnings(
  database: Database,
  jobs: JobRunner,
  load: (matchId: string) => Promise<LoadedMatch | null>,
  limit = 10_000,
) {
  for (const { id } of await database.executePrepared(LIVE_ASYNC, [limit])) {
    const match = await load(String(id));
    if (match) await scheduleDeadlineWarnings(jobs, match);
  }
}
