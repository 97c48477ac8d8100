import { WISHLIST_NOT_SHARED } from '@app/contracts';

/** The wishlist's words (product spec 1 §5, §8). */
export const WISHLIST_TEXT = {
  mustLogIn: 'You must be logged in to view your wishlist.',
  loadFailed: 'Failed to load wishlist.',
  updateFailed: 'Failed to update wishlist',
  privacyFailed: 'Failed to update wishlist privacy.',
  removeFailed: 'Failed to remove item from wishlist.',
  notShared: WISHLIST_NOT_SHARED,
  productNotFound: 'Product not found',
} as const;

/** The page a public list is shared at (product spec 1 §2). */
export const sharePath = (shareSlug: string) => `/wishlist/share/${encodeURIComponent(shareSlug)}`;

/** The full link the share box shows and copies. */
export const shareUrl = (shareSlug: string, origin: string) => new URL(sharePath(shareSlug), origin).href;

/** Whose list a shared page shows: the display name, else the username. */
export const ownerTitle = (owner: { username: string; display_name: string | null }) =>
  `${owner.display_name?.trim() || owner.username}'s Wishlist`;
