import { z } from 'zod';
import { authUser } from './auth.ts';

/**
 * Bounds of the profile fields (the spec leaves them open; product spec 1 §5). Lengths count characters
 * (code points), after trimming. The avatar is an image of at most this many bytes, JPEG, PNG or WebP.
 */
export const PROFILE_LIMITS = {
  displayName: 50,
  bio: 500,
  avatarBytes: 2 * 1024 * 1024,
  /** The stored avatar fits within a square of this side, in pixels. */
  avatarSide: 512,
} as const;

/** The image types an avatar may be uploaded as (checked by their bytes, not by what the upload claims). */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** `PUT /api/auth/profile`: the member as saved. */
export const updateProfileAnswer = z.object({ user: authUser });
export type UpdateProfileAnswer = z.infer<typeof updateProfileAnswer>;

/** A member as anyone may see them on their public profile (no email, no admin flag). */
export const publicUser = z.object({
  id: z.number().int(),
  username: z.string(),
  display_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  bio: z.string().nullable(),
});
export type PublicUser = z.infer<typeof publicUser>;

/** A forum thread as the public profile lists it (Recent Threads). */
export const profileThread = z.object({
  id: z.number().int(),
  title: z.string(),
  created_at: z.string(),
});
export type ProfileThread = z.infer<typeof profileThread>;

/**
 * `GET /api/user/{id}/profile` (product spec 1 §3 Profile (public)). `is_following`: whether the caller
 * follows them (false for visitors). `wishlist`: the items of their wishlist when it is public, else null.
 * `puzzle_score`/`puzzle_rank`: null until they have played the memory game.
 */
export const publicProfileAnswer = z.object({
  user: publicUser,
  followers: z.number().int(),
  following: z.number().int(),
  is_following: z.boolean(),
  puzzle_score: z.number().int().nullable(),
  puzzle_rank: z.number().int().nullable(),
  wishlist: z.object({ items: z.array(z.object({ product_id: z.string() })) }).nullable(),
  threads: z.array(profileThread),
});
export type PublicProfileAnswer = z.infer<typeof publicProfileAnswer>;

/** `POST /api/follow`: whether the caller now follows the member. */
export const followAnswer = z.object({ following: z.boolean() });
export type FollowAnswer = z.infer<typeof followAnswer>;
