import type { JobHandlers, JobRunner, JobRunnerConfig } from './types.ts';

interface PendingJob {
  name: string;
  data: unknown;
  attempt: number;
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
  const timers = new Map<string, NodeJS.Timeout>();
  const intervals = new Map<string, NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  let handlers: JobHandlers | undefined;
  const backlog: PendingJob[] = [];
  let closed = false;
  let sequence = 0;

  function schedule(key: string, job: PendingJob, delayMs: number) {
    const timer = setTimeout(() => {
      timers.delete(key);
      run(key, job);
    }, delayMs);
    timer.unref?.();
    timers.set(key, timer);
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
      clearInterval(intervals.get(name));
      const interval = setInterval(() => run(`every:${name}`, { name, data: {}, attempt: 0 }), intervalMs);
      interval.unref?.();
      intervals.set(name, interval);
    },
    work(next) {
      if (handlers) throw new Error('This job runner already has a worker');
      handlers = next;
      for (const job of backlog.splice(0)) run(`auto:${++sequence}`, job);
    },
    async close() {
      closed = true;
      for (const timer of timers.values()) clearTimeout(timer);
      for (const interval of intervals.values()) clearInterval(interval);
      timers.clear();
      intervals.clear();
      await Promise.allSettled([...running]);
    },
  };
}
