import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { sharedTestConfig } from '../../vitest.shared.ts';

// Unit tests of the web app; its browser tests drive the whole product and live in all-in-one/e2e.
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    ...sharedTestConfig,
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
