// The module's public face: what other modules and the app's entry points may use of it.
export { forumPlugin } from './plugin.ts';
export { contentAuthor, recentThreads } from './service.ts';
