import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createDb,
  type Database,
  isUniqueViolation,
  pointsLedger,
  prepareMemoryImage,
  users,
} from '../src/index.ts';
import { rowsOf } from '../src/testing.ts';
import { suiteDatabase } from './support.ts';

const migrationFiles = readdirSync(path.resolve(import.meta.dirname, '../migrations')).filter((f) =>
  f.endsWith('.sql'),
);

/** How many migrations the database has recorded as applied. */
const migrationsApplied = async (database: Database) =>
  rowsOf<{ n: number }>(
    await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
  )[0]?.n;

describe.each(['pglite', 'postgres'] as const)('schema and migrations on %s', (kind) => {
  const test = suiteDatabase(kind);

  it('uses the driver the configuration asks for', () => {
    expect(test.database.kind).toBe(kind);
  });

  it('applies migrations once and records them, even when run again and concurrently', async () => {
    await Promise.all([test.database.migrate(), test.database.migrate()]);
    expect(await migrationsApplied(test.database)).toBe(migrationFiles.length);
  });

  it('keeps usernames and emails unique regardless of case', async () => {
    await test.database.db
      .insert(users)
      .values({ username: 'Alice', email: 'alice@example.com', passwordHash: 'x' });
    const sameName = test.database.db
      .insert(users)
      .values({ username: 'ALICE', email: 'other@example.com', passwordHash: 'x' });
    await expect(sameName).rejects.toSatisfy((error) => isUniqueViolation(error, 'users_username_lower_idx'));
    const sameEmail = test.database.db
      .insert(users)
      .values({ username: 'alice2', email: 'Alice@Example.com', passwordHash: 'x' });
    await expect(sameEmail).rejects.toSatisfy((error) => isUniqueViolation(error, 'users_email_lower_idx'));
  });

  it('never records the same award (reason and reference) twice', async () => {
    const [user] = await test.database.db
      .insert(users)
      .values({ username: 'bob', email: 'bob@example.com', passwordHash: 'x' })
      .returning();
    const award = { userId: user!.id, amount: 3, reason: 'forum_reply', reference: 'reply:1' };
    await test.database.db.insert(pointsLedger).values(award);
    await expect(test.database.db.insert(pointsLedger).values(award)).rejects.toSatisfy((error) =>
      isUniqueViolation(error, 'points_ledger_reason_reference_idx'),
    );
    await test.database.db.insert(pointsLedger).values({ ...award, reference: 'reply:2' });
    const rows = await test.database.db.select().from(pointsLedger);
    expect(rows.map((row) => row.reference).sort()).toEqual(['reply:1', 'reply:2']);
  });
});

describe('embedded PGlite on disk', () => {
  it('migrates a new database once, even when asked twice at once, and keeps its data across restarts', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'dd-pglite-'));
    const first = createDb({ dataDir });
    // The in-memory test databases start migrated (from the image); this one is new, as on a first start.
    await Promise.all([first.migrate(), first.migrate()]);
    expect(await migrationsApplied(first)).toBe(migrationFiles.length);
    await first.db.insert(users).values({ username: 'kept', email: 'kept@example.com', passwordHash: 'x' });
    await first.close();
    const second = createDb({ dataDir });
    await second.migrate();
    const rows = await second.db.select().from(users);
    await second.close();
    expect(rows.map((row) => row.username)).toEqual(['kept']);
    // A new database on disk (initdb, every migration, two starts) took over 30 s beside the browser tests on a
    // slow 2-core machine.
  }, 120_000);
});

describe('in-memory PGlite started from the migrated image', () => {
  it('has every migration, nothing else, and shares no rows with another database from the same image', async () => {
    await prepareMemoryImage();
    const [first, second] = [createDb({ dataDir: null }), createDb({ dataDir: null })];
    try {
      // Started from the image, before any migrate(): the schema is already there.
      expect(await migrationsApplied(first)).toBe(migrationFiles.length);
      await first.migrate();
      expect(await migrationsApplied(first)).toBe(migrationFiles.length);
      await first.db
        .insert(users)
        .values({ username: 'only_here', email: 'o@example.com', passwordHash: 'x' });
      expect((await first.db.select().from(users)).map((row) => row.username)).toEqual(['only_here']);
      expect(await second.db.select().from(users)).toEqual([]);
      // A pg_trgm index needs the extension the image was made with.
      const trgm = rowsOf<{ n: number }>(
        await second.db.execute(sql`select count(*)::int as n from pg_extension where extname = 'pg_trgm'`),
      );
      expect(trgm[0]?.n).toBe(1);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
