/** PostgreSQL unique_violation, as raised by postgres.js and PGlite alike. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const err = findPgError(error);
  if (err?.code !== '23505') return false;
  return constraint === undefined || err.constraint === constraint || err.constraint_name === constraint;
}

interface PgError {
  code?: string;
  constraint?: string;
  constraint_name?: string;
}

// drizzle wraps driver errors; the PostgreSQL fields live on the cause.
function findPgError(error: unknown): PgError | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current === 'object' && 'code' in current && typeof current.code === 'string') {
      return current as PgError;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
