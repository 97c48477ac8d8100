import { priceAlertEndpoints as endpoints } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serve, signedIn } from '../../lib/contract-routes.ts';
import { deletePriceAlert, listPriceAlerts, setPriceAlert } from './service.ts';

/** A member's target-price alerts ("Tell me below $X"): list, set or re-arm, delete. */
export const priceAlertsPlugin = fp(
  async (app: FastifyInstance) => {
    serve(app, endpoints.list, async (request) => ({
      alerts: await listPriceAlerts(app.db, signedIn(request).id),
    }));

    serve(app, endpoints.create, async (request, reply) => {
      const { product_id, below } = request.body;
      return reply.status(201).send(await setPriceAlert(app.db, signedIn(request).id, product_id, below));
    });

    serve(app, endpoints.remove, async (request, reply) => {
      await deletePriceAlert(app.db, signedIn(request).id, request.params.id);
      return reply.status(204).send();
    });
  },
  { name: 'price-alerts', dependencies: ['auth'] },
);
