import { z } from 'zod';

/** A member as the API answers about them (and as the browser keeps them under the `user` storage key). */
export const authUser = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  display_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  bio: z.string().nullable(),
  is_admin: z.boolean(),
  created_at: z.string(),
});
export type AuthUser = z.infer<typeof authUser>;

/** `POST /api/auth/login` (and the token part of registration). */
export const authAnswer = z.object({ token: z.string(), user: authUser });
export type AuthAnswer = z.infer<typeof authAnswer>;

/** `POST /api/auth/register`, 201. */
export const registerAnswer = authAnswer.extend({ newsletter_subscribed: z.boolean() });
export type RegisterAnswer = z.infer<typeof registerAnswer>;

/** `GET /api/auth/profile`: the member with their points and follow counts. */
export const ownProfileAnswer = z.object({
  user: authUser,
  total_points: z.number().int(),
  followers: z.number().int(),
  following: z.number().int(),
});
export type OwnProfileAnswer = z.infer<typeof ownProfileAnswer>;
