import { mailEndpoints as endpoints } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serve } from '../../lib/contract-routes.ts';
import { listOutbox } from './service.ts';

/** Admins read what the product has emailed (and, without SMTP, what it would have). */
export const mailPlugin = fp(
  async (app: FastifyInstance) => {
    serve(app, endpoints.outbox, (request) => listOutbox(app.db, request.query));
  },
  { name: 'mail', dependencies: ['auth'] },
);
