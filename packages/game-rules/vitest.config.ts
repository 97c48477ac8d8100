import { defineConfig } from 'vitest/config';
import { testOrder } from '../../vitest.shared.ts';

export default defineConfig({ test: { ...testOrder, include: ['test/**/*.test.ts'] } });
