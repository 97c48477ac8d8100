// The module's public face: what other modules and the app's entry points may use of it.

export { seedDemoForum } from './demo.ts';
export { forumPlugin } from './plugin.ts';
export { contentAuthor, recentThreads, reportedContent } from './threads.ts';
