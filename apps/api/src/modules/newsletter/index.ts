// The module's public face: what other modules and the app's entry points may use of it.
export { newsletterPlugin } from './plugin.ts';
export { subscribeToNewsletter } from './service.ts';
export { unsubscribeKey } from './unsubscribe-token.ts';
export {
  queueMissedWelcomes,
  queueWelcomeInBackground,
  WELCOME_JOB,
  WELCOME_SWEEP_JOB,
  welcomeEmailHandler,
} from './welcome-email.ts';
