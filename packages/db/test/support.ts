import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../src/index.ts';
import { createTestDatabase, type TestDatabase } from '../src/testing.ts';

/**
 * The describe block's own fresh, migrated database on `kind`: opened before its tests, closed after them.
 * Read `test.database` in hooks and tests; while the tests are being collected it is not open yet.
 */
export function suiteDatabase(kind: 'pglite' | 'postgres'): { readonly database: Database } {
  let test: TestDatabase | undefined;
  beforeAll(async () => {
    test = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await test?.close();
  });
  return {
    get database() {
      if (!test) throw new Error('The test database opens in beforeAll: read it in a hook or a test');
      return test.database;
    },
  };
}
