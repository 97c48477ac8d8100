// The quick start: everything in one process on one port (see server.ts).
import { loadConfig } from '@app/api';
import { configOrExit, runProcess } from '@app/platform';
import { buildAllInOne } from './server.ts';

const config = configOrExit(() => loadConfig());
await runProcess(async () => {
  const app = await buildAllInOne(config);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Dopamine Deals is running at http://localhost:${config.port} (database: ${app.database.kind})`,
  );
  return { log: app.log, stop: () => app.close() };
});
