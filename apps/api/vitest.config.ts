import { defineConfig } from 'vitest/config';
import { postgresTemplateSetup, sharedTestConfig, waitingFilesAtOnce } from '../../vitest.shared.ts';

export default defineConfig({
  test: {
    ...sharedTestConfig,
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Files share one machine's PostgreSQL and Redis; each uses its own database and key prefix.
    fileParallelism: true,
    maxWorkers: waitingFilesAtOnce,
    globalSetup: [postgresTemplateSetup],
  },
});
