// Helpers for tests that drive the real app: a fresh database per run on
// embedded PGlite or on the machine's PostgreSQL, and a Redis key prefix per run.
import { randomBytes } from 'node:crypto';
import { createTestPostgres } from '@app/db/testing';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildAllInOne } from './all-in-one.ts';
import { buildApp } from './app.ts';
import { type AppConfig, loadConfig } from './config.ts';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The two ways the product runs; every API test runs on both. */
export const STACKS = ['embedded', 'postgres+redis'] as const;
export type Stack = (typeof STACKS)[number];

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  close(): Promise<void>;
}

export async function createTestApp(stack: Stack, env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const prefix = `test:${process.pid}:${randomBytes(4).toString('hex')}`;
  const postgres = stack === 'postgres+redis' ? await createTestPostgres() : undefined;
  if (stack === 'postgres+redis') await assertRedisReachable();
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JWT_SECRET: randomBytes(32).toString('hex'),
      REDIS_PREFIX: prefix,
      ...(postgres ? { DATABASE_URL: postgres.url, REDIS_URL: TEST_REDIS_URL } : {}),
      ...env,
    }),
    dataDir: null,
  };
  const app = await buildApp(config);
  return {
    app,
    config,
    async close() {
      await app.close();
      await postgres?.drop();
      if (config.redisUrl) await deleteRedisKeys(config.redisUrl, prefix);
    },
  };
}

/** The all-in-one server (API, built web app, game server) on a random port with a fresh embedded database. */
export async function startTestServer(
  options: { env?: NodeJS.ProcessEnv } = {},
): Promise<{ url: string; app: FastifyInstance; close(): Promise<void> }> {
  const { env = {} } = options;
  const config: AppConfig = {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JWT_SECRET: randomBytes(32).toString('hex'),
      ...env,
    }),
    dataDir: null,
  };
  const app = await buildAllInOne(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  return { url: `http://127.0.0.1:${address.port}`, app, close: () => app.close() };
}

async function assertRedisReachable() {
  const redis = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 3000,
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new Error(
      `Redis is required for the tests and was not reachable at ${TEST_REDIS_URL}: ${String(error)}`,
    );
  } finally {
    redis.disconnect();
  }
}

async function deleteRedisKeys(url: string, prefix: string) {
  const redis = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** Registers a member through the API and returns the response body. */
export async function registerMember(
  app: FastifyInstance,
  overrides: Partial<Record<'username' | 'email' | 'password', string>> & {
    subscribe_newsletter?: boolean;
  } = {},
) {
  const username = overrides.username ?? `member_${randomBytes(4).toString('hex')}`;
  const password = overrides.password ?? 'correct horse battery';
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    // Each helper-made member signs up from an address of their own, as real members do, so test
    // suites that create many members stay within the per-address sign-up limit.
    remoteAddress: `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
    payload: {
      username,
      email: overrides.email ?? `${username}@example.com`,
      password,
      confirm_password: password,
      subscribe_newsletter: overrides.subscribe_newsletter ?? false,
    },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  return { ...(response.json() as { token: string; user: { id: number; username: string } }), password };
}
