import { defineConfig } from 'vitest/config';
import { sharedTestConfig } from '../../vitest.shared.ts';

export default defineConfig({
  test: {
    ...sharedTestConfig,
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Colyseus' matchmaker is one per process: every test file gets its own process.
    pool: 'forks',
    // Some files start extra server processes; two at a time keeps a 2-core machine responsive.
    maxWorkers: 2,
  },
});
