import { Redis } from 'ioredis';

/** The Redis every test run shares (the machine's; a test that needs to stop Redis starts one of its own). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Deletes every key under `prefix`: each test run writes under a prefix of its own on the shared Redis and
 * leaves nothing behind (SCAN, not KEYS, so a big leftover set never blocks the server).
 */
export async function deleteRedisKeys(prefix: string, url = TEST_REDIS_URL) {
  const redis = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
