import { type ClockTimer, timerAt } from './clock-timer.ts';
import type { GivenUpJob, JobHandlers, JobRunner, JobRunnerConfig } from './types.ts';

interface PendingJob {
  name: string;
  data: unknown;
  attempt: number;
}

/** Given-up jobs kept for inspection and retry (BullMQ keeps 5,000; a process's memory keeps fewer). */
const GIVEN_UP_KEPT = 500;

/**
 * Embedded-mode runner: jobs run in this process on timers, with the same
 * dedupe-by-id and retry semantics as the BullMQ runner. Jobs do not survive a
 * restart, which is why anything that must (turn deadlines) is also swept from
 * the database.
 */
export function createInProcessRunner(config: JobRunnerConfig): JobRunner {
  const maxAttempts = config.attempts ?? 5;
  const retryDelayMs = config.retryDelayMs ?? 1000;
  const timers = new Map<string, ClockTimer>();
  /** When each scheduled job is due (ms since epoch), for the waiting/delayed counts. */
  const dueAt = new Map<string, number>();
  const intervals = new Map<string, { timer: NodeJS.Timeout; everyMs: number; startedAt: number }>();
  const givenUp: Array<GivenUpJob & { key: string; job: PendingJob }> = [];
  const running = new Set<Promise<void>>();
  let handlers: JobHandlers | undefined;
  const backlog: PendingJob[] = [];
  let closed = false;
  let sequence = 0;

  function schedule(key: string, job: PendingJob, delayMs: number) {
    const due = Date.now() + delayMs;
    const timer = timerAt(
      due,
      () => {
        timers.delete(key);
        dueAt.delete(key);
        run(key, job);
      },
      { unref: true },
    );
    timers.set(key, timer);
    dueAt.set(key, due);
  }

  function run(key: string, job: PendingJob) {
    if (closed) return;
    const handler = handlers?.[job.name];
    if (!handlers) {
      backlog.push(job);
      return;
    }
    const execution = (async () => {
      try {
        if (!handler) throw new Error(`No handler for job "${job.name}"`);
        await handler(job.data);
      } catch (error) {
        const final = job.attempt + 1 >= maxAttempts;
        config.onError?.(error, { name: job.name, data: job.data, final });
        if (!final) schedule(key, { ...job, attempt: job.attempt + 1 }, retryDelayMs * 2 ** job.attempt);
        else {
          givenUp.unshift({
            key,
            job,
            id: key,
            name: job.name,
            reason: error instanceof Error ? error.message : String(error),
            attempts: job.attempt + 1,
            failedAt: new Date(),
          });
          givenUp.splice(GIVEN_UP_KEPT);
        }
      }
    })();
    running.add(execution);
    void execution.finally(() => running.delete(execution));
  }

  return {
    kind: 'in-process',
    async enqueue(name, data, options = {}) {
      if (closed) throw new Error('The job runner is closed');
      const key = options.jobId ?? `auto:${++sequence}`;
      if (timers.has(key)) return;
      schedule(key, { name, data, attempt: 0 }, Math.max(0, options.delayMs ?? 0));
    },
    async every(name, intervalMs) {
      clearInterval(intervals.get(name)?.timer);
      const timer = setInterval(() => run(`every:${name}`, { name, data: {}, attempt: 0 }), intervalMs);
      timer.unref?.();
      intervals.set(name, { timer, everyMs: intervalMs, startedAt: Date.now() });
    },
    work(next) {
      if (handlers) throw new Error('This job runner already has a worker');
      handlers = next;
      for (const job of backlog.splice(0)) run(`auto:${++sequence}`, job);
    },
    async inspect({ failedLimit = 50 } = {}) {
      const now = Date.now();
      const due = [...dueAt.values()];
      return {
        counts: {
          waiting: backlog.length + due.filter((at) => at <= now).length,
          active: running.size,
          delayed: due.filter((at) => at > now).length,
          failed: givenUp.length,
        },
        failed: givenUp.slice(0, failedLimit).map(({ id, name, reason, attempts, failedAt }) => ({
          id,
          name,
          reason,
          attempts,
          failedAt,
        })),
        repeating: [...intervals].map(([name, { everyMs, startedAt }]) => ({
          name,
          everyMs,
          next: new Date(startedAt + (Math.floor((now - startedAt) / everyMs) + 1) * everyMs),
        })),
      };
    },
    async retry(id) {
      const index = givenUp.findIndex((entry) => entry.id === id);
      const entry = givenUp[index];
      if (!entry || closed) return false;
      givenUp.splice(index, 1);
      if (!timers.has(entry.key)) schedule(entry.key, { ...entry.job, attempt: 0 }, 0);
      return true;
    },
    async close() {
      closed = true;
      for (const timer of timers.values()) timer.cancel();
      for (const interval of intervals.values()) clearInterval(interval.timer);
      timers.clear();
      dueAt.clear();
      intervals.clear();
      await Promise.allSettled([...running]);
    },
  };
}
