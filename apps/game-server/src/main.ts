// The game server alone. Several can run side by side on one Redis; each
// needs the same DATABASE_URL, REDIS_URL and JWT_SECRET as the API.
import type { AddressInfo } from 'node:net';
import { scheduleDeadlineSweep } from '@app/card-battle';
import { createDb } from '@app/db';
import { createJobRunner, logJobFailures } from '@app/jobs';
import {
  ConfigError,
  configOrExit,
  createSessionEvents,
  parseEnv,
  runProcess,
  runtimeEnvShape,
  turnSecondsFrom,
} from '@app/platform';
import pino from 'pino';
import { z } from 'zod';
import { createGameServer } from './game-server.ts';

function loadConfig() {
  const env = parseEnv(
    {
      ...runtimeEnvShape,
      GAME_PORT: z.coerce.number().int().min(0).max(65535).default(2567),
      // host:port clients reach this process at, when several run behind one address.
      GAME_PUBLIC_ADDRESS: z.string().min(1).optional(),
      // The site whose pages call this game server from another origin.
      PUBLIC_BASE_URL: z
        .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
        .default('http://localhost:3000'),
    },
    process.env,
  );
  // A separate process cannot share the API's embedded database or generated secret.
  const missing = (['DATABASE_URL', 'JWT_SECRET'] as const).filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  ${missing.map((n) => `${n}: required`).join('\n  ')}`);
  }
  return env as typeof env & { DATABASE_URL: string; JWT_SECRET: string };
}

const config = configOrExit(loadConfig);
await runProcess(async () => {
  const log = pino({ name: 'game-server', level: config.LOG_LEVEL });
  const database = createDb({ databaseUrl: config.DATABASE_URL });
  await database.migrate();
  // With Redis, deadline jobs are enqueued for the worker processes; without it
  // this process runs them itself (a single game server).
  const jobs = createJobRunner({
    redisUrl: config.REDIS_URL,
    prefix: `${config.REDIS_PREFIX}:jobs`,
    onError: logJobFailures(log),
    onConnectionError: (error) => log.warn({ err: error }, 'job queue connection failed'),
  });
  const reportFailure = (error: unknown, context: string) => log.error({ err: error }, context);
  const sessions = createSessionEvents({
    redisUrl: config.REDIS_URL,
    prefix: config.REDIS_PREFIX,
    onError: reportFailure,
  });
  const gameServer = await createGameServer({
    database,
    jwtSecret: config.JWT_SECRET,
    jobs,
    redisUrl: config.REDIS_URL,
    redisPrefix: config.REDIS_PREFIX,
    publicAddress: config.GAME_PUBLIC_ADDRESS,
    allowedOrigins: [config.PUBLIC_BASE_URL],
    turnSeconds: turnSecondsFrom(config),
    onError: reportFailure,
    sessions,
  });
  if (jobs.kind === 'in-process') {
    jobs.work(gameServer.matches.jobHandlers());
    await scheduleDeadlineSweep(jobs);
  }
  const server = await gameServer.listen(config.GAME_PORT);
  // The bound port: GAME_PORT=0 lets the system pick a free one (tests start processes that way).
  log.info(`game server listening on port ${(server.address() as AddressInfo).port}`);
  return {
    log,
    async stop() {
      await gameServer.close();
      await sessions.close();
      await jobs.close();
      await database.close();
    },
  };
});
