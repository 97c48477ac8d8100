/** Wishlists: the heart on product pages and cards (a slot the app fills), the member's own list and shared public lists. */

import './wishlist.css';

/** The heart's code (the member's list, its calls), loaded by the pages that show hearts, apart from theirs. */
export const loadWishlistHeart = async () => (await import('./WishlistHeart')).WishlistHeart;
export { useWishlistStore } from './wishlist-store';

export const loadWishlistPage = async () => (await import('./WishlistPage')).WishlistPage;
export const loadSharedWishlistPage = async () => (await import('./SharedWishlistPage')).SharedWishlistPage;
