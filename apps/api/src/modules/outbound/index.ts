// The module's public face: what other modules and the app's entry points may use of it.
export { outboundPlugin } from './plugin.ts';
export { clickTotals } from './service.ts';
