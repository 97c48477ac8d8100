export interface EnqueueOptions {
  /** Jobs with the same id are enqueued once: the id names what the job is about (e.g. a match and turn). */
  jobId?: string;
  /** Run no earlier than this many milliseconds from now. */
  delayMs?: number;
}

export interface FailedJob {
  name: string;
  data: unknown;
  /** No attempt is left: the job will not run again. */
  final: boolean;
}

/** A job that used its last attempt and was given up; it stays until retried or pushed out by newer ones. */
export interface GivenUpJob {
  id: string;
  name: string;
  /** The last attempt's error message. */
  reason: string;
  attempts: number;
  failedAt: Date | null;
}

/** What the queue holds now (the admin's system page). */
export interface QueueReport {
  counts: { waiting: number; active: number; delayed: number; failed: number };
  /** The most recently given-up jobs, newest first. */
  failed: GivenUpJob[];
  /** Jobs declared with `every`: their name, period and next run when known. */
  repeating: Array<{ name: string; everyMs: number; next: Date | null }>;
}

export type JobHandler = (data: unknown) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

/**
 * Background jobs, the same interface over BullMQ (with Redis) or an in-process
 * runner (embedded mode). Delivery is at least once: handlers must be idempotent.
 */
export interface JobRunner {
  readonly kind: 'bullmq' | 'in-process';
  enqueue(name: string, data: unknown, options?: EnqueueOptions): Promise<void>;
  /**
   * Drops the job with this id if it is still waiting for its time (a warning whose turn was played); a job
   * already running or done is left alone, so a handler must still check that its work is still wanted.
   */
  cancel(jobId: string): Promise<void>;
  /**
   * Runs the job every `intervalMs`, once across all processes sharing the
   * queue (declaring it again from another process replaces, not duplicates).
   */
  every(name: string, intervalMs: number): Promise<void>;
  /** Starts executing jobs with these handlers in this process (a worker). */
  work(handlers: JobHandlers): void;
  /** Counts by state, the last `failedLimit` given-up jobs, and the repeating ones. */
  inspect(options?: { failedLimit?: number }): Promise<QueueReport>;
  /** Runs a given-up job again with fresh attempts; false when no given-up job has that id. */
  retry(id: string): Promise<boolean>;
  close(): Promise<void>;
}

export interface JobRunnerConfig {
  /** With a Redis URL jobs go through BullMQ and any worker process may run them. */
  redisUrl?: string | undefined;
  /** Namespaces every Redis key (tests use one per run). */
  prefix?: string;
  /** Attempts before a job is given up (retries back off exponentially). */
  attempts?: number;
  /** Wait before the first retry; each later one waits twice as long (1 s by default). */
  retryDelayMs?: number;
  /** A job attempt failed; `final` when it was the last one and the job is given up. */
  onError?: (error: unknown, job: FailedJob) => void;
  /** The queue's or worker's connection to Redis failed (it reconnects by itself). */
  onConnectionError?: (error: unknown) => void;
}

/** The one way processes log job failures: a retry is a warning, giving up is an error. */
export function logJobFailures(log: {
  warn(detail: object, message: string): void;
  error(detail: object, message: string): void;
}): NonNullable<JobRunnerConfig['onError']> {
  return (error, job) =>
    job.final
      ? log.error({ err: error, job: job.name }, 'job failed on its last attempt and is given up')
      : log.warn({ err: error, job: job.name }, 'job failed; it will be retried');
}
