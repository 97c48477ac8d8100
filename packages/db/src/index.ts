export * from './client.ts';
export { isUniqueViolation } from './errors.ts';
export { type Award, awardPoints, pointsBalance, reverseAwards } from './ledger.ts';
export { type Page, pageOf } from './paging.ts';
export * from './schema/index.ts';
