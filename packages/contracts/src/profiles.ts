import { z } from 'zod';
import { authUser, ownProfileAnswer } from './auth.ts';
import { endpoint } from './endpoint.ts';
import { body, requiredId } from './fields.ts';

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

/** Characters as a reader counts them (an emoji is one), not UTF-16 units. */
const characters = (text: string) => [...text].length;

/**
 * An optional text field of the profile form: trimmed, empty or null means none (null), at most `max`
 * characters; left out, it stays as it is (undefined).
 */
function profileText(label: string, max: number, { singleLine }: { singleLine: boolean }) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .refine((text) => characters(text) <= max, { message: `${label} must be at most ${max} characters` })
    .refine((text) => !singleLine || !/\p{Cc}/u.test(text), {
      message: `${label} must be one line of text`,
    })
    .transform((text) => text || null)
    .nullish()
    .transform((value) => (value === undefined ? undefined : (value ?? null)));
}

const updateProfileBody = body({
  display_name: profileText('Display name', PROFILE_LIMITS.displayName, { singleLine: true }),
  bio: profileText('Bio', PROFILE_LIMITS.bio, { singleLine: false }),
  // The current avatar's URL, an uploaded image as a data URL, or empty/null to remove it (checked by the API).
  avatar_url: z
    .string({ error: 'Avatar must be an image' })
    .trim()
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null)),
});
/** The profile changes as checked: undefined keeps a field, null clears it. */
export type ProfileUpdate = z.output<typeof updateProfileBody>;

export const profilesEndpoints = {
  own: endpoint({
    method: 'GET',
    path: '/api/auth/profile',
    auth: 'member',
    tag: 'profiles',
    summary: 'My profile: the member, their points and follow counts',
    answers: { 200: ownProfileAnswer },
  }),
  save: endpoint({
    method: 'PUT',
    path: '/api/auth/profile',
    auth: 'member',
    tag: 'profiles',
    summary: 'Save my display name, bio and avatar (an image data URL, my current avatar URL, or null)',
    body: updateProfileBody,
    answers: { 200: updateProfileAnswer },
  }),
  public: endpoint({
    method: 'GET',
    path: '/api/user/:id/profile',
    auth: 'optional',
    tag: 'profiles',
    summary: "A member's public profile (with whether the caller follows them)",
    params: z.object({ id: requiredId('id') }),
    answers: { 200: publicProfileAnswer },
  }),
  follow: endpoint({
    method: 'POST',
    path: '/api/follow',
    auth: 'member',
    tag: 'profiles',
    summary: 'Follows a member, or stops following them',
    body: body({ user_id: requiredId('user_id') }),
    answers: { 200: followAnswer },
  }),
};
