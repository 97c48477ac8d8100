// The game server alone. Several can run side by side on one Redis; each
// needs the same DATABASE_URL, REDIS_URL and JWT_SECRET as the API.
import { createDb } from '@app/db';
import { createJobRunner } from '@app/jobs';
import pino from 'pino';
import { z } from 'zod';
import { ConfigError, parseEnv, runtimeEnvShape, turnSecondsFrom } from './env.ts';
import { createGameServer, scheduleDeadlineSweep } from './game-server.ts';

const log = pino({ name: 'game-server', level: process.env.LOG_LEVEL ?? 'info' });

function loadConfig() {
  const env = parseEnv(
    {
      ...runtimeEnvShape,
      GAME_PORT: z.coerce.number().int().min(0).max(65535).default(2567),
      // host:port clients reach this process at, when several run behind one address.
      GAME_PUBLIC_ADDRESS: z.string().min(1).optional(),
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

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const database = createDb({ databaseUrl: config.DATABASE_URL });
await database.migrate();
// With Redis, deadline jobs are enqueued for the worker processes; without it
// this process runs them itself (a single game server).
const jobs = createJobRunner({
  redisUrl: config.REDIS_URL,
  prefix: `${config.REDIS_PREFIX}:jobs`,
  onError: (error, job) => log.error({ err: error, job: job.name }, 'job failed'),
});
const gameServer = await createGameServer({
  database,
  jwtSecret: config.JWT_SECRET,
  jobs,
  redisUrl: config.REDIS_URL,
  redisPrefix: config.REDIS_PREFIX,
  publicAddress: config.GAME_PUBLIC_ADDRESS,
  turnSeconds: turnSecondsFrom(config),
  onError: (error, context) => log.error({ err: error }, context),
});
if (jobs.kind === 'in-process') {
  jobs.work(gameServer.matches.jobHandlers());
  await scheduleDeadlineSweep(jobs);
}
await gameServer.listen(config.GAME_PORT);
log.info(`game server listening on port ${config.GAME_PORT}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    log.info(`received ${signal}, shutting down`);
    await gameServer.close();
    await jobs.close();
    await database.close();
    process.exit(0);
  });
}
