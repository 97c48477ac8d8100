// The quick start: everything in one process on one port (see ../all-in-one.ts).
import { buildAllInOne } from '../all-in-one.ts';
import { closeOnSignals, loadConfigOrExit } from './boot.ts';

const config = loadConfigOrExit();
const app = await buildAllInOne(config);
closeOnSignals(
  () => app.close(),
  (message, error) => app.log.info({ err: error }, message),
);
await app.listen({ port: config.port, host: config.host });
app.log.info(`Dopamine Deals is running at http://localhost:${config.port} (database: ${app.database.kind})`);
