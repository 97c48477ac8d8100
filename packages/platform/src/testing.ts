import type { ChildProcess } from 'node:child_process';
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

/**
 * Watches what a started process writes (stdout and stderr together) until it matches `ready`: `found` is the
 * match, or fails with everything written so far when the process exits first or is not ready within
 * `timeoutMs` (`name` names it in the failure). `output()` is all it has written, also later.
 */
export function watchOutput(
  child: ChildProcess,
  ready: RegExp,
  { name, timeoutMs }: { name: string; timeoutMs: number },
) {
  let output = '';
  const found = new Promise<RegExpExecArray>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${output}`)), timeoutMs);
    const watch = (chunk: Buffer) => {
      output += chunk;
      const match = ready.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    };
    child.stdout?.on('data', watch);
    child.stderr?.on('data', watch);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code} before it was ready:\n${output}`));
    });
  });
  return { found, output: () => output };
}
