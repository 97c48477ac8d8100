import { defineConfig } from 'vitest/config';
import { testOrder } from '../../vitest.shared.ts';

export default defineConfig({
  test: {
    ...testOrder,
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
