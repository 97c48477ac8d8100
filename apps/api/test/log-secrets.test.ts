// Logs and proxies keep URLs: a request's log line carries no token or password,
// whatever the query holds, and no Authorization header.
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAdmin, STACKS, type TestApp } from '../src/testing.ts';

describe.each(STACKS)('request logs on %s', (stack) => {
  let t: TestApp;
  let logs = '';
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk) => (logs += chunk));
    t = await createTestApp(stack, { LOG_LEVEL: 'info' }, { logStream: stream });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('leave no secret behind for a login, a game join URL and an admin call', async () => {
    const admin = await registerAdmin(t.app, { password: 'a-login-secret-42' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: admin.user.username, password: 'a-login-secret-42' },
    });
    expect(login.statusCode).toBe(200);
    // The Colyseus SDK puts the JWT in its URLs; the product admin sends its password as a query parameter.
    await t.app.inject({ method: 'GET', url: `/api/anything?sessionId=s1&_authToken=${admin.token}` });
    await t.app.inject({
      method: 'GET',
      url: '/api/admin/mail-outbox?password=an-admin-secret&limit=5',
      headers: { authorization: `Bearer ${admin.token}` },
    });

    // The requests were logged (with what was not secret)...
    expect(logs).toContain('/api/anything?sessionId=s1&_authToken=[redacted]');
    expect(logs).toContain('/api/admin/mail-outbox?password=[redacted]&limit=5');
    // ...and nothing secret was.
    for (const secret of ['a-login-secret-42', 'an-admin-secret', admin.token, login.json().token]) {
      expect(logs).not.toContain(secret);
    }
  });
});
