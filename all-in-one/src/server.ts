import { type AppConfig, buildApp, initGiftCategories, seedDemoForum, workJobs } from '@app/api';
import { createDb } from '@app/db';
import { createGameServer } from '@app/game-server';
import { createJobRunner, logJobFailures } from '@app/jobs';
import { createSessionEvents } from '@app/platform';
import type { FastifyInstance } from 'fastify';

/**
 * Everything in one process on one port: the API with the built web app, the
 * game server sharing its HTTP server, and the job worker. Without
 * DATABASE_URL/REDIS_URL it runs on embedded PGlite and in-process jobs,
 * which is the quick start. The only place that composes the apps.
 */
export async function buildAllInOne(config: AppConfig): Promise<FastifyInstance> {
  const database = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  let app: FastifyInstance | undefined;
  const jobs = createJobRunner({
    redisUrl: config.redisUrl,
    prefix: `${config.redisPrefix}:jobs`,
    onError: (error, job) => app && logJobFailures(app.log)(error, job),
    onConnectionError: (error) => app?.log.warn({ err: error }, 'job queue connection failed'),
  });
  // One announcer for both: a logout through the API closes this process's game connections.
  const sessions = createSessionEvents({
    redisUrl: config.redisUrl,
    prefix: config.redisPrefix,
    onError: (error, context) => app?.log.error({ err: error }, context),
  });
  const gameServer = await createGameServer({
    database,
    jwtSecret: config.jwtSecret,
    jobs,
    redisUrl: config.redisUrl,
    redisPrefix: config.redisPrefix,
    turnSeconds: config.turnSeconds,
    allowedOrigins: [config.publicBaseUrl],
    onError: (error, context) => app?.log.error({ err: error }, context),
    sessions,
  });
  app = await buildApp(config, {
    database,
    jobs,
    sessions,
    matches: gameServer.matches,
    embedded: gameServer,
  });
  await workJobs(jobs, { db: database.db, config, matches: gameServer.matches });
  // The quick start's forum comes with a few demo threads, and its gift finder with its gift categories
  // (never a real PostgreSQL's: there an admin makes them with the admin catalogue's button).
  if (database.kind === 'pglite') {
    if (await seedDemoForum(database.db))
      app.log.info('Loaded the demo forum threads into an empty database');
    if ((await initGiftCategories(database.db)).created > 0) app.log.info('Made the gift categories');
  }
  return app;
}
