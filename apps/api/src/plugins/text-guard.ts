import { NUL_REFUSED, nulFieldIn } from '@app/contracts';
import { invalid } from '@app/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * One check every route passes through, before its own validation: a NUL character in a path parameter,
 * the query or a JSON body is refused with 400 and the field it is in. (A multipart form's fields are read
 * later, by its route: `formFields` makes the same check.)
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
