import { invalid } from '@app/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** The spec-less words for a NUL character in any text a request carries. */
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

/**
 * One check every route passes through, before its own validation: a NUL character in a path parameter,
 * the query or a JSON body is refused with 400 and the field it is in.
 */
export const textGuard = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request: FastifyRequest) => {
      for (const part of [request.params, request.query, request.body]) {
        const field = nulFieldIn(part);
        if (field !== null) throw invalid(NUL_REFUSED, field || undefined);
      }
    });
  },
  { name: 'text-guard' },
);
