// pnpm admin:grant <username> [more usernames]   makes existing members admins
// pnpm admin:revoke <username> [more usernames]  makes them ordinary members again
import { createDb } from '@app/db';
import { configOrExit } from '@app/platform';
import { loadConfig } from '../config.ts';
import { setAdmin } from '../modules/auth/index.ts';

const [action, ...rest] = process.argv.slice(2).filter((arg) => arg !== '--');
const usernames = rest;
if ((action !== 'grant' && action !== 'revoke') || usernames.length === 0) {
  console.error(
    'Usage: pnpm admin:grant <username> [more usernames]\n       pnpm admin:revoke <username> [more usernames]',
  );
  process.exit(2);
}
const config = configOrExit(() => loadConfig());
const database = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const changed = await setAdmin(database.db, usernames, action === 'grant');
await database.close();
const missing = usernames.filter((name) => !changed.some((c) => c.toLowerCase() === name.toLowerCase()));
for (const name of changed)
  console.log(action === 'grant' ? `${name} is now an admin` : `${name} is no longer an admin`);
for (const name of missing) console.error(`No member is called ${name}`);
process.exit(missing.length > 0 ? 1 : 0);
