// Fails loudly unless the PostgreSQL and Redis the test suite needs answer.
import { Redis } from 'ioredis';
import postgres from 'postgres';

const pgUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const problems: string[] = [];

const sql = postgres(pgUrl, { max: 1, connect_timeout: 5, onnotice: () => {} });
try {
  const [row] = await sql`select version()`;
  console.log(`PostgreSQL: ${String(row?.version).split(',')[0]} at ${pgUrl}`);
} catch (error) {
  problems.push(`PostgreSQL is not reachable at ${pgUrl} (set TEST_PG_URL): ${String(error)}`);
} finally {
  await sql.end({ timeout: 1 });
}

const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 5000 });
try {
  await redis.connect();
  const info = await redis.info('server');
  console.log(`Redis: ${info.match(/redis_version:(\S+)/)?.[1] ?? 'unknown version'} at ${redisUrl}`);
} catch (error) {
  problems.push(`Redis is not reachable at ${redisUrl} (set TEST_REDIS_URL): ${String(error)}`);
} finally {
  redis.disconnect();
}

if (problems.length > 0) {
  for (const problem of problems) console.error(`ERROR: ${problem}`);
  process.exit(1);
}
