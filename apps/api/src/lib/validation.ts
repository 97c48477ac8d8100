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
