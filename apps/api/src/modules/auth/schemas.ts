import { body, requiredText } from '@app/contracts';
import { z } from 'zod';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const password = (label: string) =>
  z
    .string({ error: (issue) => (issue.input == null ? `${label} is required` : `${label} must be text`) })
    .min(1, `${label} is required`)
    .max(PASSWORD_MAX, `${label} must be at most ${PASSWORD_MAX} characters`);

export const registerBody = body({
  username: requiredText('Username', { min: 3, max: 30 }).regex(
    /^[A-Za-z0-9_.-]+$/,
    'Username can only use letters, numbers, dots, dashes and underscores',
  ),
  email: requiredText('Email', { max: 254 }).pipe(z.email('Please enter a valid email address')),
  password: password('Password').min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`),
  confirm_password: password('Confirm password'),
  subscribe_newsletter: z.boolean({ error: 'subscribe_newsletter must be true or false' }).default(false),
}).refine((value) => value.password === value.confirm_password, {
  message: 'Passwords do not match',
  path: ['confirm_password'],
});

export const loginBody = body({
  username: requiredText('Username', { max: 254 }),
  password: password('Password'),
});

/** ID tokens are a few kilobytes at most; anything longer is not one. */
const ID_TOKEN_MAX = 10_000;
const NAME_PART_MAX = 100;

export const googleSignInBody = body({
  idToken: requiredText('idToken', { max: ID_TOKEN_MAX }),
});

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

export const appleSignInBody = body({
  identityToken: requiredText('identityToken', { max: ID_TOKEN_MAX }),
  user: appleUser,
});
