import { AVATAR_TYPES, PROFILE_LIMITS } from '@app/contracts';
import { ApiError } from '@/lib/api-client';

/** The own profile could not be loaded: the server's words, else the spec's (product spec 1 §8). */
export const ownProfileErrorText = (error: unknown) =>
  (error instanceof ApiError && error.serverMessage) || 'Failed to load profile.';

export const USER_NOT_FOUND = 'User not found.';

/** A public profile could not be loaded: 'User not found.' for a member who is not there, else the server's words or the spec's. */
export function publicProfileErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return USER_NOT_FOUND;
  return (error instanceof ApiError && error.serverMessage) || 'Failed to load profile.';
}

/** How a member is named: their display name, else their username. */
export const nameOf = (user: { username: string; display_name: string | null }) =>
  user.display_name?.trim() || user.username;

/**
 * The puzzle score line: '(Rank #n)' for ranks 1 to 10, else '(Not ranked)'; a member who never submitted a
 * score has 0 (product spec 1 §2 shows the line on every profile).
 */
export function puzzleScoreText(score: number | null, rank: number | null): string {
  if (score === null) return '0 (Not ranked)';
  const ranked = rank !== null && Number.isInteger(rank) && rank >= 1 && rank <= 10;
  return `${score.toLocaleString('en-US')} ${ranked ? `(Rank #${rank})` : '(Not ranked)'}`;
}

/** The follower count after a toggle: one more when it now follows, one fewer when it stopped. */
export function followersAfter(count: number, wasFollowing: boolean, nowFollowing: boolean): number {
  if (wasFollowing === nowFollowing) return count;
  return Math.max(0, count + (nowFollowing ? 1 : -1));
}

/** Why a chosen photo cannot be an avatar (the server's own words), or null when it may be sent. */
export function photoProblem(file: { type: string; size: number }): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) {
    return 'Avatar image must be a JPEG, PNG or WebP image';
  }
  if (file.size > PROFILE_LIMITS.avatarBytes) return 'Avatar image must be at most 2 MB';
  return null;
}

/** `/user/{id}`'s id as a member id, or null when it cannot be one. */
export function memberIdFrom(param: string | undefined): number | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
