// The module's public face: what other modules and the app's entry points may use of it.
export { decksPlugin } from './plugin.ts';
export { ensureStarterDeck } from './service.ts';
