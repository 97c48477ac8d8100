export { type ClockTimer, timerAt } from './clock-timer.ts';
export { createJobRunner } from './create.ts';
export { enqueuePush, PUSH_NOTIFICATION_JOB, type PushNotificationJob, type PushRequest } from './push.ts';
export {
  type EnqueueOptions,
  type FailedJob,
  type GivenUpJob,
  type JobHandler,
  type JobHandlers,
  type JobRunner,
  type JobRunnerConfig,
  logJobFailures,
  type QueueReport,
} from './types.ts';
