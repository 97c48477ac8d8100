import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { type AppDatabase, createDb, type Database, prepareMemoryImage } from './client.ts';
import { users } from './schema/index.ts';

/**
 * The server every test run uses for PostgreSQL. Each run creates its own
 * database on it and drops it afterwards, so runs never see each other's rows.
 */
export const TEST_PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The rows of a raw `execute`: postgres.js answers an array of rows, PGlite an object with `rows`. */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

export interface TestPostgres {
  url: string;
  drop(): Promise<void>;
}

/**
 * Names the run's migrated database that new test databases are copied from (`templateTestPostgres` sets it in
 * Vitest's global setup, before the workers start, and drops the database after the run).
 */
const TEMPLATE_ENV = 'TEST_PG_TEMPLATE';

/**
 * A new database on the test PostgreSQL: a copy of the run's migrated template when there is one (0.4–0.5 s,
 * against 1.0–1.5 s to create and migrate one; migrating it again finds nothing to do), otherwise empty, as a
 * deployment's first start finds it.
 */
export async function createTestPostgres(): Promise<TestPostgres> {
  const admin = postgres(TEST_PG_ADMIN_URL, { max: 1, onnotice: () => {}, connect_timeout: 5 });
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = process.env[TEMPLATE_ENV];
  try {
    await admin.unsafe(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  } catch (error) {
    await admin.end();
    throw new Error(
      `PostgreSQL is required for the tests and was not reachable at ${TEST_PG_ADMIN_URL} (set TEST_PG_URL): ${String(error)}`,
    );
  }
  const url = new URL(TEST_PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/**
 * Vitest's global setup for packages whose tests make PostgreSQL databases: migrates one database for the run
 * and has `createTestPostgres` copy it; answers the teardown that drops it. Without a reachable PostgreSQL it
 * does nothing (the tests that need one say so).
 */
export async function templateTestPostgres(): Promise<() => Promise<void>> {
  let template: TestPostgres;
  try {
    template = await createTestPostgres();
  } catch {
    return async () => {};
  }
  const database = createDb({ databaseUrl: template.url, dataDir: null });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  process.env[TEMPLATE_ENV] = new URL(template.url).pathname.slice(1);
  return async () => {
    delete process.env[TEMPLATE_ENV];
    await template.drop();
  };
}

export interface TestDatabase {
  database: Database;
  /** The PostgreSQL URL, for tests that start other processes on the same database. */
  url: string | undefined;
  close(): Promise<void>;
}

/** A fresh, migrated database: in-memory PGlite, or a new database on the test PostgreSQL. */
export async function createTestDatabase(kind: 'pglite' | 'postgres'): Promise<TestDatabase> {
  if (kind === 'pglite') await prepareMemoryImage();
  const postgres = kind === 'postgres' ? await createTestPostgres() : undefined;
  const database = createDb({ databaseUrl: postgres?.url, dataDir: null });
  await database.migrate();
  return {
    database,
    url: postgres?.url,
    async close() {
      await database.close();
      await postgres?.drop();
    },
  };
}

/** A member row (random username), as registration would leave it. */
export async function createMember(db: AppDatabase): Promise<{ id: number; username: string }> {
  const username = `p_${randomBytes(4).toString('hex')}`;
  const [row] = await db
    .insert(users)
    .values({ username, email: `${username}@example.com`, passwordHash: 'x' })
    .returning({ id: users.id, username: users.username });
  if (!row) throw new Error('the member row was not inserted');
  return row;
}
