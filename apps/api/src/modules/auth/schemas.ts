import { z } from 'zod';
import { body, requiredText } from '../../lib/validation.ts';

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
