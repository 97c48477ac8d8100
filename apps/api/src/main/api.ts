// The API alone (several may run behind a load balancer); jobs it enqueues are
// run by worker processes.
import { configOrExit, runProcess } from '@app/platform';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';

const config = configOrExit(() => loadConfig());
await runProcess(async () => {
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  return { log: app.log, stop: () => app.close() };
});
