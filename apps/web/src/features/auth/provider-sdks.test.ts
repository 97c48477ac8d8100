import { describe, expect, it } from 'vitest';
import { googleButtonWidth, isAppleCancel, newState, readAppleAnswer } from './provider-sdks';

describe("reading Apple's popup answer", () => {
  const state = 'state-123';

  it('answers the identity token and the user Apple passed', () => {
    const user = { name: { firstName: 'Tim', lastName: 'Apple' }, email: 'tim@privaterelay.appleid.com' };
    expect(
      readAppleAnswer({ authorization: { id_token: 'a.b.c', code: 'xyz', state }, user }, state),
    ).toEqual({
      identityToken: 'a.b.c',
      user,
    });
    expect(readAppleAnswer({ authorization: { id_token: 'a.b.c', state } }, state)).toEqual({
      identityToken: 'a.b.c',
      user: undefined,
    });
  });

  it('refuses an answer without a token or for another sign-in', () => {
    expect(readAppleAnswer({ authorization: { id_token: 'a.b.c', state: 'other' } }, state)).toBeNull();
    expect(readAppleAnswer({ authorization: { id_token: '', state } }, state)).toBeNull();
    expect(readAppleAnswer({ authorization: { code: 'xyz', state } }, state)).toBeNull();
    expect(readAppleAnswer({ user: {} }, state)).toBeNull();
    expect(readAppleAnswer(undefined, state)).toBeNull();
  });

  it('takes a closed or cancelled popup as no error, and anything else as one', () => {
    expect(isAppleCancel({ error: 'popup_closed_by_user' })).toBe(true);
    expect(isAppleCancel({ error: 'user_cancelled_authorize' })).toBe(true);
    expect(isAppleCancel({ error: 'invalid_client' })).toBe(false);
    expect(isAppleCancel(new Error('popup_closed_by_user'))).toBe(false);
    expect(isAppleCancel(undefined)).toBe(false);
  });

  it('makes a fresh 128-bit state each time', () => {
    const first = newState();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(newState()).not.toBe(first);
  });
});

describe("Google's button width", () => {
  it('fills the place between 200 and 400 pixels', () => {
    expect(googleButtonWidth(0)).toBe(200);
    expect(googleButtonWidth(311.6)).toBe(312);
    expect(googleButtonWidth(900)).toBe(400);
  });
});
