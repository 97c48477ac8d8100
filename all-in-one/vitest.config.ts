import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'e2e/**/*.test.ts'],
    environment: 'node',
    // Builds the web app once for every browser test file.
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
