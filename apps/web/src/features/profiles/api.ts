import {
  followAnswer,
  ownProfileAnswer,
  publicProfileAnswer,
  updateProfileAnswer,
  wishlistAnswer,
} from '@app/contracts';
import { api } from '@/lib/api-client';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** `GET /api/auth/profile`: the member, their points and follow counts. */
export const fetchOwnProfile = (signal?: AbortSignal) =>
  api.read('/api/auth/profile', { schema: ownProfileAnswer, ...withSignal(signal) });

export interface ProfileChanges {
  display_name: string;
  /** The current avatar URL, an image as a data URL, or '' to remove it. */
  avatar_url: string;
  bio: string;
}

/** `PUT /api/auth/profile`: answers the member as saved. */
export const saveProfile = (changes: ProfileChanges) =>
  api.put('/api/auth/profile', changes, { schema: updateProfileAnswer });

/** `GET /api/user/{id}/profile`: the public profile (a token, when there is one, tells `is_following`). */
export const fetchPublicProfile = (id: number, signal?: AbortSignal) =>
  api.read(`/api/user/${id}/profile`, { schema: publicProfileAnswer, ...withSignal(signal) });

/** `POST /api/follow`: follows or unfollows; answers whether the member is followed now. */
export const toggleFollow = (userId: number) =>
  api.send('/api/follow', { user_id: userId }, { schema: followAnswer });

/** The member's own wishlist items, or null when they have none (a failed lookup counts as none, spec §8). */
export async function fetchOwnWishlist(userId: number, signal?: AbortSignal) {
  try {
    const answer = await api.read(`/api/wishlist/${userId}`, {
      schema: wishlistAnswer,
      ...withSignal(signal),
    });
    return answer.wishlist ? answer.items.map((item) => item.product_id) : null;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    console.warn('Could not load the wishlist; showing none', error);
    return null;
  }
}
