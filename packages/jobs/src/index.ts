export { createJobRunner } from './create.ts';
export {
  type EnqueueOptions,
  type FailedJob,
  type JobHandler,
  type JobHandlers,
  type JobRunner,
  type JobRunnerConfig,
  logJobFailures,
} from './types.ts';
