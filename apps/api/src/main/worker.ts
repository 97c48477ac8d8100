// A job worker process: runs the background jobs every API process enqueues.
import { createDb } from '@app/db';
import { createMatches, scheduleDeadlineSweep } from '@app/game-server';
import { createJobRunner } from '@app/jobs';
import pino from 'pino';
import { createJobHandlers, scheduleRecurringJobs } from '../jobs/handlers.ts';
import { closeOnSignals, loadConfigOrExit } from './boot.ts';

const config = loadConfigOrExit();
const log = pino({ level: config.logLevel, name: 'worker' });
if (!config.redisUrl) {
  log.fatal('REDIS_URL is required to run a separate worker (without it, jobs run inside "pnpm start")');
  process.exit(1);
}
const database = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const jobs = createJobRunner({
  redisUrl: config.redisUrl,
  prefix: `${config.redisPrefix}:jobs`,
  onError: (error, job) => log.error({ err: error, job: job.name }, 'job failed'),
});
const matches = await createMatches({
  database,
  jobs,
  turnSeconds: config.turnSeconds,
  onError: (error, context) => log.error({ err: error }, context),
});
jobs.work({ ...createJobHandlers({ db: database.db, config }), ...matches.jobHandlers() });
await scheduleRecurringJobs(jobs);
await scheduleDeadlineSweep(jobs);
log.info('worker started');
closeOnSignals(
  async () => {
    await jobs.close();
    await database.close();
  },
  (message, error) => log.info({ err: error }, message),
);
