// Starts real game-server processes (src/main.ts) for fault and scale-out tests.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { createDb, type Database } from '@app/db';
import { createTestPostgres } from '@app/db/testing';
import { tokenSigner } from './support.ts';

const gameServerDir = path.resolve(import.meta.dirname, '..');

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

export async function startGameServerProcess(
  env: NodeJS.ProcessEnv,
  port?: number,
): Promise<GameServerProcess> {
  const listenPort = port ?? (await freePort());
  // node itself (not a pnpm wrapper), so a signal reaches the server and nothing else.
  // GAME_NODE_ARGS passes extra node flags (e.g. --cpu-prof) when profiling a benchmark.
  const nodeArgs = (process.env.GAME_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/main.ts'], {
    cwd: gameServerDir,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, GAME_PORT: String(listenPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${listenPort}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`game server exited during start:\n${output}`);
    const ok = await fetch(`${url}/__healthcheck`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() - started > 30_000) throw new Error(`game server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port: listenPort,
    url,
    child,
    output: () => output,
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

const apiDir = path.resolve(gameServerDir, '../api');

/** The API's job worker (turn deadlines with Redis), as its own process. */
export async function startWorkerProcess(env: NodeJS.ProcessEnv): Promise<{ stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main/worker.ts'], {
    cwd: apiDir,
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker did not start:\n${output}`)), 30_000);
    const watch = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('worker started')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', watch);
    child.stderr?.on('data', watch);
    child.once('exit', () => reject(new Error(`worker exited during start:\n${output}`)));
  });
  return {
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
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
