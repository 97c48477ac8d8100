/** Client-side checks of the auth forms; the server re-validates everything. */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;
/** Same source for the `pattern` attribute (browsers compile it with the `v` flag). */
export const USERNAME_PATTERN_ATTR = '[A-Za-z0-9_.\\-]+';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type RegisterField = 'username' | 'email' | 'password' | 'confirm_password';
export type LoginField = 'username' | 'password';

export interface FieldError<F extends string> {
  message: string;
  field?: F;
}

export interface RegisterValues {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export function validateRegister(values: RegisterValues): FieldError<RegisterField> | null {
  const username = values.username.trim();
  const email = values.email.trim();
  const missing: Array<[RegisterField, string]> = [
    ['username', username],
    ['email', email],
    ['password', values.password],
    ['confirm_password', values.confirmPassword],
  ];
  const firstMissing = missing.find(([, value]) => !value);
  if (firstMissing) return { message: 'All fields are required', field: firstMissing[0] };
  if (username.length < USERNAME_MIN || username.length > USERNAME_MAX || !USERNAME_PATTERN.test(username)) {
    return {
      message: `Username must be ${USERNAME_MIN}-${USERNAME_MAX} characters: letters, digits, underscore, dot or dash`,
      field: 'username',
    };
  }
  if (!EMAIL_PATTERN.test(email)) return { message: 'Please enter a valid email address', field: 'email' };
  if (values.password.length < PASSWORD_MIN || values.password.length > PASSWORD_MAX) {
    return { message: `Password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters`, field: 'password' };
  }
  if (values.password !== values.confirmPassword) {
    return { message: 'Passwords do not match', field: 'confirm_password' };
  }
  return null;
}

export function validateLogin(values: { username: string; password: string }): FieldError<LoginField> | null {
  if (!values.username.trim()) return { message: 'Username and password are required', field: 'username' };
  if (!values.password) return { message: 'Username and password are required', field: 'password' };
  return null;
}

/** Narrows a server-named field to one of the form's inputs. */
export function asField<F extends string>(field: string | undefined, fields: readonly F[]): F | undefined {
  return fields.find((candidate) => candidate === field);
}
