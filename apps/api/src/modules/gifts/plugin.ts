import { ADMIN_CATALOGUE_TEXT, giftsEndpoints as endpoints, GIFT_FILTER_PARAMS } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serve, signedIn } from '../../lib/contract-routes.ts';
import { recordAudit } from '../audit/index.ts';
import { requireAdminSaying } from '../auth/index.ts';
import { findGifts, initGiftCategories, listGiftCategories } from './service.ts';

/**
 * Gift categories and the gift finder (product spec 2 §2; the /gifts page is ours, see docs/decisions.md):
 * the list, the admin's idempotent init, and the products matching a recipient, an occasion and a price band.
 */
export const giftsPlugin = fp(
  async (app: FastifyInstance) => {
    serve(app, endpoints.categories, async () => ({ giftCategories: await listGiftCategories(app.db) }));

    serve(
      app,
      endpoints.initCategories,
      (request) =>
        app.db.transaction(async (tx) => {
          const result = await initGiftCategories(tx);
          await recordAudit(tx, signedIn(request), {
            action: 'gift_categories.init',
            targetType: 'gift_categories',
            targetId: 'all',
            details: { created: result.created },
          });
          return result;
        }),
      // The admin catalogue's button (product spec 2 §6): a visitor is told 'Please log in first'.
      { auth: requireAdminSaying(app, ADMIN_CATALOGUE_TEXT.logInFirst) },
    );

    serve(app, endpoints.find, (request) => {
      const { limit, offset } = request.query;
      return findGifts(
        app.db,
        {
          recipient: request.query[GIFT_FILTER_PARAMS.recipient],
          occasion: request.query[GIFT_FILTER_PARAMS.occasion],
          price: request.query[GIFT_FILTER_PARAMS.price],
        },
        { limit, offset },
      );
    });
  },
  { name: 'gifts', dependencies: ['auth', 'catalogue'] },
);
