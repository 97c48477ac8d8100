import { Queue, Worker } from 'bullmq';
import type { JobHandlers, JobRunner, JobRunnerConfig, QueueReport } from './types.ts';

const QUEUE_NAME = 'jobs';

/** How long enqueueing may take before the caller is told the queue is away. */
export const ENQUEUE_TIMEOUT_MS = 1_500;

/** Settles like `work`, or rejects once `ms` have passed: a caller is never held by a Redis that is away. */
function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what}: the job queue (Redis) did not answer in ${ms} ms`)),
      ms,
    );
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}

/** The producer's side: with Redis away a command fails at once, so no caller waits on it. */
function createQueue(redisUrl: string, prefix: string, config: JobRunnerConfig): Queue {
  // Producers answer requests: with Redis away a command fails at once instead of waiting in
  // ioredis' offline queue, so a sign-up is stored and answered while its mail waits for the sweep.
  const connection = { url: redisUrl, enableOfflineQueue: false, maxRetriesPerRequest: 1 };
  return new Queue(QUEUE_NAME, {
    connection,
    prefix,
    defaultJobOptions: {
      attempts: config.attempts ?? 5,
      backoff: { type: 'exponential', delay: config.retryDelayMs ?? 1000 },
      removeOnComplete: { count: 1000 },
      removeOnFail: { count: 5000 },
    },
  });
}

/** The consumer's side: runs each job with its handler, never before its time, and reports failures. */
function startWorker(
  redisUrl: string,
  prefix: string,
  handlers: JobHandlers,
  config: JobRunnerConfig,
): Worker {
  // Workers block on Redis; BullMQ requires unlimited retries per request for them.
  const connection = { url: redisUrl, maxRetriesPerRequest: null };
  const worker = new Worker(
    QUEUE_NAME,
    async (job) => {
      const handler = handlers[job.name];
      if (!handler) throw new Error(`No handler for job "${job.name}"`);
      // Never before its time by this process's clock (a job that checks it, a turn's deadline, would find
      // nothing due): BullMQ can hand a delayed job over a little early, by its timers or another host's clock.
      const early = job.timestamp + (job.opts.delay ?? 0) - Date.now();
      if (early > 0) await new Promise((resolve) => setTimeout(resolve, early + 1));
      await handler(job.data);
    },
    { connection, prefix, concurrency: 8 },
  );
  worker.on('error', (error) => config.onConnectionError?.(error));
  worker.on('failed', (job, error) => {
    const final = !job || job.attemptsMade >= (job.opts.attempts ?? 1);
    config.onError?.(error, { name: job?.name ?? 'unknown', data: job?.data, final });
  });
  return worker;
}

/** What the queue holds now, in the runner's terms. */
async function queueReport(queue: Queue, failedLimit: number): Promise<QueueReport> {
  const [counts, failed, schedulers] = await Promise.all([
    queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'failed'),
    queue.getFailed(0, failedLimit - 1),
    queue.getJobSchedulers(0, -1, true),
  ]);
  return {
    counts: {
      waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
      active: counts.active ?? 0,
      delayed: counts.delayed ?? 0,
      failed: counts.failed ?? 0,
    },
    failed: failed
      .filter((job) => job?.id)
      .map((job) => ({
        id: String(job.id),
        name: job.name,
        reason: job.failedReason ?? '',
        attempts: job.attemptsMade,
        failedAt: job.finishedOn ? new Date(job.finishedOn) : null,
      })),
    repeating: schedulers.map((scheduler) => ({
      name: scheduler.name,
      everyMs: scheduler.every ?? 0,
      next: scheduler.next ? new Date(scheduler.next) : null,
    })),
  };
}

export function createBullmqRunner(redisUrl: string, config: JobRunnerConfig): JobRunner {
  const prefix = config.prefix ?? 'bull';
  const queue = createQueue(redisUrl, prefix, config);
  queue.on('error', (error) => config.onConnectionError?.(error));
  let worker: Worker | undefined;

  return {
    kind: 'bullmq',
    async enqueue(name, data, options = {}) {
      const added = queue.add(name, data, {
        ...(options.jobId ? { jobId: options.jobId } : {}),
        ...(options.delayMs ? { delay: Math.max(0, options.delayMs) } : {}),
      });
      await withTimeout(added, ENQUEUE_TIMEOUT_MS, `enqueueing ${name}`);
    },
    async cancel(jobId) {
      // Removes a waiting or delayed job; one that is running (locked) stays, and BullMQ says so by throwing.
      const removed = queue.remove(jobId).catch(() => 0);
      await withTimeout(removed, ENQUEUE_TIMEOUT_MS, `cancelling ${jobId}`);
    },
    async every(name, intervalMs) {
      const declared = queue.upsertJobScheduler(name, { every: intervalMs }, { name, data: {} });
      await withTimeout(declared, ENQUEUE_TIMEOUT_MS, `scheduling ${name}`);
    },
    work(handlers: JobHandlers) {
      if (worker) throw new Error('This job runner already has a worker');
      worker = startWorker(redisUrl, prefix, handlers, config);
    },
    inspect: ({ failedLimit = 50 } = {}) => queueReport(queue, failedLimit),
    async retry(id) {
      const job = await queue.getJob(id);
      if (!job || !(await job.isFailed())) return false;
      // Fresh attempts: a job given up after five tries gets five more.
      await job.retry('failed', { resetAttemptsMade: true });
      return true;
    },
    async close() {
      await worker?.close();
      await queue.close();
    },
  };
}
