import type { JobRunner } from './types.ts';

/**
 * Web Push of a notification (the API's push module runs it in the job worker): the job reads the notification,
 * and, unless it was read meanwhile or the member turned push off, sends it to each of the member's browsers.
 * Here, not in the API, so the card battle (which writes its notifications in the match's transaction) can
 * queue it too.
 */
export const PUSH_NOTIFICATION_JOB = 'push-notification';

export interface PushNotificationJob {
  notificationId: number;
  /** The request's key as a job id takes it ('' without one): the deliveries it queues are keyed by it too. */
  key: string;
}

export interface PushRequest {
  /** The notification just written (queue after its transaction committed: the job reads it). */
  notificationId: number;
  /**
   * What makes this event's push unique, when the notification row can be reused for a newer event (a
   * replaced `your_turn`): the same notification and key is queued once. The notification id alone otherwise.
   */
  key?: string;
  /** The member is looking at the match (connected to its room): nothing is queued. */
  viewing?: boolean;
}

/** Queues the push of a notification, once per notification and key; nothing while the member is looking. */
export async function enqueuePush(jobs: JobRunner, request: PushRequest): Promise<void> {
  if (request.viewing) return;
  // Job ids are plain words in both runners (BullMQ refuses some characters), so the key is folded to them.
  const key = request.key ? request.key.replace(/[^A-Za-z0-9_-]+/g, '_') : '';
  const data: PushNotificationJob = { notificationId: request.notificationId, key };
  await jobs.enqueue(PUSH_NOTIFICATION_JOB, data, { jobId: `push-${request.notificationId}-${key}` });
}
