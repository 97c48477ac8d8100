// Starts real game-server processes (src/main.ts) for fault and scale-out tests.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { createDb, type Database } from '@app/db';
import { createTestPostgres, type TestPostgres } from '@app/db/testing';
import { deleteRedisKeys, TEST_REDIS_URL, watchOutput } from '@app/platform/testing';
import { afterAll, beforeAll } from 'vitest';
import { tokenSigner } from './support.ts';

const gameServerDir = path.resolve(import.meta.dirname, '..');

/**
 * A port nothing listens on right now. Only for a process that must know its
 * port before it starts (its GAME_PUBLIC_ADDRESS names it); another process
 * may take it meanwhile, so `startGameServerProcess` tries again on a clash.
 */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface GameServerProcess {
  port: number;
  url: string;
  child: ChildProcess;
  output(): string;
  /** SIGKILL: no shutdown hooks, no goodbyes, like a crashed machine. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts `node --import tsx <script>` in `cwd` and waits until its output
 * matches `ready` (answering the match), failing with the output if it exits
 * or takes over 30 s. node itself, not a pnpm wrapper, so a signal reaches it.
 */
async function spawnService(cwd: string, script: string, env: NodeJS.ProcessEnv, ready: RegExp) {
  // GAME_NODE_ARGS passes extra node flags (e.g. --cpu-prof) when profiling a benchmark.
  const nodeArgs = (process.env.GAME_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], {
    cwd,
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const { found, output } = watchOutput(child, ready, { name: script, timeoutMs: 30_000 });
  return {
    found: await found,
    child,
    output,
    /** SIGKILL: no shutdown hooks, no goodbyes, like a crashed machine. */
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Starts `src/main.ts` and waits until it listens. Without a port the process
 * binds port 0 and reports the port the system gave it, so no other process can
 * take it in between. `env` may depend on the port (a public address naming it).
 */
export async function startGameServerProcess(
  env: NodeJS.ProcessEnv | ((port: number) => NodeJS.ProcessEnv),
  port?: number,
): Promise<GameServerProcess> {
  if (typeof env !== 'function') return spawnGameServer(env, port ?? 0);
  for (let attempt = 1; ; attempt++) {
    const listenPort = port ?? (await freePort());
    try {
      return await spawnGameServer(env(listenPort), listenPort);
    } catch (error) {
      const clash = String(error).includes('EADDRINUSE');
      if (!clash || port !== undefined || attempt === 5) throw error;
    }
  }
}

async function spawnGameServer(env: NodeJS.ProcessEnv, listenPort: number): Promise<GameServerProcess> {
  const service = await spawnService(
    gameServerDir,
    'src/main.ts',
    { ...env, GAME_PORT: String(listenPort) },
    /game server listening on port (\d+)/,
  );
  const port = Number(service.found[1]);
  return { ...service, port, url: `http://127.0.0.1:${port}` };
}

const apiDir = path.resolve(gameServerDir, '../api');

/** The API's job worker (turn deadlines with Redis), as its own process. */
export async function startWorkerProcess(
  env: NodeJS.ProcessEnv,
): Promise<{ stop(): Promise<void>; kill(): Promise<void> }> {
  return spawnService(apiDir, 'src/main/worker.ts', env, /worker started/);
}

/** The API as its own process, on a port the system picks. */
export async function startApiProcess(env: NodeJS.ProcessEnv) {
  const service = await spawnService(
    apiDir,
    'src/main/api.ts',
    { ...env, PORT: '0', HOST: '127.0.0.1' },
    /Server listening at (http:\/\/127\.0\.0\.1:\d+)/,
  );
  return { ...service, url: service.found[1]! };
}

export interface IsolatedGameServer {
  server: GameServerProcess;
  /** The process's database, for the test to read, and to take tables away from it. */
  database: Database;
  /** Signs tokens the process accepts. */
  sign: ReturnType<typeof tokenSigner>;
  close(): Promise<void>;
}

/**
 * A game-server process on a PostgreSQL database of the test's own (no Redis),
 * so a test can make that database fail under it without touching anyone else's.
 */
export async function startIsolatedGameServer(env: NodeJS.ProcessEnv = {}): Promise<IsolatedGameServer> {
  const secret = randomBytes(32).toString('hex');
  const postgres = await createTestPostgres();
  const database = createDb({ databaseUrl: postgres.url });
  await database.migrate();
  const server = await startGameServerProcess({
    DATABASE_URL: postgres.url,
    JWT_SECRET: secret,
    REDIS_URL: '',
    ...env,
  });
  return {
    server,
    database,
    sign: tokenSigner(secret),
    async close() {
      await server.stop();
      await database.close();
      await postgres.drop();
    },
  };
}

/**
 * What the processes of a describe block share: a PostgreSQL database of its own (migrated before the tests,
 * dropped after them), a JWT secret, and Redis keys under a prefix of its own (deleted after the tests).
 * `env(extra)` is a process's environment for them; `redis: false` leaves Redis out. Stop the processes in the
 * block's own afterAll: it runs before this one's.
 */
export function sharedBackEnds(name: string, { redis = true } = {}) {
  const secret = randomBytes(32).toString('hex');
  const prefix = `test:${name}:${randomBytes(4).toString('hex')}`;
  let postgres: TestPostgres | undefined;
  let database: Database | undefined;
  beforeAll(async () => {
    postgres = await createTestPostgres();
    database = createDb({ databaseUrl: postgres.url });
    await database.migrate();
  });
  afterAll(async () => {
    await database?.close();
    await postgres?.drop();
    await deleteRedisKeys(prefix);
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The database is made in beforeAll: use it in a hook or a test');
    return value;
  };
  return {
    /** Signs tokens the processes accept. */
    sign: tokenSigner(secret),
    get db() {
      return started(database).db;
    },
    env: (extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({
      DATABASE_URL: started(postgres).url,
      JWT_SECRET: secret,
      REDIS_URL: redis ? TEST_REDIS_URL : '',
      REDIS_PREFIX: prefix,
      ...extra,
    }),
  };
}
