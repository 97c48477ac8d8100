// pnpm admin:grant <username> [more usernames]
import { createDb } from '@app/db';
import { grantAdmin } from '../modules/auth/service.ts';
import { loadConfigOrExit } from './boot.ts';

const usernames = process.argv.slice(2).filter((arg) => arg !== '--');
if (usernames.length === 0) {
  console.error('Usage: pnpm admin:grant <username> [more usernames]');
  process.exit(2);
}
const config = loadConfigOrExit();
const database = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const granted = await grantAdmin(database.db, usernames);
await database.close();
const missing = usernames.filter((name) => !granted.some((g) => g.toLowerCase() === name.toLowerCase()));
for (const name of granted) console.log(`${name} is now an admin`);
for (const name of missing) console.error(`No member is called ${name}`);
process.exit(missing.length > 0 ? 1 : 0);
