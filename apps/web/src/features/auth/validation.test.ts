import { describe, expect, it } from 'vitest';
import {
  asField,
  USERNAME_PATTERN,
  USERNAME_PATTERN_ATTR,
  validateLogin,
  validateRegister,
} from './validation';

const valid = {
  username: 'deal.hunter_9-x',
  email: 'hunter@example.com',
  password: 'supersecret',
  confirmPassword: 'supersecret',
};

describe('validateRegister', () => {
  it('accepts valid values', () => {
    expect(validateRegister(valid)).toBeNull();
  });

  it('requires every field', () => {
    expect(validateRegister({ ...valid, username: '  ' })).toEqual({
      message: 'All fields are required',
      field: 'username',
    });
    expect(validateRegister({ ...valid, confirmPassword: '' })?.field).toBe('confirm_password');
  });

  it('checks that the passwords match', () => {
    expect(validateRegister({ ...valid, confirmPassword: 'supersecreT' })).toEqual({
      message: 'Passwords do not match',
      field: 'confirm_password',
    });
  });

  it('enforces the username and password limits', () => {
    expect(validateRegister({ ...valid, username: 'ab' })?.field).toBe('username');
    expect(validateRegister({ ...valid, username: 'a'.repeat(31) })?.field).toBe('username');
    expect(validateRegister({ ...valid, username: 'no spaces' })?.field).toBe('username');
    expect(validateRegister({ ...valid, username: 'a'.repeat(30) })).toBeNull();
    const short = 'a'.repeat(7);
    expect(validateRegister({ ...valid, password: short, confirmPassword: short })?.field).toBe('password');
    const long = 'a'.repeat(129);
    expect(validateRegister({ ...valid, password: long, confirmPassword: long })?.field).toBe('password');
    const max = 'a'.repeat(128);
    expect(validateRegister({ ...valid, password: max, confirmPassword: max })).toBeNull();
  });

  it('checks the email shape', () => {
    expect(validateRegister({ ...valid, email: 'not-an-email' })?.field).toBe('email');
  });
});

describe('validateLogin', () => {
  it('requires username and password', () => {
    expect(validateLogin({ username: '', password: 'x' })?.field).toBe('username');
    expect(validateLogin({ username: 'amy', password: '' })?.field).toBe('password');
    expect(validateLogin({ username: 'amy', password: 'x' })).toBeNull();
  });
});

describe('helpers', () => {
  it('keeps the pattern attribute in step with the regex', () => {
    const attr = new RegExp(`^(?:${USERNAME_PATTERN_ATTR})$`, 'v');
    for (const name of ['abc', 'a.b-c_d', 'a b', 'ü', 'x!']) {
      expect(attr.test(name)).toBe(USERNAME_PATTERN.test(name));
    }
  });

  it('narrows server field names to the form fields', () => {
    expect(asField('username', ['username', 'password'] as const)).toBe('username');
    expect(asField('captcha', ['username', 'password'] as const)).toBeUndefined();
    expect(asField(undefined, ['username'] as const)).toBeUndefined();
  });
});
