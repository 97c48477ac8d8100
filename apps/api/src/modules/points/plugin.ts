import { paging, pointsBalanceAnswer, pointsHistoryAnswer } from '@app/contracts';
import type { Member } from '@app/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pointsBalance, pointsHistory } from './service.ts';

const memberId = (request: FastifyRequest) => (request.member as Member).id;

/** A member's own points: the balance (product spec 1 §7) and, beneath it on /rewards, what earned them. */
export const pointsPlugin = fp(
  async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get(
      '/api/points/balance',
      { preHandler: app.authenticate, schema: { response: { 200: pointsBalanceAnswer } } },
      async (request) => ({ total_points: await pointsBalance(app.db, memberId(request)) }),
    );

    routes.get(
      '/api/points/history',
      {
        preHandler: app.authenticate,
        schema: {
          querystring: z.object(paging({ fallback: 20, max: 100 })),
          response: { 200: pointsHistoryAnswer },
        },
      },
      async (request) => pointsHistory(app.db, memberId(request), request.query.limit, request.query.offset),
    );
  },
  { name: 'points', dependencies: ['auth'] },
);
