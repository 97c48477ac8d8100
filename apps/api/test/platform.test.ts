import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createDb } from '@app/db';
import { ConfigError } from '@app/platform';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { registerMember } from '../src/modules/auth/service.ts';
import {
  createTestApp,
  registerAdmin,
  registerMember as registerTestMember,
  STACKS,
} from '../src/testing.ts';
import { suiteTestApp } from './support.ts';

const run = promisify(execFile);
const apiDir = path.resolve(import.meta.dirname, '..');

describe.each(STACKS)('platform on %s', (stack) => {
  const t = suiteTestApp(stack);

  it('answers /health with ok alone to the public and to members, with the back ends to admins', async () => {
    const publicAnswer = await t.app.inject({ method: 'GET', url: '/health' });
    expect(publicAnswer.statusCode).toBe(200);
    expect(publicAnswer.json()).toEqual({ status: 'ok' });
    const member = await registerTestMember(t.app);
    const memberAnswer = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(memberAnswer.json()).toEqual({ status: 'ok' });
    const admin = await registerAdmin(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(
      stack === 'embedded'
        ? {
            status: 'ok',
            database: 'up',
            database_kind: 'pglite',
            redis: 'not_configured',
            jobs: 'in-process',
          }
        : { status: 'ok', database: 'up', database_kind: 'postgres', redis: 'up', jobs: 'bullmq' },
    );
  });

  it('tells the browser the game server is on this origin unless PUBLIC_GAME_URL says otherwise', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toEqual({ game_server_url: null, google_client_id: null, apple_client_id: null });
    // A separately run game server: the browser is told its http(s) origin, and the CSP lets it connect there.
    const separate = await createTestApp(stack, { PUBLIC_GAME_URL: 'wss://game.example.com:2567' });
    try {
      const config = await separate.app.inject({ method: 'GET', url: '/api/config' });
      expect(config.json()).toMatchObject({ game_server_url: 'https://game.example.com:2567' });
      expect(String(config.headers['content-security-policy'])).toContain('wss://game.example.com:2567');
    } finally {
      await separate.close();
    }
  });

  it('answers malformed and over-long URLs with { error }', async () => {
    const malformed = await t.app.inject({ method: 'GET', url: '/api/products/%E0%A4%A' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: expect.any(String) });
    const long = await t.app.inject({ method: 'GET', url: `/api/products/${'x'.repeat(600)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ error: expect.any(String) });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found: GET /api/nothing-here' });
  });

  it('sends a Content-Security-Policy that allows same-origin connections only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});

describe('configuration', () => {
  it('stops with a message naming each wrong variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', REDIS_URL: 'http://nope', JWT_SECRET: 'short' })).toThrowError(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'eighty', REDIS_URL: 'http://nope', JWT_SECRET: 'short' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('REDIS_URL: must be a redis:// or rediss:// URL');
      expect(message).toContain('JWT_SECRET: must be at least 32 characters');
    }
  });

  it('requires JWT_SECRET with a real database, and creates and keeps one in the embedded default', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://localhost/x' })).toThrow(
      /JWT_SECRET: required when DATABASE_URL is set/,
    );
    const dataDir = mkdtempSync(path.join(tmpdir(), 'dd-config-'));
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe(first.jwtSecret);
  });

  it('exits the API process with the message when the environment is wrong', async () => {
    const failure = await run('pnpm', ['exec', 'tsx', 'src/main/api.ts'], {
      cwd: apiDir,
      env: { ...process.env, PORT: '-1', DATABASE_URL: '', REDIS_URL: '' },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toContain('PORT');
  });
});

describe.each(STACKS)('pnpm admin:grant and admin:revoke on %s', (stack) => {
  const t = suiteTestApp(stack);

  /** The script as a user runs it, against this test's database. */
  function adminScript(action: 'grant' | 'revoke', ...usernames: string[]) {
    const env = {
      ...process.env,
      LOG_LEVEL: 'silent',
      REDIS_URL: '',
      ...(t.config.databaseUrl
        ? { DATABASE_URL: t.config.databaseUrl, JWT_SECRET: t.config.jwtSecret }
        : { DATABASE_URL: '', DATA_DIR: dataDir }),
    };
    return run('pnpm', ['exec', 'tsx', 'src/main/admin-role.ts', action, ...usernames], {
      cwd: apiDir,
      env,
    }).catch((error: { code: number; stdout: string; stderr: string }) => error);
  }
  let dataDir = '';

  async function isAdmin(username: string) {
    const { users } = await import('@app/db');
    const { eq } = await import('drizzle-orm');
    const database = t.config.databaseUrl ? t.app.database : createDb({ dataDir });
    const [row] = await database.db.select().from(users).where(eq(users.username, username));
    if (!t.config.databaseUrl) await database.close();
    return row?.isAdmin;
  }

  it('makes an existing member an admin and back, and says when a name is unknown', async () => {
    const username = `grantee_${randomBytes(3).toString('hex')}`;
    const registration = {
      username,
      email: `${username}@example.com`,
      password: 'password123',
      subscribeNewsletter: false,
    };
    if (t.config.databaseUrl) {
      await registerMember(t.app.db, registration);
    } else {
      // The embedded database belongs to one process at a time: the script gets a directory of its own.
      dataDir = mkdtempSync(path.join(tmpdir(), 'dd-admin-'));
      const database = createDb({ dataDir });
      await database.migrate();
      await registerMember(database.db, registration);
      await database.close();
    }

    const granted = await adminScript('grant', username.toUpperCase());
    expect(granted).toMatchObject({ stdout: expect.stringContaining(`${username} is now an admin`) });
    expect(await isAdmin(username)).toBe(true);

    const unknown = await adminScript('grant', 'nobody_at_all');
    expect(unknown).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No member is called nobody_at_all'),
    });

    const revoked = await adminScript('revoke', username);
    expect(revoked).toMatchObject({ stdout: expect.stringContaining(`${username} is no longer an admin`) });
    expect(await isAdmin(username)).toBe(false);
    // Three cold starts of the script (pnpm, tsx, the migrations): over 60 s on a saturated 2-core machine.
  }, 180_000);
});
