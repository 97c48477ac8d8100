import { body, PROFILE_LIMITS, requiredId } from '@app/contracts';
import { z } from 'zod';

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

export const updateProfileBody = body({
  display_name: profileText('Display name', PROFILE_LIMITS.displayName, { singleLine: true }),
  bio: profileText('Bio', PROFILE_LIMITS.bio, { singleLine: false }),
  // The current avatar's URL, an uploaded image as a data URL, or empty/null to remove it (checked in the service).
  avatar_url: z
    .string({ error: 'Avatar must be an image' })
    .trim()
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null)),
});
export type UpdateProfileInput = z.infer<typeof updateProfileBody>;

export const profileParams = z.object({ id: requiredId('id') });

export const followBody = body({ user_id: requiredId('user_id') });
