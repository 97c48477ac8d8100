export { createJobRunner } from './create.ts';
export type { EnqueueOptions, JobHandler, JobHandlers, JobRunner, JobRunnerConfig } from './types.ts';
