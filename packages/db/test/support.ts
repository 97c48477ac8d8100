import { readFileSync } from 'node:fs';
import { type SQL, sql } from 'drizzle-orm';
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

/** Runs a committed migration file's statements again on `executor` (a database or a transaction). */
export async function runMigrationFile(
  executor: { execute: (query: SQL) => Promise<unknown> },
  file: string,
) {
  const migration = readFileSync(new URL(`../migrations/${file}`, import.meta.url), 'utf8');
  for (const statement of migration.split('--> statement-breakpoint'))
    await executor.execute(sql.raw(statement));
}
