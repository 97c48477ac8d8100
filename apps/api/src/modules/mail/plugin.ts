import { errorBody, mailOutboxAnswer, paging } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOutbox } from './service.ts';

/** Admins read what the product has emailed (and, without SMTP, what it would have). */
export const mailPlugin = fp(
  async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/admin/mail-outbox',
      {
        onRequest: app.requireAdmin,
        schema: {
          querystring: z.object(paging({ fallback: 50, max: 200 })),
          response: { 200: mailOutboxAnswer, '4xx': errorBody },
        },
      },
      async (request) => listOutbox(app.db, request.query),
    );
  },
  { name: 'mail', dependencies: ['auth'] },
);
