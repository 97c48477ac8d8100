import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Files share one machine's PostgreSQL and Redis; each uses its own database and key prefix.
    fileParallelism: true,
  },
});
