import {
  errorBody,
  GIFT_FILTER_PARAMS,
  giftCategoriesAnswer,
  giftCategoriesInitAnswer,
  paging,
  productPage,
  queryText,
} from '@app/contracts';
import type { Member } from '@app/platform';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../audit/index.ts';
import { findGifts, initGiftCategories, listGiftCategories } from './service.ts';

/** The finder's query: the /gifts page's own parameters (`for`, `occasion`, `price`) and paging. */
const giftsQuery = z.object({
  [GIFT_FILTER_PARAMS.recipient]: queryText(GIFT_FILTER_PARAMS.recipient, 60),
  [GIFT_FILTER_PARAMS.occasion]: queryText(GIFT_FILTER_PARAMS.occasion, 60),
  [GIFT_FILTER_PARAMS.price]: queryText(GIFT_FILTER_PARAMS.price, 60),
  ...paging({ fallback: 24, max: 100 }),
});

/**
 * Gift categories and the gift finder (product spec 2 §2; the /gifts page is ours, see docs/decisions.md):
 * the list, the admin's idempotent init, and the products matching a recipient, an occasion and a price band.
 */
export const giftsPlugin = fp(
  async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get(
      '/api/gift-categories',
      { schema: { summary: 'The gift categories, by group', response: { 200: giftCategoriesAnswer } } },
      async () => ({ giftCategories: await listGiftCategories(app.db) }),
    );

    routes.post(
      '/api/gift-categories/init',
      {
        onRequest: app.requireAdmin,
        schema: {
          summary: 'Make the gift categories that are missing (admins; idempotent)',
          response: { 200: giftCategoriesInitAnswer, '4xx': errorBody },
        },
      },
      async (request) =>
        app.db.transaction(async (tx) => {
          const result = await initGiftCategories(tx);
          await recordAudit(tx, request.member as Member, {
            action: 'gift_categories.init',
            targetType: 'gift_categories',
            targetId: 'all',
            details: { created: result.created },
          });
          return result;
        }),
    );

    routes.get(
      '/api/gifts',
      {
        schema: {
          summary: 'Products for a recipient (for), an occasion and a price band (each optional)',
          querystring: giftsQuery,
          response: { 200: productPage, '4xx': errorBody },
        },
      },
      async (request) => {
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
      },
    );
  },
  { name: 'gifts', dependencies: ['auth', 'catalogue'] },
);
