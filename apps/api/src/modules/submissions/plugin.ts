import { submissionsEndpoints as endpoints } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serve } from '../../lib/contract-routes.ts';
import { FORM_LIMITS } from '../../plugins/rate-limits.ts';
import { createSubmission, listSubmissions } from './service.ts';

/** Visitors suggest products (POST /api/submit-product); admins read the suggestions. */
export const submissionsPlugin = fp(
  async (app: FastifyInstance) => {
    serve(
      app,
      endpoints.submit,
      async (request, reply) => {
        const id = await createSubmission(app.db, {
          name: request.body.name,
          url: request.body.url,
          userId: request.member?.id ?? null,
        });
        return reply.status(201).send({ ok: true as const, id });
      },
      { preHandler: app.limitPerAddress('submit-product', FORM_LIMITS.submitProduct) },
    );

    serve(app, endpoints.list, (request) => listSubmissions(app.db, request.query));
  },
  { name: 'submissions', dependencies: ['auth', 'rate-limits'] },
);
