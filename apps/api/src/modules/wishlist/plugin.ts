import { wishlistEndpoints as endpoints } from '@app/contracts';
import { forbidden, type Member } from '@app/platform';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serve, signedIn } from '../../lib/contract-routes.ts';
import {
  addToWishlist,
  ownWishlist,
  removeFromWishlist,
  setWishlistPublic,
  sharedWishlist,
} from './service.ts';

const memberId = (request: { member: Member | null }) => signedIn(request).id;

/**
 * A member's one wishlist (product spec 1 §2, §7): read and change their own, make it public, and
 * anyone may read a public one by its share link.
 */
export const wishlistPlugin = fp(
  async (app: FastifyInstance) => {
    serve(app, endpoints.shared, (request) => sharedWishlist(app.db, request.params.share_slug));

    serve(app, endpoints.own, async (request) => {
      // Only the owner reads a list here; others read a public one by its share link.
      if (request.params.userId !== memberId(request)) {
        throw forbidden('You can only view your own wishlist', 'userId');
      }
      return ownWishlist(app.db, memberId(request));
    });

    serve(app, endpoints.add, (request) => addToWishlist(app.db, memberId(request), request.body.product_id));
    serve(app, endpoints.remove, (request) =>
      removeFromWishlist(app.db, memberId(request), request.body.product_id),
    );
    serve(app, endpoints.setPublic, (request) =>
      setWishlistPublic(app.db, memberId(request), request.body.wishlist_id, request.body.is_public),
    );
  },
  { name: 'wishlist', dependencies: ['auth'] },
);
