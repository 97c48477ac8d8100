import { randomBytes } from 'node:crypto';
import { pointsLedger, revokedTokens, users } from '@app/db';
import { count, eq } from 'drizzle-orm';
import { createSigner } from 'fast-jwt';
import { describe, expect, it } from 'vitest';
import { FORM_LIMITS } from '../src/plugins/rate-limits.ts';
import { registerMember, STACKS } from '../src/testing.ts';
import { type SuiteApp, suiteTestApp } from './support.ts';

const post = (t: SuiteApp, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const userCount = async (t: SuiteApp) => (await t.app.db.select({ n: count() }).from(users))[0]?.n;

describe.each(STACKS)('auth on %s', (stack) => {
  const t = suiteTestApp(stack, { ADMIN_USERNAMES: 'Boss, root_admin' });

  const registration = (overrides: Record<string, unknown> = {}) => {
    const username = `u${randomBytes(5).toString('hex')}`;
    return {
      username,
      email: `${username}@example.com`,
      password: 'hunter2hunter2',
      confirm_password: 'hunter2hunter2',
      subscribe_newsletter: false,
      ...overrides,
    };
  };

  it('registers a member, answers token, user and newsletter flag, and stores an argon2id hash', async () => {
    const body = registration();
    const response = await post(t, '/api/auth/register', body);
    expect(response.statusCode).toBe(201);
    const json = response.json();
    expect(json.newsletter_subscribed).toBe(false);
    expect(json.user).toMatchObject({
      username: body.username,
      email: body.email,
      is_admin: false,
      bio: null,
    });
    expect(json.token.split('.')).toHaveLength(3);
    expect(JSON.stringify(json)).not.toContain('hunter2');
    const [row] = await t.app.db.select().from(users).where(eq(users.id, json.user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('pays 100 newsletter points once when registering with the newsletter box ticked', async () => {
    const response = await post(t, '/api/auth/register', registration({ subscribe_newsletter: true }));
    expect(response.statusCode).toBe(201);
    const { token, newsletter_subscribed } = response.json();
    expect(newsletter_subscribed).toBe(true);
    const profile = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) });
    expect(profile.json()).toMatchObject({ total_points: 100, followers: 0, following: 0 });
  });

  it('logs in with the username in any case and gives a fresh token each time', async () => {
    const member = await registerMember(t.app);
    const first = await post(t, '/api/auth/login', {
      username: member.user.username.toUpperCase(),
      password: member.password,
    });
    const second = await post(t, '/api/auth/login', {
      username: member.user.username,
      password: member.password,
    });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(first.json().user.id).toBe(member.user.id);
    expect(first.json().token).not.toBe(second.json().token);
    expect(first.json().token).not.toBe(member.token);
  });

  it('answers the own profile with user, total_points, followers and following', async () => {
    const member = await registerMember(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(member.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: expect.objectContaining({ id: member.user.id, username: member.user.username }),
      total_points: 0,
      followers: 0,
      following: 0,
    });
  });

  it('refuses a wrong password and an unknown username with the same message', async () => {
    const member = await registerMember(t.app);
    const wrong = await post(t, '/api/auth/login', {
      username: member.user.username,
      password: 'not the password',
    });
    const unknown = await post(t, '/api/auth/login', { username: 'nobody_here', password: 'whatever123' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Invalid username or password' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses a duplicate username (any case) or email with 409 naming the field, writing nothing', async () => {
    const member = await registerMember(t.app);
    const before = await userCount(t);
    const sameName = await post(
      t,
      '/api/auth/register',
      registration({ username: member.user.username.toUpperCase() }),
    );
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toEqual({ error: 'Username is already taken', field: 'username' });
    const sameEmail = await post(
      t,
      '/api/auth/register',
      registration({ email: `${member.user.username.toUpperCase()}@EXAMPLE.com` }),
    );
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toEqual({ error: 'An account with this email already exists', field: 'email' });
    expect(await userCount(t)).toBe(before);
  });

  it('refuses mismatched passwords on the server', async () => {
    const before = await userCount(t);
    const response = await post(
      t,
      '/api/auth/register',
      registration({ confirm_password: 'something else' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Passwords do not match', field: 'confirm_password' });
    expect(await userCount(t)).toBe(before);
  });

  it.each([
    ['a missing username', { username: undefined }, 'Username is required', 'username'],
    ['a blank username', { username: '   ' }, 'Username is required', 'username'],
    ['a numeric username', { username: 12345 }, 'Username must be text', 'username'],
    [
      'a username with spaces',
      { username: 'two words' },
      'Username can only use letters, numbers, dots, dashes and underscores',
      'username',
    ],
    ['a bad email', { email: 'not-an-email' }, 'Please enter a valid email address', 'email'],
    [
      'a short password',
      { password: 'short', confirm_password: 'short' },
      'Password must be at least 8 characters',
      'password',
    ],
    [
      'a 129-character password',
      { password: 'p'.repeat(129), confirm_password: 'p'.repeat(129) },
      'Password must be at most 128 characters',
      'password',
    ],
    [
      'a newsletter flag that is not a boolean',
      { subscribe_newsletter: 'yes' },
      'subscribe_newsletter must be true or false',
      'subscribe_newsletter',
    ],
    [
      'a 100 kB username',
      { username: 'x'.repeat(100_000) },
      'Username must be at most 30 characters',
      'username',
    ],
  ])(
    'refuses %s with 400, a message and the field, writing nothing',
    async (_name, overrides, error, field) => {
      const before = await userCount(t);
      const response = await post(t, '/api/auth/register', registration(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error, field });
      expect(await userCount(t)).toBe(before);
    },
  );

  it('accepts passwords of 8 and of 128 characters', async () => {
    for (const length of [8, 128]) {
      const password = 'p'.repeat(length);
      const response = await post(
        t,
        '/api/auth/register',
        registration({ password, confirm_password: password }),
      );
      expect(response.statusCode).toBe(201);
    }
  });

  it('refuses malformed bodies with 4xx and { error }', async () => {
    const before = await userCount(t);
    const cases = [
      { payload: '[1,2]', status: 400, error: 'The request body must be a JSON object' },
      { payload: '{"username": ', status: 400, error: 'The request body is not valid JSON' },
      {
        payload: JSON.stringify({ ...registration(), username: 'a'.repeat(1024 * 1024) }),
        status: 413,
        error: 'The request body is too large',
      },
    ];
    for (const { payload, status, error } of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ error });
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: 'username=a',
      headers: { 'content-type': 'text/plain' },
    });
    expect(notJson.statusCode).toBe(415);
    expect(notJson.json()).toEqual({ error: 'Send the request body as JSON' });
    const empty = await t.app.inject({ method: 'POST', url: '/api/auth/login' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('The request body must be a JSON object');
    expect(await userCount(t)).toBe(before);
  });

  it('refuses login bodies with missing or wrong-typed fields', async () => {
    const missing = await post(t, '/api/auth/login', { username: 'someone' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'Password is required', field: 'password' });
    const wrongType = await post(t, '/api/auth/login', { username: ['a'], password: 'x' });
    expect(wrongType.json()).toEqual({ error: 'Username must be text', field: 'username' });
  });

  it('never makes an admin of someone who registers a name listed in ADMIN_USERNAMES', async () => {
    // 'Boss' is listed but had no account when the app started: registering it must not take the role.
    const response = await post(t, '/api/auth/register', registration({ username: 'boss' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().user.is_admin).toBe(false);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(response.json().token),
    });
    expect(profile.json().user.is_admin).toBe(false);
  });

  it('ends the token at logout on the server, while other sessions keep working', async () => {
    const member = await registerMember(t.app);
    const other = (
      await post(t, '/api/auth/login', { username: member.user.username, password: member.password })
    ).json().token;
    const logout = await post(t, '/api/auth/logout', {}, bearer(member.token));
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ ok: true });
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(member.token),
    });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: 'Your session has ended. Please log in again.' });
    const [revoked] = await t.app.db
      .select({ n: count() })
      .from(revokedTokens)
      .where(eq(revokedTokens.userId, member.user.id));
    expect(revoked?.n).toBe(1);
    const stillIn = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(other) });
    expect(stillIn.statusCode).toBe(200);
  });

  it('rejects missing, forged, wrong-algorithm and expired tokens', async () => {
    const member = await registerMember(t.app);
    const profile = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/auth/profile', headers });
    const claims = { sub: String(member.user.id), jti: 'forged' };

    expect((await profile({})).json()).toEqual({ error: 'Please log in first' });
    const forged = createSigner({ key: 'x'.repeat(48), algorithm: 'HS256' })(claims);
    const forgedResponse = await profile(bearer(forged));
    expect(forgedResponse.statusCode).toBe(401);
    expect(forgedResponse.json()).toEqual({ error: 'Invalid token' });
    const unsigned = createSigner({ algorithm: 'none' })(claims);
    expect((await profile(bearer(unsigned))).statusCode).toBe(401);
    const hs512 = createSigner({ key: t.config.jwtSecret, algorithm: 'HS512' })(claims);
    expect((await profile(bearer(hs512))).statusCode).toBe(401);
    const tampered = `${member.token.slice(0, -4)}AAAA`;
    expect((await profile(bearer(tampered))).statusCode).toBe(401);
    const expired = createSigner({
      key: t.config.jwtSecret,
      algorithm: 'HS256',
      expiresIn: 1000,
      clockTimestamp: Date.now() - 60_000,
    })(claims);
    const expiredResponse = await profile(bearer(expired));
    expect(expiredResponse.statusCode).toBe(401);
    expect(expiredResponse.json()).toEqual({ error: 'Your session has expired. Please log in again.' });
    // The right secret and algorithm still work (the checks above are not refusing everything).
    const genuine = createSigner({ key: t.config.jwtSecret, algorithm: 'HS256', expiresIn: 60_000 })(claims);
    expect((await profile(bearer(genuine))).statusCode).toBe(200);
  });

  it('lets one address sign up 30 times an hour, then answers 429 and creates no account', async () => {
    const signUp = (remoteAddress: string) => {
      const username = `flood_${randomBytes(4).toString('hex')}`;
      return t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          username,
          email: `${username}@example.com`,
          password: 'correct horse battery',
          confirm_password: 'correct horse battery',
          subscribe_newsletter: false,
        },
        remoteAddress,
      });
    };
    for (let i = 0; i < FORM_LIMITS.register.points; i++) {
      expect((await signUp('203.0.113.40')).statusCode).toBe(201);
    }
    const before = await userCount(t);
    const blocked = await signUp('203.0.113.40');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatch(/^Too many requests\. Try again in \d+ minutes?\.$/);
    expect(await userCount(t)).toBe(before);
    expect((await signUp('203.0.113.41')).statusCode).toBe(201);
  });

  /** A login from this address (each test logs in from addresses of its own, so it spends its own limits). */
  const loginFrom = (remoteAddress: string, username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress });

  it('trips the per-address login limit after 50 failures and answers 429 with Retry-After', async () => {
    const ip = '203.0.113.7';
    for (let attempt = 0; attempt < 50; attempt++) {
      const response = await loginFrom(ip, `ghost${attempt}`, 'wrong-password');
      expect(response.statusCode).toBe(401);
    }
    const member = await registerMember(t.app);
    const blocked = await loginFrom(ip, member.user.username, member.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatch(/^Too many login attempts\. Try again in \d+ minutes?\.$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const elsewhere = await loginFrom('198.51.100.1', member.user.username, member.password);
    expect(elsewhere.statusCode).toBe(200);
  });

  it('stops guessing one account from one address after 10 failures', async () => {
    const member = await registerMember(t.app);
    const attempt = (password: string, remoteAddress: string) =>
      loginFrom(remoteAddress, member.user.username, password);
    for (let i = 0; i < 10; i++)
      expect((await attempt('wrong-password', '203.0.113.50')).statusCode).toBe(401);
    expect((await attempt(member.password, '203.0.113.50')).statusCode).toBe(429);
    expect((await attempt(member.password, '203.0.113.51')).statusCode).toBe(200);
  });

  it('allows at most 100 failed attempts per account per hour from anywhere, without locking the owner out', async () => {
    const member = await registerMember(t.app);
    const login = (password: string, remoteAddress: string) =>
      loginFrom(remoteAddress, member.user.username, password);
    for (let i = 0; i < 100; i++) {
      expect((await login('wrong-password', `10.1.${Math.floor(i / 5)}.${i % 5}`)).statusCode).toBe(401);
    }
    // The account's budget is spent: an address that already failed on it is refused without a check...
    const blocked = await login(member.password, '10.1.0.0');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatch(/Try again in \d+ minutes?\./);
    // ...while an address with no failures on it gets one check: the owner still logs in,
    const owner = await login(member.password, '10.9.9.9');
    expect(owner.statusCode).toBe(200);
    // and a guesser from a fresh address gets one wrong answer, then waits like everyone else.
    expect((await login('another-guess', '10.8.8.8')).statusCode).toBe(401);
    expect((await login('another-guess', '10.8.8.8')).statusCode).toBe(429);
  });

  it('checks at most the limit of 200 concurrent wrong logins from one address; the owner still gets in', async () => {
    const member = await registerMember(t.app);
    const attacker = '192.0.2.66';
    const responses = await Promise.all(
      Array.from({ length: 200 }, () => loginFrom(attacker, member.user.username, 'wrong-password')),
    );
    const checked = responses.filter((response) => response.statusCode === 401);
    const refused = responses.filter((response) => response.statusCode === 429);
    // One address may fail 10 times on one account in 15 minutes; every other attempt is refused unchecked.
    expect(checked.length).toBeLessThanOrEqual(10);
    expect(checked.length + refused.length).toBe(200);
    for (const response of refused) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    const owner = await loginFrom('192.0.2.77', member.user.username, member.password);
    expect(owner.statusCode).toBe(200);
  });

  it('limits one address to 100 login requests a minute, right or wrong', async () => {
    const member = await registerMember(t.app);
    const login = () => loginFrom('192.0.2.88', member.user.username, member.password);
    for (let i = 0; i < 100; i++) expect((await login()).statusCode).toBe(200);
    const over = await login();
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toMatch(/^Too many requests\. Try again in \d+ minutes?\.$/);
  });

  it('never pays the newsletter award twice, even for concurrent retries', async () => {
    const member = await registerMember(t.app, { subscribe_newsletter: true });
    const { subscribeToNewsletter } = await import('../src/modules/newsletter/service.ts');
    await Promise.all(
      Array.from({ length: 10 }, () =>
        subscribeToNewsletter(t.app.db, `${member.user.username}@example.com`, member.user.id),
      ),
    );
    const rows = await t.app.db.select().from(pointsLedger).where(eq(pointsLedger.userId, member.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: 100, reason: 'newsletter_signup' });
  });
});
