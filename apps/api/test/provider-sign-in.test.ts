import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { memberIdentities, users } from '@app/db';
import { and, count, eq } from 'drizzle-orm';
import { type CryptoKey, exportJWK, generateKeyPair, type JWK, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usernameStem, withDigits } from '../src/modules/auth/provider-sign-in.ts';
import { placeholderEmail } from '../src/modules/auth/service.ts';
import { createTestApp, registerMember, STACKS, type TestApp } from '../src/testing.ts';
import { suiteTestApp } from './support.ts';

const GOOGLE_CLIENT_ID = 'test-client.apps.googleusercontent.com';
const APPLE_CLIENT_ID = 'com.example.dopamine.web';
const GOOGLE_ISSUER = 'https://accounts.google.com';
const APPLE_ISSUER = 'https://appleid.apple.com';
const KID = 'test-key-1';

/** The provider's key pair (its public half served as the JWKS) and a forger's, unknown to the site. */
let providerKey: CryptoKey;
let forgerKey: CryptoKey;
let publicJwk: JWK;
let jwksServer: Server;
let jwksUrl: string;
/** Requests the key server has answered, by path. */
const jwksRequests = new Map<string, number>();

beforeAll(async () => {
  const provider = await generateKeyPair('RS256', { extractable: true });
  const forger = await generateKeyPair('RS256', { extractable: true });
  providerKey = provider.privateKey;
  forgerKey = forger.privateKey;
  publicJwk = { ...(await exportJWK(provider.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  jwksServer = createServer((request, response) => {
    const path = request.url ?? '';
    jwksRequests.set(path, (jwksRequests.get(path) ?? 0) + 1);
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: [publicJwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const address = jwksServer.address();
  if (!address || typeof address === 'string') throw new Error('the key server has no port');
  jwksUrl = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  jwksServer.closeAllConnections();
  await new Promise((resolve) => jwksServer.close(resolve));
});

interface TokenOptions {
  issuer: string;
  audience: string;
  key?: CryptoKey | Uint8Array;
  alg?: string;
  kid?: string;
  expiresAt?: number | string;
  issuedAt?: number;
}

function signToken(subject: string, claims: JWTPayload, options: TokenOptions) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: options.alg ?? 'RS256', kid: options.kid ?? KID })
    .setSubject(subject)
    .setIssuer(options.issuer)
    .setAudience(options.audience)
    .setIssuedAt(options.issuedAt ?? Math.floor(Date.now() / 1000))
    .setExpirationTime(options.expiresAt ?? '10m')
    .sign(options.key ?? providerKey);
}

const googleToken = (subject: string, claims: JWTPayload = {}, options: Partial<TokenOptions> = {}) =>
  signToken(subject, claims, { issuer: GOOGLE_ISSUER, audience: GOOGLE_CLIENT_ID, ...options });
const appleToken = (subject: string, claims: JWTPayload = {}, options: Partial<TokenOptions> = {}) =>
  signToken(subject, claims, { issuer: APPLE_ISSUER, audience: APPLE_CLIENT_ID, ...options });

const unique = () => randomBytes(5).toString('hex');
const newSubject = () => `${Date.now()}${randomBytes(6).readUIntBE(0, 6)}`;
/** The Content-Security-Policy header as directive name → its sources. */
function directives(header: unknown): Record<string, string> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((directive) => directive.trim())
      .filter(Boolean)
      .map((directive) => {
        const [name = '', ...sources] = directive.split(/\s+/);
        return [name, sources.join(' ')];
      }),
  );
}

/** Each request from an address of its own, so the per-address limit is only met where a test seeks it. */
const randomAddress = () => `198.19.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

describe.each(STACKS)('Google and Apple sign-in on %s', (stack) => {
  let t: TestApp;
  const googlePath = `/${stack}/google`;
  const applePath = `/${stack}/apple`;
  beforeAll(async () => {
    t = await createTestApp(stack, {
      GOOGLE_CLIENT_ID,
      GOOGLE_JWKS_URL: `${jwksUrl}${googlePath}`,
      APPLE_CLIENT_ID,
      APPLE_JWKS_URL: `${jwksUrl}${applePath}`,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const signIn = (provider: 'google' | 'apple', payload: object, remoteAddress = randomAddress()) =>
    t.app.inject({ method: 'POST', url: `/api/auth/${provider}`, payload, remoteAddress });
  const google = (idToken: string) => signIn('google', { idToken });
  const apple = (identityToken: string, user?: unknown) =>
    signIn('apple', user === undefined ? { identityToken } : { identityToken, user });
  const memberCount = async () => (await t.app.db.select({ n: count() }).from(users))[0]?.n;
  const identityOf = async (provider: 'google' | 'apple', subject: string) =>
    (
      await t.app.db
        .select()
        .from(memberIdentities)
        .where(and(eq(memberIdentities.provider, provider), eq(memberIdentities.subject, subject)))
    )[0];

  it('creates a member from a new Google account, with a username from the name and no password', async () => {
    const tag = unique();
    const subject = newSubject();
    const email = `ada.${tag}@gmail.example`;
    const response = await google(
      await googleToken(subject, { email, email_verified: true, name: `Ada Lovelace ${tag}` }),
    );
    expect(response.statusCode).toBe(200);
    const { token, user } = response.json();
    expect(user).toEqual({
      id: expect.any(Number),
      username: `ada_lovelace_${tag}`,
      email,
      display_name: `Ada Lovelace ${tag}`,
      avatar_url: null,
      bio: null,
      is_admin: false,
      created_at: expect.any(String),
    });
    // The answer is a session like a login's.
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().user.id).toBe(user.id);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toBeNull();
    expect(await identityOf('google', subject)).toMatchObject({ userId: user.id, email });
    // Without a password, the login form refuses the member the way it refuses any wrong password.
    for (const password of ['', 'anything at all']) {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: user.username, password },
      });
      expect(login.statusCode).toBe(password ? 401 : 400);
      if (password) expect(login.json()).toEqual({ error: 'Invalid username or password' });
    }
  });

  it('signs the same Google account in to the same member again, with a fresh token', async () => {
    const subject = newSubject();
    const claims = { email: `same.${unique()}@gmail.example`, email_verified: true, name: 'Same Person' };
    const first = await google(await googleToken(subject, claims));
    const before = await memberCount();
    // The second time the name and address differ: the account, not what it says, names the member.
    const second = await google(
      await googleToken(subject, { email: `changed.${unique()}@gmail.example`, email_verified: true }),
    );
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().user).toEqual(first.json().user);
    expect(second.json().token).not.toBe(first.json().token);
    expect(await memberCount()).toBe(before);
  });

  it('gives a second member with the same name the next free username', async () => {
    const tag = unique();
    const name = `Grace Hopper ${tag}`;
    const usernames: string[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await google(
        await googleToken(newSubject(), { email: `g${i}.${tag}@gmail.example`, email_verified: true, name }),
      );
      expect(response.statusCode).toBe(200);
      usernames.push(response.json().user.username);
    }
    expect(usernames).toEqual([`grace_hopper_${tag}`, `grace_hopper_${tag}2`, `grace_hopper_${tag}3`]);
  });

  it('makes the username from the address when the token has no name, and clashes with a registered one', async () => {
    const member = await registerMember(t.app, { username: `taken.${unique()}` });
    const response = await google(
      await googleToken(newSubject(), {
        email: `${member.user.username.toUpperCase()}@elsewhere.example`,
        email_verified: true,
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().user.username).toBe(`${member.user.username}2`);
  });

  it('answers one member to sign-ins of a new account arriving at the same moment', async () => {
    const subject = newSubject();
    const token = await googleToken(subject, {
      email: `race.${unique()}@gmail.example`,
      email_verified: true,
    });
    const responses = await Promise.all([google(token), google(token), google(token)]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    const ids = new Set(responses.map((response) => response.json().user.id));
    expect(ids.size).toBe(1);
  });

  it('accepts both spellings of the Google issuer', async () => {
    const response = await google(await googleToken(newSubject(), {}, { issuer: 'accounts.google.com' }));
    expect(response.statusCode).toBe(200);
  });

  it('links an address Google vouches for to the member who has it, in any case', async () => {
    const email = `Linked.${unique()}@Example.com`;
    const member = await registerMember(t.app, { email });
    const subject = newSubject();
    const before = await memberCount();
    const response = await google(
      await googleToken(subject, { email: email.toLowerCase(), email_verified: true }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: member.user.id, username: member.user.username });
    expect(await memberCount()).toBe(before);
    expect(await identityOf('google', subject)).toMatchObject({ userId: member.user.id });
    // The password still works alongside.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: member.user.username, password: member.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('does not link an address the provider does not vouch for: a new member, without that address', async () => {
    const email = `unverified.${unique()}@example.com`;
    const member = await registerMember(t.app, { email });
    for (const verified of [false, 'false', undefined]) {
      const subject = newSubject();
      const response = await google(
        await googleToken(subject, {
          email,
          ...(verified === undefined ? {} : { email_verified: verified }),
        }),
      );
      expect(response.statusCode).toBe(200);
      const { user } = response.json();
      expect(user.id).not.toBe(member.user.id);
      expect(user.email).toBe(placeholderEmail('google', subject));
      expect(user.email).toMatch(/^google-[0-9a-f]{24}@signin\.invalid$/);
      // What the provider said is kept on the link.
      expect(await identityOf('google', subject)).toMatchObject({ userId: user.id, email });
    }
    const appleSubject = newSubject();
    const unverified = await apple(await appleToken(appleSubject, { email, email_verified: 'false' }));
    expect(unverified.statusCode).toBe(200);
    expect(unverified.json().user.id).not.toBe(member.user.id);
  });

  it('creates a member from a new Apple account, named by the user Apple passes on the first sign-in', async () => {
    const tag = unique();
    const subject = `001234.${randomBytes(16).toString('hex')}.0042`;
    const email = `${tag}@privaterelay.appleid.example`;
    const claims = { email, email_verified: 'true', is_private_email: 'true' };
    const first = await apple(await appleToken(subject, claims), {
      name: { firstName: 'Tim', lastName: `Apple${tag}` },
      email,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().user).toMatchObject({
      username: `tim_apple${tag}`,
      display_name: `Tim Apple${tag}`,
      email,
    });
    // Later sign-ins carry no user: the same member, name unchanged.
    const again = await apple(await appleToken(subject, claims));
    expect(again.statusCode).toBe(200);
    expect(again.json().user).toEqual(first.json().user);
    // The form post's JSON text is read too.
    const other = await apple(
      await appleToken(newSubject(), { email: `x${tag}@privaterelay.appleid.example`, email_verified: true }),
      JSON.stringify({ name: { firstName: 'Text', lastName: tag } }),
    );
    expect(other.statusCode).toBe(200);
    expect(other.json().user.display_name).toBe(`Text ${tag}`);
  });

  it('links an Apple address Apple vouches for (the string "true") to the member who has it', async () => {
    const email = `apple.${unique()}@example.com`;
    const member = await registerMember(t.app, { email: email.toUpperCase() });
    const response = await apple(await appleToken(newSubject(), { email, email_verified: 'true' }));
    expect(response.statusCode).toBe(200);
    expect(response.json().user.id).toBe(member.user.id);
  });

  it('refuses forged, expired, misaddressed and malformed tokens with the exact text, creating nobody', async () => {
    const subject = newSubject();
    const claims = { email: `refused.${unique()}@gmail.example`, email_verified: true };
    const now = Math.floor(Date.now() / 1000);
    const refusedGoogle = [
      await googleToken(subject, claims, { key: forgerKey }),
      await googleToken(subject, claims, { key: forgerKey, kid: 'unknown-key' }),
      await googleToken(subject, claims, { issuedAt: now - 7200, expiresAt: now - 3600 }),
      await googleToken(subject, claims, { audience: 'someone-else.apps.googleusercontent.com' }),
      await googleToken(subject, claims, { issuer: 'https://accounts.google.evil.example' }),
      await googleToken(subject, claims, { issuer: APPLE_ISSUER, audience: APPLE_CLIENT_ID }),
      await googleToken(subject, claims, { alg: 'HS256', key: new TextEncoder().encode('x'.repeat(32)) }),
      'not-a-token',
      'a.b.c',
      `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"1"}').toString('base64url')}.`,
    ];
    const before = await memberCount();
    for (const idToken of refusedGoogle) {
      const response = await google(idToken);
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 401,
        body: { error: 'Google sign-in failed' },
      });
    }
    const refusedApple = [
      await appleToken(subject, claims, { key: forgerKey }),
      await appleToken(subject, claims, { issuedAt: now - 7200, expiresAt: now - 3600 }),
      await appleToken(subject, claims, { audience: 'com.example.other' }),
      await appleToken(subject, claims, { issuer: GOOGLE_ISSUER }),
      // A good Google token is no Apple token.
      await googleToken(subject, claims),
      'garbage',
    ];
    for (const identityToken of refusedApple) {
      const response = await apple(identityToken, { name: { firstName: 'Forged' } });
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 401,
        body: { error: 'Apple sign-in failed' },
      });
    }
    expect(await memberCount()).toBe(before);
    expect(await identityOf('google', subject)).toBeUndefined();
    expect(await identityOf('apple', subject)).toBeUndefined();
  });

  it('asks for the token by name', async () => {
    const missing = await signIn('google', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'idToken is required', field: 'idToken' });
    const appleMissing = await signIn('apple', { user: { name: { firstName: 'A' } } });
    expect(appleMissing.statusCode).toBe(400);
    expect(appleMissing.json()).toMatchObject({ error: 'identityToken is required' });
  });

  it('fetches the provider keys once and keeps them', async () => {
    await google(await googleToken(newSubject()));
    const fetched = jwksRequests.get(googlePath);
    expect(fetched).toBeGreaterThanOrEqual(1);
    for (let i = 0; i < 3; i++) expect((await google(await googleToken(newSubject()))).statusCode).toBe(200);
    expect(jwksRequests.get(googlePath)).toBe(fetched);
  });

  it('limits sign-ins from one address as the login form does', async () => {
    const address = randomAddress();
    for (let i = 0; i < 100; i++) {
      const response = await signIn(
        i % 2 ? 'google' : 'apple',
        i % 2 ? { idToken: 'x' } : { identityToken: 'x' },
        address,
      );
      expect(response.statusCode).toBe(401);
    }
    const limited = await signIn('google', { idToken: await googleToken(newSubject()) }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'Too many requests. Try again in 1 minute.' });
    // Another address is not held back.
    expect((await google(await googleToken(newSubject()))).statusCode).toBe(200);
  });

  it('tells the browser the client ids, and lets in the providers scripts, frames and calls', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toEqual({
      game_server_url: null,
      google_client_id: GOOGLE_CLIENT_ID,
      apple_client_id: APPLE_CLIENT_ID,
    });
    const csp = directives(response.headers['content-security-policy']);
    expect(csp['script-src']).toBe(
      "'self' https://accounts.google.com/gsi/client https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js",
    );
    expect(csp['frame-src']).toBe("'self' https://accounts.google.com/gsi/ https://appleid.apple.com");
    expect(csp['connect-src']).toBe("'self' https://accounts.google.com/gsi/ https://appleid.apple.com");
    expect(csp['style-src']).toBe("'self' 'unsafe-inline' https://accounts.google.com/gsi/style");
    expect(csp['frame-ancestors']).toBe("'none'");
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe.each(STACKS)('sign-in providers not set up, on %s', (stack) => {
  const t = suiteTestApp(stack);

  it('refuses Google and Apple sign-in, hides the buttons and keeps the CSP closed to them', async () => {
    const google = await t.app.inject({
      method: 'POST',
      url: '/api/auth/google',
      payload: { idToken: 'x.y.z' },
    });
    expect(google.statusCode).toBe(404);
    expect(google.json()).toEqual({ error: 'Google sign-in is not configured' });
    const apple = await t.app.inject({
      method: 'POST',
      url: '/api/auth/apple',
      payload: { identityToken: 'x.y.z' },
    });
    expect(apple.statusCode).toBe(404);
    expect(apple.json()).toEqual({ error: 'Apple sign-in is not configured' });
    const config = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json()).toEqual({ game_server_url: null, google_client_id: null, apple_client_id: null });
    const csp = String(config.headers['content-security-policy']);
    expect(csp).not.toContain('google');
    expect(csp).not.toContain('apple');
    expect(csp).not.toContain('frame-src');
    expect(config.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(config.headers['referrer-policy']).toBe('no-referrer');
  });

  it('lets in only the provider that is set up', async () => {
    const onlyApple = await createTestApp(stack, { APPLE_CLIENT_ID });
    try {
      const config = await onlyApple.app.inject({ method: 'GET', url: '/api/config' });
      expect(config.json()).toMatchObject({ google_client_id: null, apple_client_id: APPLE_CLIENT_ID });
      const csp = String(config.headers['content-security-policy']);
      expect(csp).toContain('https://appleid.cdn-apple.com');
      expect(csp).not.toContain('accounts.google.com');
      const google = await onlyApple.app.inject({
        method: 'POST',
        url: '/api/auth/google',
        payload: { idToken: 'x.y.z' },
      });
      expect(google.json()).toEqual({ error: 'Google sign-in is not configured' });
    } finally {
      await onlyApple.close();
    }
  });
});

describe('usernames made from a name or an address', () => {
  it('keeps letters and digits, drops accents and other signs, joins words with underscores', () => {
    expect(usernameStem('José Álvarez-Núñez')).toBe('jose_alvarez-nunez');
    expect(usernameStem("  O'Brien,   Pat!! ")).toBe('obrien_pat');
    expect(usernameStem('..__Dots.__.and--dashes__')).toBe('dots.and-dashes');
    expect(usernameStem('x'.repeat(40))).toBe('x'.repeat(30));
  });

  it('takes the next source when one gives fewer than 3 characters, and member when none does', () => {
    expect(usernameStem('李小龙', 'bruce.lee')).toBe('bruce.lee');
    expect(usernameStem(null, 'Al', undefined, 'alice')).toBe('alice');
    expect(usernameStem('🙂', '')).toBe('member');
  });

  it('adds digits within 30 characters', () => {
    expect(withDigits('grace', 2)).toBe('grace2');
    expect(withDigits('y'.repeat(30), 123)).toBe(`${'y'.repeat(27)}123`);
  });
});
