import { stdSerializers } from 'pino';

/** The call frames of a stack, without its first line (the message, which may hold what a visitor typed). */
const framesOf = (stack: string | undefined) =>
  (stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');

interface DatabaseFailure {
  /** PostgreSQL's SQLSTATE, e.g. 22P02 for a value of the wrong type. */
  code?: unknown;
  routine?: unknown;
  constraint_name?: unknown;
  constraint?: unknown;
}

/** A database error, as drizzle wraps it (`query`, `params`, the driver's error as `cause`) or bare from a driver. */
function databaseFailureOf(error: Error): { query: string | null; failure: DatabaseFailure } | null {
  const wrapped = error as Error & { query?: unknown; params?: unknown };
  if (typeof wrapped.query === 'string' && 'params' in wrapped) {
    return { query: wrapped.query, failure: (error.cause ?? {}) as DatabaseFailure };
  }
  const bare = error as Error & DatabaseFailure & { severity?: unknown };
  if (typeof bare.code === 'string' && /^[0-9A-Z]{5}$/.test(bare.code) && bare.severity !== undefined) {
    return { query: null, failure: bare };
  }
  return null;
}

/**
 * An error as it is logged. A failed query is logged by its statement (at most 500 characters), PostgreSQL's
 * code and the frames that ran it: never the values it carried, which drizzle writes into its message and
 * PostgreSQL into its own (anything a visitor typed, and a way to fill the logs). Any other error as pino logs
 * it.
 */
export function errorWithoutValues(error: Error) {
  const database = databaseFailureOf(error);
  if (!database) return stdSerializers.err(error);
  const { failure } = database;
  return {
    type: error.constructor.name,
    message: 'A database query failed',
    ...(database.query ? { query: database.query.slice(0, 500) } : {}),
    ...(typeof failure.code === 'string' ? { code: failure.code } : {}),
    ...(typeof failure.routine === 'string' ? { routine: failure.routine } : {}),
    ...(typeof (failure.constraint_name ?? failure.constraint) === 'string'
      ? { constraint: failure.constraint_name ?? failure.constraint }
      : {}),
    stack: framesOf(error.stack),
  };
}
