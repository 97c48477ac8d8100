// The module's public face: what other modules and the app's entry points may use of it.
export { pointsPlugin } from './plugin.ts';
export { awardPoints, pointsBalance, reverseAwards } from './service.ts';
