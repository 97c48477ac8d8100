// What every package's Vitest run shares. In CI, test files and the tests in
// each file run in a shuffled order, so a test that leans on another's leftovers
// fails there instead of passing by luck. Vitest prints the seed; TEST_SEED
// replays an order. A polled expectation waits up to 15 s, not Vitest's 1 s: on
// a busy 2-core machine a page or a server can take longer than a second to get
// there, and a poll is a bound on waiting, never a speed check.
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const shuffled = Boolean(process.env.CI) || Boolean(process.env.TEST_SEED);
const seed = Number(process.env.TEST_SEED) || Math.floor(Math.random() * 1_000_000);

const order = shuffled ? { sequence: { shuffle: { files: true, tests: true }, seed } } : {};

export const sharedTestConfig = { ...order, expect: { poll: { timeout: 15_000 } } };

/**
 * Test files run at once by the packages whose files mostly wait: on a database, Redis, a job's delay or a turn's
 * clock. Vitest's default is one fewer than the cores, one on a 2-core machine; two at a time finish the API's
 * files in 264 s instead of 418 and the match domain's in 61 instead of 93 there. The browser tests keep the
 * default: Chromium and the server already keep both cores busy (two at a time saved 9 %, at 100 % CPU).
 */
export const waitingFilesAtOnce = Math.max(2, availableParallelism() - 1);

/** Makes the run's migrated PostgreSQL database that test databases are copied from, and drops it after. */
export const postgresTemplateSetup = fileURLToPath(
  new URL('./packages/db/src/postgres-template-setup.ts', import.meta.url),
);

/** A workspace package's tests (the test folder's .test.ts files), given time for a database or a server to start. */
export const packageTestConfig = {
  ...sharedTestConfig,
  maxWorkers: waitingFilesAtOnce,
  globalSetup: [postgresTemplateSetup],
  include: ['test/**/*.test.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};
