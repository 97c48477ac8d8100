import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { body, requiredText } from './fields.ts';

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

/** `POST /api/auth/logout`. */
export const logoutAnswer = z.object({ ok: z.literal(true) });

/** How long a password may be (the register form says the same). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const password = (label: string) =>
  z
    .string({ error: (issue) => (issue.input == null ? `${label} is required` : `${label} must be text`) })
    .min(1, `${label} is required`)
    .max(PASSWORD_MAX, `${label} must be at most ${PASSWORD_MAX} characters`);

/**
 * What makes two usernames one: Unicode NFKC (full-width letters become plain ones), lower case, and the dots,
 * dashes and underscores left out, so `Dopamine-Team` and `dopamine_team` are the same name.
 */
export const usernameKey = (username: string) =>
  username.normalize('NFKC').toLowerCase().replace(/[._-]/g, '');

/** Names nobody may register, as keys: the staff roles, the site's name and its team account. */
export const RESERVED_USERNAME_KEYS: ReadonlySet<string> = new Set(
  [
    'admin',
    'administrator',
    'moderator',
    'mod',
    'staff',
    'support',
    'system',
    'root',
    'dopamine_deals',
    'dopamine_team',
  ].map(usernameKey),
);

export const USERNAME_RESERVED = 'This username is reserved';
export const USERNAME_TAKEN = 'Username is already taken';

const registerBody = body({
  username: requiredText('Username', { min: 3, max: 30 })
    .regex(/^[A-Za-z0-9_.-]+$/, 'Username can only use letters, numbers, dots, dashes and underscores')
    .regex(/[A-Za-z0-9]/, 'Username must contain a letter or a number'),
  email: requiredText('Email', { max: 254 }).pipe(z.email('Please enter a valid email address')),
  password: password('Password').min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`),
  confirm_password: password('Confirm password'),
  subscribe_newsletter: z.boolean({ error: 'subscribe_newsletter must be true or false' }).default(false),
}).refine((value) => value.password === value.confirm_password, {
  message: 'Passwords do not match',
  path: ['confirm_password'],
});

/** ID tokens are a few kilobytes at most; anything longer is not one. */
const ID_TOKEN_MAX = 10_000;
const NAME_PART_MAX = 100;

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .max(max, `${label} must be at most ${max} characters`)
    .nullish();

/** What Sign in with Apple tells the page about the person on their first sign-in only; sent as is. */
const appleUser = z.preprocess(
  // Apple's form post sends it as JSON text; the popup as an object.
  (value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  },
  z
    .object(
      {
        name: z
          .object(
            {
              firstName: optionalText('user.name.firstName', NAME_PART_MAX),
              lastName: optionalText('user.name.lastName', NAME_PART_MAX),
            },
            { error: 'user.name must be an object' },
          )
          .nullish(),
        email: optionalText('user.email', 254),
      },
      { error: 'user must be an object' },
    )
    .nullish(),
);

export const authEndpoints = {
  register: endpoint({
    method: 'POST',
    path: '/api/auth/register',
    auth: 'none',
    tag: 'auth',
    summary: 'Creates a member (with the starter deck, and the newsletter if asked) and logs them in',
    body: registerBody,
    answers: { 201: registerAnswer },
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/auth/login',
    auth: 'none',
    tag: 'auth',
    summary: 'Logs in with username and password',
    body: body({
      username: requiredText('Username', { max: 254 }),
      password: password('Password'),
    }),
    answers: { 200: authAnswer },
  }),
  google: endpoint({
    method: 'POST',
    path: '/api/auth/google',
    auth: 'none',
    tag: 'auth',
    summary: 'Signs in with a Google ID token (404 when Google sign-in is not set up)',
    body: body({ idToken: requiredText('idToken', { max: ID_TOKEN_MAX }) }),
    answers: { 200: authAnswer },
  }),
  apple: endpoint({
    method: 'POST',
    path: '/api/auth/apple',
    auth: 'none',
    tag: 'auth',
    summary: 'Signs in with an Apple identity token (404 when Apple sign-in is not set up)',
    body: body({
      identityToken: requiredText('identityToken', { max: ID_TOKEN_MAX }),
      user: appleUser,
    }),
    answers: { 200: authAnswer },
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/auth/logout',
    auth: 'member',
    tag: 'auth',
    summary: 'Ends this login (its token, and its game connections)',
    answers: { 200: logoutAnswer },
  }),
};
