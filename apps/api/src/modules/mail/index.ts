// The module's public face: what other modules and the app's entry points may use of it.
export { mailPlugin } from './plugin.ts';
export type { Mailer } from './service.ts';
export { createMailer, deliverMail, escapeHtml } from './service.ts';
