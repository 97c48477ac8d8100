import { z } from 'zod';

const isMissing = (input: unknown) => input === undefined || input === null;

/** A required string field whose messages name the field the way the form labels it. */
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
 * A required row id (a member, a thread) in a body, query or path: a whole number
 * from 1, also when it arrives as digits in a string (query strings, route params).
 */
export function requiredId(name: string) {
  const message = `${name} must be a positive whole number`;
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value),
    z
      .number({ error: (issue) => (isMissing(issue.input) ? `${name} is required` : message) })
      .int(message)
      .min(1, message)
      .max(MAX_ID, message),
  );
}
