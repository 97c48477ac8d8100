import { type ClockTimer, timerAt } from './clock-timer.ts';
import type {
  GivenUpJob,
  JobHandler,
  JobHandlers,
  JobRunner,
  JobRunnerConfig,
  QueueReport,
} from './types.ts';

interface PendingJob {
  name: string;
  data: unknown;
  attempt: number;
}

/** Given-up jobs kept for inspection and retry (BullMQ keeps 5,000; a process's memory keeps fewer). */
const GIVEN_UP_KEPT = 500;

/** Jobs waiting for their time, one clock timer each, by key: a key waits at most once. */
function createDelayedJobs() {
  const waiting = new Map<string, { timer: ClockTimer; dueAt: number }>();
  return {
    has: (key: string) => waiting.has(key),
    cancel(key: string) {
      waiting.get(key)?.timer.cancel();
      waiting.delete(key);
    },
    schedule(key: string, delayMs: number, fire: () => void) {
      const dueAt = Date.now() + delayMs;
      const timer = timerAt(
        dueAt,
        () => {
          waiting.delete(key);
          fire();
        },
        { unref: true },
      );
      waiting.set(key, { timer, dueAt });
    },
    /** How many are due by `now` (their timer about to fire) and how many are still to come. */
    counts(now: number) {
      const due = [...waiting.values()].filter(({ dueAt }) => dueAt <= now).length;
      return { due, later: waiting.size - due };
    },
    cancelAll() {
      for (const { timer } of waiting.values()) timer.cancel();
      waiting.clear();
    },
  };
}

/** Jobs declared with `every`: one interval each, replaced when the job is declared again. */
function createRepeatingJobs() {
  const intervals = new Map<string, { timer: NodeJS.Timeout; everyMs: number; startedAt: number }>();
  return {
    every(name: string, everyMs: number, fire: () => void) {
      clearInterval(intervals.get(name)?.timer);
      const timer = setInterval(fire, everyMs);
      timer.unref?.();
      intervals.set(name, { timer, everyMs, startedAt: Date.now() });
    },
    report(now: number): QueueReport['repeating'] {
      return [...intervals].map(([name, { everyMs, startedAt }]) => ({
        name,
        everyMs,
        next: new Date(startedAt + (Math.floor((now - startedAt) / everyMs) + 1) * everyMs),
      }));
    },
    clear() {
      for (const interval of intervals.values()) clearInterval(interval.timer);
      intervals.clear();
    },
  };
}

/** Jobs that used their last attempt, newest first, kept (up to GIVEN_UP_KEPT) until retried. */
function createGivenUpJobs() {
  const entries: Array<GivenUpJob & { job: PendingJob }> = [];
  return {
    get size() {
      return entries.length;
    },
    add(id: string, job: PendingJob, error: unknown) {
      const reason = error instanceof Error ? error.message : String(error);
      entries.unshift({ id, job, name: job.name, reason, attempts: job.attempt + 1, failedAt: new Date() });
      entries.splice(GIVEN_UP_KEPT);
    },
    report(limit: number): GivenUpJob[] {
      return entries.slice(0, limit).map(({ id, name, reason, attempts, failedAt }) => ({
        id,
        name,
        reason,
        attempts,
        failedAt,
      }));
    },
    /** Removes the given-up job with this id and answers it (undefined when there is none). */
    take(id: string) {
      const index = entries.findIndex((entry) => entry.id === id);
      return index === -1 ? undefined : entries.splice(index, 1)[0];
    },
  };
}

/**
 * Embedded-mode runner: jobs run in this process on timers, with the same
 * dedupe-by-id and retry semantics as the BullMQ runner. Jobs do not survive a
 * restart, which is why anything that must (turn deadlines) is also swept from
 * the database.
 */
export function createInProcessRunner(config: JobRunnerConfig): JobRunner {
  const maxAttempts = config.attempts ?? 5;
  const retryDelayMs = config.retryDelayMs ?? 1000;
  const delayed = createDelayedJobs();
  const repeating = createRepeatingJobs();
  const givenUp = createGivenUpJobs();
  const running = new Set<Promise<void>>();
  /** Jobs that came due before `work` gave the handlers. */
  const backlog: PendingJob[] = [];
  let handlers: JobHandlers | undefined;
  let closed = false;
  let sequence = 0;

  const schedule = (key: string, job: PendingJob, delayMs: number) =>
    delayed.schedule(key, delayMs, () => run(key, job));

  /** One attempt: a failed one is retried after an exponential backoff, or given up after the last. */
  async function attempt(key: string, job: PendingJob, handler: JobHandler | undefined) {
    try {
      if (!handler) throw new Error(`No handler for job "${job.name}"`);
      await handler(job.data);
    } catch (error) {
      const final = job.attempt + 1 >= maxAttempts;
      config.onError?.(error, { name: job.name, data: job.data, final });
      if (final) givenUp.add(key, job, error);
      else schedule(key, { ...job, attempt: job.attempt + 1 }, retryDelayMs * 2 ** job.attempt);
    }
  }

  function run(key: string, job: PendingJob) {
    if (closed) return;
    // Due before `work` gave the handlers: it waits for them.
    if (!handlers) return void backlog.push(job);
    const execution = attempt(key, job, handlers[job.name]);
    running.add(execution);
    void execution.finally(() => running.delete(execution));
  }

  return {
    kind: 'in-process',
    async enqueue(name, data, options = {}) {
      if (closed) throw new Error('The job runner is closed');
      const key = options.jobId ?? `auto:${++sequence}`;
      if (delayed.has(key)) return;
      schedule(key, { name, data, attempt: 0 }, Math.max(0, options.delayMs ?? 0));
    },
    cancel: async (jobId) => delayed.cancel(jobId),
    async every(name, intervalMs) {
      repeating.every(name, intervalMs, () => run(`every:${name}`, { name, data: {}, attempt: 0 }));
    },
    work(next) {
      if (handlers) throw new Error('This job runner already has a worker');
      handlers = next;
      for (const job of backlog.splice(0)) run(`auto:${++sequence}`, job);
    },
    async inspect({ failedLimit = 50 } = {}) {
      const now = Date.now();
      const { due, later } = delayed.counts(now);
      return {
        counts: { waiting: backlog.length + due, active: running.size, delayed: later, failed: givenUp.size },
        failed: givenUp.report(failedLimit),
        repeating: repeating.report(now),
      };
    },
    async retry(id) {
      if (closed) return false;
      const entry = givenUp.take(id);
      if (!entry) return false;
      if (!delayed.has(entry.id)) schedule(entry.id, { ...entry.job, attempt: 0 }, 0);
      return true;
    },
    async close() {
      closed = true;
      delayed.cancelAll();
      repeating.clear();
      await Promise.allSettled([...running]);
    },
  };
}
