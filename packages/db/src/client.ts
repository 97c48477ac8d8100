import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type the apps see, whichever driver is underneath. */
export type AppDatabase = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];
/** Either the database or a transaction: services accept both so callers choose the boundary. */
export type Executor = AppDatabase | Transaction;

export interface DbConfig {
  /** PostgreSQL connection string. Without it an embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /**
   * Where PGlite keeps its files; `null` keeps everything in memory (tests), started from the migrated
   * image `prepareMemoryImage` made, when one was made in this process.
   */
  dataDir?: string | null;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
}

export interface Database {
  db: AppDatabase;
  kind: 'postgres' | 'pglite';
  /** Applies the committed migrations; safe to call from several processes at once. */
  migrate(): Promise<void>;
  /** Cheap round trip for health checks. */
  ping(): Promise<boolean>;
  /**
   * Runs a hot-path statement (fixed text, `$1`..`$n` parameters) as a cached
   * prepared statement: one round trip, where drizzle's unnamed statements take
   * two (describe, then execute) on postgres.js, and no query building per call.
   */
  executePrepared(text: string, params: readonly unknown[]): Promise<Record<string, unknown>[]>;
  /**
   * Calls `onNotify` with the payload of every NOTIFY on `channel`, from any process of this database, and
   * `onListen` each time listening starts or starts again after a lost connection (notifications sent in
   * between are lost: treat it as one). Answers a function that stops listening.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onListen?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations');
// Arbitrary constant shared by every process that migrates this schema.
const MIGRATION_LOCK_ID = 727_001;

export function createDb(config: DbConfig): Database {
  return config.databaseUrl
    ? createPostgres(config.databaseUrl, config.maxConnections ?? 10)
    : createPglite(config);
}

function createPostgres(url: string, max: number): Database {
  const client = postgres(url, { max, onnotice: () => {} });
  const db = drizzlePostgres(client, { schema }) as unknown as AppDatabase;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // Several API/worker processes may start together: one migrates, the others
      // wait. The lock lives on one session, so migrate over a single connection.
      const session = postgres(url, { max: 1, onnotice: () => {} });
      try {
        await session`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
        await migratePostgres(drizzlePostgres(session), { migrationsFolder });
      } finally {
        await session.end({ timeout: 5 });
      }
    },
    ping: () => pingWith(db),
    async executePrepared(text, params) {
      return [...(await client.unsafe(text, params as postgres.ParameterOrJSON<never>[], { prepare: true }))];
    },
    async listen(channel, onNotify, onListen) {
      // postgres.js listens on a connection of its own and listens again after reconnecting (onListen).
      const { unlisten } = await client.listen(channel, onNotify, onListen);
      return unlisten;
    },
    close: () => client.end({ timeout: 5 }),
  };
}

// pg_trgm backs the catalogue's search indexes (PostgreSQL has it as a contrib extension).
const PGLITE_EXTENSIONS = { pg_trgm };

/** The migrated, empty database in-memory PGlite databases start from in this process, once prepared. */
let memoryImage: Blob | undefined;

/**
 * Prepares the image in-memory databases (`dataDir: null`) start from: an empty database with every
 * migration applied, as PGlite's data-dir tarball. A PGlite started from nothing runs initdb first (3–5 s
 * of CPU); from the image it starts in about 1.5 s, and migrating it finds nothing to do. Tests make many
 * such databases, in many processes: the image is kept on disk under `node_modules/.cache`, named by PGlite's
 * version and the migrations it holds, so the first process of a run makes it and the others read it.
 */
export async function prepareMemoryImage(): Promise<void> {
  if (memoryImage) return;
  const cacheDir = path.resolve(migrationsFolder, '../node_modules/.cache/pglite-image');
  const key = memoryImageKey();
  const file = path.join(cacheDir, `${key}.tar`);
  try {
    memoryImage = new Blob([readFileSync(file)]);
    return;
  } catch {
    // Not made yet for these migrations: make it below.
  }
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  const image = await client.dumpDataDir('none');
  await client.close();
  mkdirSync(cacheDir, { recursive: true });
  // Images of other migrations go. A process making this one meanwhile writes the same bytes under its own
  // partial name, and each rename replaces the file whole, so a reader never sees half an image.
  for (const name of readdirSync(cacheDir)) {
    if (!name.startsWith(key)) rmSync(path.join(cacheDir, name), { force: true });
  }
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
  renameSync(partial, file);
  memoryImage = image;
}

/** What the image depends on: PGlite's version and every migration (file names and contents). */
function memoryImageKey(): string {
  // pnpm's path to PGlite names its version.
  const hash = createHash('sha256').update(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (const name of readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    const file = path.join(migrationsFolder, name);
    if (name.endsWith('.sql') || name.endsWith('.json')) hash.update(name).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

function createPglite(config: DbConfig): Database {
  const dataDir = config.dataDir === null ? undefined : path.resolve(config.dataDir ?? './.data', 'pglite');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const image = dataDir ? undefined : memoryImage;
  const client = new PGlite({
    dataDir,
    extensions: PGLITE_EXTENSIONS,
    ...(image ? { loadDataDir: image } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as AppDatabase;
  let migrations: Promise<void> = Promise.resolve();
  return {
    db,
    kind: 'pglite',
    // PGlite lives inside this one process, so no cross-process lock is needed; calls made at once run one
    // after another (two at once on a new database would both create its first table), the later finding
    // nothing left to do.
    migrate: () => {
      migrations = migrations
        .catch(() => {})
        .then(() => migratePglite(drizzlePglite(client), { migrationsFolder }));
      return migrations;
    },
    ping: () => pingWith(db),
    async executePrepared(text, params) {
      return (await client.query<Record<string, unknown>>(text, params as unknown[])).rows;
    },
    async listen(channel, onNotify, onListen) {
      const unlisten = await client.listen(channel, onNotify);
      onListen?.();
      return unlisten;
    },
    close: () => client.close(),
  };
}

/**
 * The same fixed-text statement (`$1`..`$n`) as a drizzle query, for running it
 * where only drizzle reaches, such as inside a transaction.
 */
export function sqlWithParams(text: string, params: readonly unknown[]): SQL {
  const parts = text.split(/\$(\d+)\b/);
  return sql.join(parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${params[Number(part) - 1]}`)));
}

async function pingWith(db: AppDatabase): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
