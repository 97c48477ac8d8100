// The API alone (several may run behind a load balancer); jobs it enqueues are
// run by worker processes.
import { buildApp } from '../app.ts';
import { closeOnSignals, loadConfigOrExit } from './boot.ts';

const config = loadConfigOrExit();
const app = await buildApp(config);
closeOnSignals(
  () => app.close(),
  (message, error) => app.log.info({ err: error }, message),
);
await app.listen({ port: config.port, host: config.host });
