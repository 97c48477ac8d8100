// The module's public face: what other modules and the app's entry points may use of it.
export { moderationPlugin } from './plugin.ts';
export { isBlocking } from './service.ts';
