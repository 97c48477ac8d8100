// The module's public face: what other modules and the app's entry points may use of it.
export { cardGamePlugin } from './plugin.ts';
