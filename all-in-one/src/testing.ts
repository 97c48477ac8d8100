// The all-in-one server for tests: the real process's composition, on a
// random port with a fresh embedded database.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type AppConfig, generateVapidKeyPair, loadConfig } from '@app/api';
import { prepareMemoryImage, users } from '@app/db';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildAllInOne } from './server.ts';

export interface TestServer {
  url: string;
  app: FastifyInstance;
  /** Makes an existing member an admin, as `pnpm admin:grant` would. */
  makeAdmin(username: string): Promise<void>;
  close(): Promise<void>;
}

/** One VAPID pair for the run's servers, so none writes a generated pair into a DATA_DIR of the tree. */
const testVapid = generateVapidKeyPair();

/** The all-in-one server (API, built web app, game server) on a random port with a fresh embedded database. */
export async function startTestServer(options: { env?: NodeJS.ProcessEnv } = {}): Promise<TestServer> {
  const { env = {} } = options;
  await prepareMemoryImage();
  const config: AppConfig = {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JWT_SECRET: randomBytes(32).toString('hex'),
      VAPID_PUBLIC_KEY: testVapid.publicKey,
      VAPID_PRIVATE_KEY: testVapid.privateKey,
      ...env,
    }),
    dataDir: null,
    // Uploaded images go to a folder of this server's own, removed with it.
    mediaDir: mkdtempSync(path.join(tmpdir(), 'dd-media-')),
  };
  const app = await buildAllInOne(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    app,
    async makeAdmin(username) {
      await app.db
        .update(users)
        .set({ isAdmin: true })
        .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
    },
    async close() {
      await app.close();
      rmSync(config.mediaDir, { recursive: true, force: true });
    },
  };
}
