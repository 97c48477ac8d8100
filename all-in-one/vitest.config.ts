import { defineConfig } from 'vitest/config';
import { sharedTestConfig } from '../vitest.shared.ts';

export default defineConfig({
  test: {
    ...sharedTestConfig,
    include: ['test/**/*.test.ts', 'e2e/**/*.test.ts'],
    environment: 'node',
    // Builds the web app once for every browser test file.
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
