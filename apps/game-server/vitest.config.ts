import { defineConfig } from 'vitest/config';
import { packageTestConfig } from '../../vitest.shared.ts';

export default defineConfig({
  test: {
    ...packageTestConfig,
    // Colyseus' matchmaker is one per process: every test file gets its own process.
    pool: 'forks',
    // Some files start extra server processes; two at a time keeps a 2-core machine responsive.
    maxWorkers: 2,
  },
});
