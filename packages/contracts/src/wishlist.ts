import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { body, requiredId, requiredText } from './fields.ts';

/** Most products one wishlist holds; adding one more is refused in words (the spec sets no bound). */
export const WISHLIST_MAX_ITEMS = 500;

/** The spec's words for a shared list that is unknown or private (product spec 1 §8). */
export const WISHLIST_NOT_SHARED = 'This wishlist does not exist or is not public.';

/** One product on a wishlist (product spec 1 §3). The product may since have left the catalogue. */
export const wishlistItem = z.object({
  id: z.number().int(),
  product_id: z.string(),
  added_at: z.string(),
  /** The product's shown price when it was saved (null when none was shown then): the page's "↓ 12 % since you saved it". */
  saved_price: z.number().nullable(),
});
export type WishlistItem = z.infer<typeof wishlistItem>;

/** The list itself (product spec 1 §3): private until its owner makes it public; `share_slug` names its link. */
export const wishlistInfo = z.object({
  id: z.number().int(),
  is_public: z.boolean(),
  share_slug: z.string(),
});
export type WishlistInfo = z.infer<typeof wishlistInfo>;

/**
 * `GET /api/wishlist/{userId}` (own list only), and the answer of `POST /api/wishlist/remove` and
 * `/toggle-public`: the items, newest first, and the list (null until the first product is added).
 */
export const wishlistAnswer = z.object({
  items: z.array(wishlistItem),
  wishlist: wishlistInfo.nullable(),
});
export type WishlistAnswer = z.infer<typeof wishlistAnswer>;

/** `POST /api/wishlist/add`: the updated list, and the points this add paid (2 the first time a product is added, else 0). */
export const wishlistAddAnswer = wishlistAnswer.extend({
  wishlist: wishlistInfo,
  points_awarded: z.number().int(),
});
export type WishlistAddAnswer = z.infer<typeof wishlistAddAnswer>;

/** `GET /api/wishlist/share/{share_slug}`: a public list, read-only, with whose it is. */
export const sharedWishlistAnswer = z.object({
  items: z.array(wishlistItem),
  wishlist: wishlistInfo,
  owner: z.object({ id: z.number().int(), username: z.string(), display_name: z.string().nullable() }),
});
export type SharedWishlistAnswer = z.infer<typeof sharedWishlistAnswer>;

/** Product ids are 1 to 100 characters (the catalogue's rule); an unknown one is answered 404. */
const productBody = body({ product_id: requiredText('product_id', { max: 100 }) });

export const wishlistEndpoints = {
  own: endpoint({
    method: 'GET',
    path: '/api/wishlist/:userId',
    auth: 'member',
    tag: 'wishlist',
    summary: "The member's own wishlist (another member's is 403)",
    params: z.object({ userId: requiredId('userId') }),
    answers: { 200: wishlistAnswer },
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/wishlist/add',
    auth: 'member',
    tag: 'wishlist',
    summary: 'Adds a product to the wishlist (2 points the first time)',
    body: productBody,
    answers: { 200: wishlistAddAnswer },
  }),
  remove: endpoint({
    method: 'POST',
    path: '/api/wishlist/remove',
    auth: 'member',
    tag: 'wishlist',
    summary: 'Takes a product off the wishlist',
    body: productBody,
    answers: { 200: wishlistAnswer },
  }),
  setPublic: endpoint({
    method: 'POST',
    path: '/api/wishlist/toggle-public',
    auth: 'member',
    tag: 'wishlist',
    summary: 'Makes the wishlist public or private',
    body: body({
      wishlist_id: requiredId('wishlist_id'),
      is_public: z.boolean({
        error: (issue) => (issue.input == null ? 'is_public is required' : 'is_public must be true or false'),
      }),
    }),
    answers: { 200: wishlistAnswer },
  }),
  shared: endpoint({
    method: 'GET',
    path: '/api/wishlist/share/:share_slug',
    auth: 'none',
    tag: 'wishlist',
    summary: 'A public wishlist by its share link',
    // Any text: a slug that cannot exist is answered like one that does not (404).
    params: z.object({ share_slug: z.string() }),
    answers: { 200: sharedWishlistAnswer },
  }),
};
