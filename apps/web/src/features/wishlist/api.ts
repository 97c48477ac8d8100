import { wishlistEndpoints } from '@app/contracts';
import { api } from '@/lib/api-client';

/** The member's own list (the server answers only its owner). */
export const fetchWishlist = (userId: number, signal?: AbortSignal) =>
  api(wishlistEndpoints.own, { params: { userId }, signal });

export const addToWishlist = (productId: string) =>
  api(wishlistEndpoints.add, { body: { product_id: productId } });

export const removeFromWishlist = (productId: string) =>
  api(wishlistEndpoints.remove, { body: { product_id: productId } });

export const setWishlistPublic = (wishlistId: number, isPublic: boolean) =>
  api(wishlistEndpoints.setPublic, { body: { wishlist_id: wishlistId, is_public: isPublic } });

/** A public list, read without a token. */
export const fetchSharedWishlist = (shareSlug: string, signal?: AbortSignal) =>
  api(wishlistEndpoints.shared, { params: { share_slug: shareSlug }, token: null, signal });
