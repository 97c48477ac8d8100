// The API's public face, for the all-in-one process that composes it with the game server.
export { type AppDependencies, buildApp } from './app.ts';
export { type AppConfig, loadConfig } from './config.ts';
export { workJobs } from './jobs/handlers.ts';
export { seedDemoForum } from './modules/forum/index.ts';
export { initGiftCategories } from './modules/gifts/index.ts';
export type { EmbeddedServer } from './plugins/embedded-server.ts';
export { generateVapidKeyPair } from './push-config.ts';
