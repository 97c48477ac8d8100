import { createDb } from '@app/db';
import { createGameServer, scheduleDeadlineSweep } from '@app/game-server';
import { createJobRunner } from '@app/jobs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { AppConfig } from './config.ts';
import { createJobHandlers, scheduleRecurringJobs } from './jobs/handlers.ts';

/**
 * Everything in one process on one port: API, built web app, game server and
 * job worker. Without DATABASE_URL/REDIS_URL it runs on embedded PGlite and
 * in-process jobs, which is the quick start.
 */
export async function buildAllInOne(config: AppConfig): Promise<FastifyInstance> {
  const database = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  let app: FastifyInstance | undefined;
  const jobs = createJobRunner({
    redisUrl: config.redisUrl,
    prefix: `${config.redisPrefix}:jobs`,
    onError: (error, job) => app?.log.error({ err: error, job: job.name }, 'job failed'),
  });
  const gameServer = await createGameServer({
    database,
    jwtSecret: config.jwtSecret,
    jobs,
    redisUrl: config.redisUrl,
    redisPrefix: config.redisPrefix,
    turnSeconds: config.turnSeconds,
    onError: (error, context) => app?.log.error({ err: error }, context),
  });
  app = await buildApp(config, { database, jobs, gameServer });
  jobs.work({ ...createJobHandlers({ db: database.db, config }), ...gameServer.matches.jobHandlers() });
  await scheduleRecurringJobs(jobs);
  await scheduleDeadlineSweep(jobs);
  return app;
}
