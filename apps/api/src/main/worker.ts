// A job worker process: runs the background jobs every API process enqueues.
import { createMatches } from '@app/card-battle';
import { createDb } from '@app/db';
import { createJobRunner, logJobFailures } from '@app/jobs';
import { configOrExit, runProcess } from '@app/platform';
import pino from 'pino';
import { loadConfig } from '../config.ts';
import { workJobs } from '../jobs/handlers.ts';

const config = configOrExit(() => loadConfig());
const log = pino({ level: config.logLevel, name: 'worker' });
if (!config.redisUrl) {
  log.fatal('REDIS_URL is required to run a separate worker (without it, jobs run inside "pnpm start")');
  process.exit(1);
}
await runProcess(async () => {
  const database = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const jobs = createJobRunner({
    redisUrl: config.redisUrl,
    prefix: `${config.redisPrefix}:jobs`,
    onError: logJobFailures(log),
    onConnectionError: (error) => log.warn({ err: error }, 'job queue connection failed'),
  });
  const matches = await createMatches({
    database,
    jobs,
    turnSeconds: config.turnSeconds,
    onError: (error, context) => log.error({ err: error }, context),
  });
  await workJobs(jobs, { db: database.db, config, matches });
  log.info('worker started');
  return {
    log,
    async stop() {
      await jobs.close();
      await database.close();
    },
  };
});
