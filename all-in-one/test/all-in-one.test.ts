import { randomBytes } from 'node:crypto';
import { SESSION_ENDED_CODE } from '@app/contracts';
import { Client } from '@colyseus/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../src/testing.ts';

// The quick-start process: API and game server on one port.
describe('all-in-one server', () => {
  let server: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('authenticates a WebSocket lobby join with a token from the API on the same port, and ends it at logout', async () => {
    const username = `same_port_${randomBytes(3).toString('hex')}`;
    const registered = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username,
        email: `${username}@example.com`,
        password: 'password123',
        confirm_password: 'password123',
        subscribe_newsletter: false,
      }),
    });
    expect(registered.status).toBe(201);
    const { token } = (await registered.json()) as { token: string };

    const client = new Client(server.url);
    client.auth.token = token;
    const room = await client.joinOrCreate('lobby');
    const welcome = await new Promise((resolve) => room.onMessage('welcome', resolve));
    expect(welcome).toEqual({ username });
    const closed = new Promise<number>((resolve) => room.onLeave((code) => resolve(code)));

    const logout = await fetch(`${server.url}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.status).toBe(200);
    // The open lobby connection is closed by the logout itself, not at its next join.
    expect(await closed).toBe(SESSION_ENDED_CODE);
    await expect(client.joinOrCreate('lobby')).rejects.toThrow('Please log in to play');
  });

  it('still answers the API and its JSON errors beside the game routes', async () => {
    const health = await fetch(`${server.url}/health`);
    expect(health.status).toBe(200);
    const missing = await fetch(`${server.url}/api/missing`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'Not found: GET /api/missing' });
  });

  it("lets only the site's own origin read the matchmaker's answers from another origin", async () => {
    const preflight = (origin: string) =>
      fetch(`${server.url}/matchmake/joinOrCreate/lobby`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    // PUBLIC_BASE_URL (here the default http://localhost:3000) is the site.
    const site = await preflight('http://localhost:3000');
    expect(site.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    const stranger = await preflight('https://evil.example');
    expect(stranger.headers.get('access-control-allow-origin')).not.toBe('https://evil.example');
    expect(stranger.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
  });
});
