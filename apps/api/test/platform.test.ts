import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ConfigError } from '@app/game-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createTestApp, STACKS, type TestApp } from '../src/testing.ts';

const run = promisify(execFile);
const apiDir = path.resolve(import.meta.dirname, '..');

describe.each(STACKS)('platform on %s', (stack) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(stack);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reports database and Redis state at /health', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
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
    expect(response.json()).toEqual({ game_server_url: null });
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

describe('pnpm admin:grant', () => {
  it('makes an existing member an admin in the embedded database, and says when a name is unknown', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'dd-admin-'));
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'silent' };
    const { createDb } = await import('@app/db');
    const { registerMember } = await import('../src/modules/auth/service.ts');
    const database = createDb({ dataDir });
    await database.migrate();
    const username = `grantee_${randomBytes(3).toString('hex')}`;
    await registerMember(database.db, {
      username,
      email: `${username}@example.com`,
      password: 'password123',
      subscribeNewsletter: false,
      isAdmin: false,
    });
    await database.close();

    const granted = await run('pnpm', ['exec', 'tsx', 'src/main/admin-grant.ts', username.toUpperCase()], {
      cwd: apiDir,
      env,
    });
    expect(granted.stdout).toContain(`${username} is now an admin`);
    const unknown = await run('pnpm', ['exec', 'tsx', 'src/main/admin-grant.ts', 'nobody_at_all'], {
      cwd: apiDir,
      env,
    }).catch((error: { code: number; stderr: string }) => error);
    expect(unknown).toMatchObject({ code: 1 });
    expect((unknown as { stderr: string }).stderr).toContain('No member is called nobody_at_all');

    const reopened = createDb({ dataDir });
    const { users } = await import('@app/db');
    const { eq } = await import('drizzle-orm');
    const [row] = await reopened.db.select().from(users).where(eq(users.username, username));
    await reopened.close();
    expect(row?.isAdmin).toBe(true);
  });
});
