// The module's public face: what other modules and the app's entry points may use of it.
export { notificationsPlugin } from './plugin.ts';
export { notifyForumEvent, notifyNewFollower } from './service.ts';
