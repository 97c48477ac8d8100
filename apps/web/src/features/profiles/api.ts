import { type InputOf, profilesEndpoints, wishlistEndpoints } from '@app/contracts';
import { api } from '@/lib/api-client';

/** `GET /api/auth/profile`: the member, their points and follow counts. */
export const fetchOwnProfile = (signal?: AbortSignal) => api(profilesEndpoints.own, { signal });

/** The profile form's fields: the current avatar URL, an image as a data URL, or '' to remove it. */
type ProfileChanges = InputOf<typeof profilesEndpoints.save>['body'];

/** `PUT /api/auth/profile`: answers the member as saved. */
export const saveProfile = (changes: ProfileChanges) => api(profilesEndpoints.save, { body: changes });

/** `GET /api/user/{id}/profile`: the public profile (a token, when there is one, tells `is_following`). */
export const fetchPublicProfile = (id: number, signal?: AbortSignal) =>
  api(profilesEndpoints.public, { params: { id }, signal });

/** `POST /api/follow`: follows or unfollows; answers whether the member is followed now. */
export const toggleFollow = (userId: number) => api(profilesEndpoints.follow, { body: { user_id: userId } });

/** The member's own wishlist items, or null when they have none (a failed lookup counts as none, spec §8). */
export async function fetchOwnWishlist(userId: number, signal?: AbortSignal) {
  try {
    const answer = await api(wishlistEndpoints.own, { params: { userId }, signal });
    return answer.wishlist ? answer.items.map((item) => item.product_id) : null;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    console.warn('Could not load the wishlist; showing none', error);
    return null;
  }
}
