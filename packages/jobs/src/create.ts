import { createBullmqRunner } from './bullmq-runner.ts';
import { createInProcessRunner } from './in-process-runner.ts';
import type { JobRunner, JobRunnerConfig } from './types.ts';

export function createJobRunner(config: JobRunnerConfig): JobRunner {
  return config.redisUrl ? createBullmqRunner(config.redisUrl, config) : createInProcessRunner(config);
}
