import { sharedWishlistAnswer, wishlistAddAnswer, wishlistAnswer } from '@app/contracts';
import { api } from '@/lib/api-client';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** `GET /api/wishlist/{userId}`: the member's own list (the server answers only its owner). */
export const fetchWishlist = (userId: number, signal?: AbortSignal) =>
  api.read(`/api/wishlist/${userId}`, { schema: wishlistAnswer, ...withSignal(signal) });

export const addToWishlist = (productId: string) =>
  api.send('/api/wishlist/add', { product_id: productId }, { schema: wishlistAddAnswer });

export const removeFromWishlist = (productId: string) =>
  api.send('/api/wishlist/remove', { product_id: productId }, { schema: wishlistAnswer });

export const setWishlistPublic = (wishlistId: number, isPublic: boolean) =>
  api.send(
    '/api/wishlist/toggle-public',
    { wishlist_id: wishlistId, is_public: isPublic },
    { schema: wishlistAnswer },
  );

/** `GET /api/wishlist/share/{share_slug}`: a public list, read without a token. */
export const fetchSharedWishlist = (shareSlug: string, signal?: AbortSignal) =>
  api.read(`/api/wishlist/share/${encodeURIComponent(shareSlug)}`, {
    schema: sharedWishlistAnswer,
    token: null,
    ...withSignal(signal),
  });
