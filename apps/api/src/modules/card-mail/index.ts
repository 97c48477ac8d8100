// The module's public face: what other modules and the app's entry points may use of it.
export {
  CARD_DIGEST_EVERY_MS,
  CARD_DIGEST_JOB,
  type CardMailContext,
  deadlineEmailFollowUp,
  sendDigests,
} from './jobs.ts';
export { cardMailPlugin } from './plugin.ts';
export { cardEmailKey } from './preferences.ts';
