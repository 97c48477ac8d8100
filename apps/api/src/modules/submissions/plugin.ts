import { adminSubmissionsAnswer, body, errorBody, paging, requiredText } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FORM_LIMITS } from '../../plugins/rate-limits.ts';
import { createSubmission, listSubmissions } from './service.ts';

export const SUBMISSION_NAME_MAX = 200;
export const SUBMISSION_URL_MAX = 2048;

/** An absolute http(s) link to a site with a real host name (product spec 1 §5: "a valid URL"). */
function isWebLink(value: string) {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && /\.[a-z0-9-]{2,}$/i.test(url.hostname);
  } catch {
    return false;
  }
}

const submissionBody = body({
  name: requiredText('Product name', { max: SUBMISSION_NAME_MAX }),
  url: requiredText('Product URL', { max: SUBMISSION_URL_MAX }).refine(isWebLink, {
    message: 'Product URL must be a valid http:// or https:// link',
  }),
});

/** Visitors suggest products (POST /api/submit-product); admins read the suggestions. */
export const submissionsPlugin = fp(
  async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.post(
      '/api/submit-product',
      {
        preHandler: [app.identify, app.limitPerAddress('submit-product', FORM_LIMITS.submitProduct)],
        schema: {
          body: submissionBody,
          response: { 201: z.object({ ok: z.literal(true), id: z.number() }) },
        },
      },
      async (request, reply) => {
        const id = await createSubmission(app.db, {
          name: request.body.name,
          url: request.body.url,
          userId: request.member?.id ?? null,
        });
        return reply.status(201).send({ ok: true as const, id });
      },
    );

    routes.get(
      '/api/admin/submissions',
      {
        onRequest: app.requireAdmin,
        schema: {
          querystring: z.object(paging({ fallback: 50, max: 200 })),
          response: { 200: adminSubmissionsAnswer, '4xx': errorBody },
        },
      },
      async (request) => listSubmissions(app.db, request.query),
    );
  },
  { name: 'submissions', dependencies: ['auth', 'rate-limits'] },
);
