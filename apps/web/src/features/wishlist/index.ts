/** Wishlists: the heart on product pages and cards, the member's own list and shared public lists. */

import './wishlist.css';

export { WishlistHeart } from './WishlistHeart';
export { useWishlistStore } from './wishlist-store';

export const loadWishlistPage = async () => (await import('./WishlistPage')).WishlistPage;
export const loadSharedWishlistPage = async () => (await import('./SharedWishlistPage')).SharedWishlistPage;
