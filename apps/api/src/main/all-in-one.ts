// Everything in one process on one port: API, built web app, game server and
// job worker. Without DATABASE_URL/REDIS_URL it runs on embedded PGlite and
// in-process jobs, which is the quick start.
import { createDb } from '@app/db';
import { createGameServer } from '@app/game-server';
import { buildApp } from '../app.ts';
import { createJobHandlers, scheduleRecurringJobs } from '../jobs/handlers.ts';
import { closeOnSignals, loadConfigOrExit } from './boot.ts';

const config = loadConfigOrExit();
const database = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const gameServer = createGameServer({
  db: database.db,
  jwtSecret: config.jwtSecret,
  redisUrl: config.redisUrl,
  redisPrefix: config.redisPrefix,
});
const app = await buildApp(config, { database, gameServer });
app.jobs.work(createJobHandlers({ db: app.db }));
await scheduleRecurringJobs(app.jobs);
closeOnSignals(
  () => app.close(),
  (message, error) => app.log.info({ err: error }, message),
);
await app.listen({ port: config.port, host: config.host });
app.log.info(`Dopamine Deals is running at http://localhost:${config.port} (database: ${database.kind})`);
