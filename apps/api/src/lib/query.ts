import { z } from 'zod';

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** A whole-number query parameter within bounds; missing or empty takes the default. */
export function queryInt(
  name: string,
  { min, max, fallback }: { min: number; max: number; fallback: number },
) {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).default(fallback),
  );
}

/** Paging for admin listings and the like: `limit` (default and maximum given) and `offset`. */
export function paging({ fallback, max }: { fallback: number; max: number }) {
  return {
    limit: queryInt('limit', { min: 1, max, fallback }),
    offset: queryInt('offset', { min: 0, max: 1_000_000, fallback: 0 }),
  };
}

/** An optional text query parameter, trimmed; empty counts as missing. */
export function queryText(name: string, max: number) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || undefined : value),
    z
      .string({ error: `${name} must be text` })
      .max(max, `${name} must be at most ${max} characters`)
      .optional(),
  );
}
