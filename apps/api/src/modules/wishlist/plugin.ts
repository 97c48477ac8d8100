import { errorBody, sharedWishlistAnswer, wishlistAddAnswer, wishlistAnswer } from '@app/contracts';
import type { Member } from '@app/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error.ts';
import { ownerParams, productBody, shareParams, togglePublicBody } from './schemas.ts';
import {
  addToWishlist,
  ownWishlist,
  removeFromWishlist,
  setWishlistPublic,
  sharedWishlist,
} from './service.ts';

const memberId = (request: FastifyRequest) => (request.member as Member).id;

/**
 * A member's one wishlist (product spec 1 §2, §7): read and change their own, make it public, and
 * anyone may read a public one by its share link.
 */
export const wishlistPlugin = fp(
  async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const errors = { '4xx': errorBody };

    routes.get(
      '/api/wishlist/share/:share_slug',
      { schema: { params: shareParams, response: { 200: sharedWishlistAnswer, ...errors } } },
      async (request) => sharedWishlist(app.db, request.params.share_slug),
    );

    routes.get(
      '/api/wishlist/:userId',
      {
        preHandler: app.authenticate,
        schema: { params: ownerParams, response: { 200: wishlistAnswer, ...errors } },
      },
      async (request) => {
        // Only the owner reads a list here; others read a public one by its share link.
        if (request.params.userId !== memberId(request)) {
          throw new HttpError(403, 'You can only view your own wishlist', 'userId');
        }
        return ownWishlist(app.db, memberId(request));
      },
    );

    routes.post(
      '/api/wishlist/add',
      {
        preHandler: app.authenticate,
        schema: { body: productBody, response: { 200: wishlistAddAnswer, ...errors } },
      },
      async (request) => addToWishlist(app.db, memberId(request), request.body.product_id),
    );

    routes.post(
      '/api/wishlist/remove',
      {
        preHandler: app.authenticate,
        schema: { body: productBody, response: { 200: wishlistAnswer, ...errors } },
      },
      async (request) => removeFromWishlist(app.db, memberId(request), request.body.product_id),
    );

    routes.post(
      '/api/wishlist/toggle-public',
      {
        preHandler: app.authenticate,
        schema: { body: togglePublicBody, response: { 200: wishlistAnswer, ...errors } },
      },
      async (request) =>
        setWishlistPublic(app.db, memberId(request), request.body.wishlist_id, request.body.is_public),
    );
  },
  { name: 'wishlist', dependencies: ['auth'] },
);
