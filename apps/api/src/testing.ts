// Helpers for tests that drive the real app: a fresh database per run on
// embedded PGlite or on the machine's PostgreSQL, and a Redis key prefix per run.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { prepareMemoryImage } from '@app/db';
import { createTestPostgres } from '@app/db/testing';
import { createJobRunner } from '@app/jobs';
import { deleteRedisKeys, TEST_REDIS_URL } from '@app/platform/testing';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { type AppDependencies, buildApp } from './app.ts';
import { type AppConfig, loadConfig } from './config.ts';
import { setAdmin } from './modules/auth/index.ts';
import { generateVapidKeyPair } from './push-config.ts';

/** The two ways the product runs; every API test runs on both. */
export const STACKS = ['embedded', 'postgres+redis'] as const;
export type Stack = (typeof STACKS)[number];

/** One VAPID pair for the run's test apps, so none writes a generated pair into a DATA_DIR of the tree. */
const testVapid = generateVapidKeyPair();

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  close(): Promise<void>;
}

export async function createTestApp(
  stack: Stack,
  env: NodeJS.ProcessEnv = {},
  {
    jobAttempts,
    ...deps
  }: Pick<AppDependencies, 'logStream'> & {
    /** Attempts before a job is given up (retries 10 ms apart); the app's default otherwise. */
    jobAttempts?: number;
  } = {},
): Promise<TestApp> {
  const prefix = `test:${process.pid}:${randomBytes(4).toString('hex')}`;
  if (stack === 'embedded') await prepareMemoryImage();
  const postgres = stack === 'postgres+redis' ? await createTestPostgres() : undefined;
  if (stack === 'postgres+redis') await assertRedisReachable();
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JWT_SECRET: randomBytes(32).toString('hex'),
      REDIS_PREFIX: prefix,
      VAPID_PUBLIC_KEY: testVapid.publicKey,
      VAPID_PRIVATE_KEY: testVapid.privateKey,
      ...(postgres ? { DATABASE_URL: postgres.url, REDIS_URL: TEST_REDIS_URL } : {}),
      ...env,
    }),
    dataDir: null,
    // Uploaded images go to a folder of this app's own, removed with it.
    mediaDir: mkdtempSync(path.join(tmpdir(), 'dd-media-')),
  };
  const jobs =
    jobAttempts === undefined
      ? undefined
      : createJobRunner({
          redisUrl: config.redisUrl,
          prefix: `${prefix}:jobs`,
          attempts: jobAttempts,
          retryDelayMs: 10,
        });
  const app = await buildApp(config, { ...deps, ...(jobs ? { jobs } : {}) });
  return {
    app,
    config,
    async close() {
      await app.close();
      rmSync(config.mediaDir, { recursive: true, force: true });
      await postgres?.drop();
      if (config.redisUrl) await deleteRedisKeys(prefix, config.redisUrl);
    },
  };
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

/** Registers a member through the API, then makes them an admin as `pnpm admin:grant` would. */
export async function registerAdmin(
  app: FastifyInstance,
  overrides: Parameters<typeof registerMember>[1] = {},
) {
  const member = await registerMember(app, overrides);
  await setAdmin(app.db, [member.user.username], true);
  return member;
}

export {
  FAKE_CREATORS_CREDENTIAL,
  type FakeCreators,
  startFakeCreators,
} from './modules/amazon/index.ts';

/** Runs `body` with these products saved in `app`'s catalogue, and removes them afterwards whatever happens. */
export async function withProducts(
  app: FastifyInstance,
  saved: Parameters<FastifyInstance['catalogue']['saveProducts']>[0],
  body: () => Promise<void>,
) {
  try {
    await app.catalogue.saveProducts(saved);
    await body();
  } finally {
    await app.catalogue.deleteProducts(saved.map((product) => String(product._id)));
  }
}
