import { z } from 'zod';

// The building blocks of request schemas. Their messages name the field the way the form labels it, and they
// are the spec's words where it has any.

const isMissing = (input: unknown) => input === undefined || input === null;

/** A required string field, trimmed. */
export function requiredText(label: string, { max, min = 1 }: { max: number; min?: number }) {
  return z
    .string({ error: (issue) => (isMissing(issue.input) ? `${label} is required` : `${label} must be text`) })
    .trim()
    .min(1, `${label} is required`)
    .min(min, `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`);
}

/** A JSON object body; anything else (an array, a string, null) is refused in words. */
export function body<T extends z.ZodRawShape>(shape: T) {
  return z.object(shape, { error: 'The request body must be a JSON object' });
}

const MAX_ID = 2_147_483_647;

/**
 * A required row id (a member, a thread) in a body, query or path: a whole number from 1, also when it
 * arrives as digits in a string (query strings, route params).
 */
export function requiredId(name: string): z.ZodType<number, number | string> {
  const message = `${name} must be a positive whole number`;
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value),
    z
      .number({ error: (issue) => (isMissing(issue.input) ? `${name} is required` : message) })
      .int(message)
      .min(1, message)
      .max(MAX_ID, message),
  ) as unknown as z.ZodType<number, number | string>;
}

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** A whole-number query parameter within bounds; missing or empty takes the default. */
export function queryInt(
  name: string,
  { min, max, fallback }: { min: number; max: number; fallback: number },
): z.ZodDefault<z.ZodType<number, number | string>> {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).default(fallback),
  ) as unknown as z.ZodDefault<z.ZodType<number, number | string>>;
}

/** Paging for admin listings and the like: `limit` (default and maximum given) and `offset`. */
export function paging({ fallback, max }: { fallback: number; max: number }) {
  return {
    limit: queryInt('limit', { min: 1, max, fallback }),
    offset: queryInt('offset', { min: 0, max: 1_000_000, fallback: 0 }),
  };
}

/** An optional text query parameter, trimmed; empty counts as missing. */
export function queryText(name: string, max: number): z.ZodType<string | undefined, string | undefined> {
  return z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || undefined : value),
    z
      .string({ error: `${name} must be text` })
      .max(max, `${name} must be at most ${max} characters`)
      .optional(),
  ) as unknown as z.ZodType<string | undefined, string | undefined>;
}

/**
 * An image address a page may show: the site's own (`/media/…`, never a protocol-relative `//host/…`, which
 * leaves the site) or an `https:` one, as the Content-Security-Policy's img-src allows.
 */
export const isShownImageAddress = (address: string) =>
  (address.startsWith('/') && !address.startsWith('//')) || address.startsWith('https://');

/** What a request or a room message with a NUL character in any text is answered (PostgreSQL cannot store it). */
export const NUL_REFUSED = 'Text must not contain NUL characters';

/**
 * The path (`title`, `items.0.name`) of the first string in `value` that holds U+0000, or null. PostgreSQL
 * cannot store the character in text or jsonb, so it must never reach a query.
 */
export function nulFieldIn(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const found =
      nulFieldIn(key, path ? `${path}.${key}` : key) ?? nulFieldIn(item, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

/** A string of a room message: 1 to `max` characters, none of them NUL. */
export const messageText = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .refine((text) => !text.includes('\u0000'), NUL_REFUSED);
