export * from './client.ts';
export { isUniqueViolation } from './errors.ts';
export { type Award, awardPoints, pointsBalance } from './ledger.ts';
export * from './schema/index.ts';
