import { defineConfig } from 'vitest/config';
import { packageTestConfig } from '../../vitest.shared.ts';

export default defineConfig({
  // Files share one machine's PostgreSQL and Redis; each uses its own database and key prefix.
  test: { ...packageTestConfig, testTimeout: 60_000 },
});
