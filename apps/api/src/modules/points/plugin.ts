import { pointsEndpoints as endpoints } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serve, signedIn } from '../../lib/contract-routes.ts';
import { pointsBalance, pointsHistory } from './service.ts';

/** A member's own points: the balance (product spec 1 §7) and, beneath it on /rewards, what earned them. */
export const pointsPlugin = fp(
  async (app: FastifyInstance) => {
    serve(app, endpoints.balance, async (request) => ({
      total_points: await pointsBalance(app.db, signedIn(request).id),
    }));

    serve(app, endpoints.history, (request) =>
      pointsHistory(app.db, signedIn(request).id, request.query.limit, request.query.offset),
    );
  },
  { name: 'points', dependencies: ['auth'] },
);
