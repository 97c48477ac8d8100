export * from './client.ts';
export { isUniqueViolation } from './errors.ts';
export * from './schema/index.ts';
