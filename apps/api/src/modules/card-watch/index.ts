// The module's public face: what other modules and the app's entry points may use of it.
export { cardWatchPlugin } from './plugin.ts';
