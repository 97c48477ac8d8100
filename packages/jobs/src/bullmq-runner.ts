import { Queue, Worker } from 'bullmq';
import type { JobHandlers, JobRunner, JobRunnerConfig } from './types.ts';

const QUEUE_NAME = 'jobs';

export function createBullmqRunner(redisUrl: string, config: JobRunnerConfig): JobRunner {
  const prefix = config.prefix ?? 'bull';
  // Workers block on Redis; BullMQ requires unlimited retries per request for them.
  const connection = { url: redisUrl, maxRetriesPerRequest: null };
  const queue = new Queue(QUEUE_NAME, {
    connection,
    prefix,
    defaultJobOptions: {
      attempts: config.attempts ?? 5,
      backoff: { type: 'exponential', delay: 1000 },
      removeOnComplete: { count: 1000 },
      removeOnFail: { count: 5000 },
    },
  });
  let worker: Worker | undefined;

  return {
    kind: 'bullmq',
    async enqueue(name, data, options = {}) {
      await queue.add(name, data, {
        ...(options.jobId ? { jobId: options.jobId } : {}),
        ...(options.delayMs ? { delay: Math.max(0, options.delayMs) } : {}),
      });
    },
    async every(name, intervalMs) {
      await queue.upsertJobScheduler(name, { every: intervalMs }, { name, data: {} });
    },
    work(handlers: JobHandlers) {
      if (worker) throw new Error('This job runner already has a worker');
      worker = new Worker(
        QUEUE_NAME,
        async (job) => {
          const handler = handlers[job.name];
          if (!handler) throw new Error(`No handler for job "${job.name}"`);
          await handler(job.data);
        },
        { connection, prefix, concurrency: 8 },
      );
      worker.on('failed', (job, error) => {
        config.onError?.(error, { name: job?.name ?? 'unknown', data: job?.data });
      });
    },
    async close() {
      await worker?.close();
      await queue.close();
    },
  };
}
