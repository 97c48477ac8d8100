// Migration 0032 moves the room claims' leases (one a claim, renewed every second) to one lease a game-server
// process. Run on the shape before it (rebuilt in a transaction rolled back after), it keeps every process's
// claims as live as they were, with its latest renewal.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { matches } from '../src/index.ts';
import { createMember, rowsOf } from '../src/testing.ts';
import { runMigrationFile, suiteDatabase } from './support.ts';

describe.each(['pglite', 'postgres'] as const)('game-server leases on %s', (kind) => {
  const test = suiteDatabase(kind);

  it("gives each claim's owner one lease from its claims' latest (migration 0032)", async () => {
    const { db } = test.database;
    const [a, b] = [await createMember(db), await createMember(db)];
    const match = (id: string) => ({
      id,
      mode: 'blitz' as const,
      playerAId: a.id,
      playerBId: b.id,
      status: 'in_progress' as const,
      currentTurn: 'player_a' as const,
      turnCount: 1,
      stateVersion: 0,
      turnDeadline: sql`now()`,
      seed: 'seed',
      state: {},
    });
    const epoch = (iso: string) => Date.parse(iso) / 1000;
    let leases: unknown[] = [];
    const rolledBack = db.transaction(async (tx) => {
      await tx.execute(sql`drop table game_server_leases`);
      await tx.execute(sql`alter table match_room_claims
        add column lease_until timestamp with time zone not null default now(),
        add column renewed_at timestamp with time zone not null default now()`);
      await tx.insert(matches).values(['m1', 'm2', 'm3'].map(match));
      await tx.execute(sql`insert into match_room_claims (match_id, owner, lease_until, renewed_at) values
        ('m1', 'server-a', '2026-11-28T10:00:04Z', '2026-11-28T09:59:59Z'),
        ('m2', 'server-a', '2026-11-28T10:00:05Z', '2026-11-28T10:00:00Z'),
        ('m3', 'server-b', '2026-11-28T09:00:05Z', '2026-11-28T09:00:00Z')`);
      await runMigrationFile(tx, '0032_process_leases.sql');
      leases = rowsOf(
        await tx.execute(sql`select owner, extract(epoch from lease_until)::int as until,
          extract(epoch from renewed_at)::int as renewed,
          (select count(*)::int from match_room_claims c where c.owner = l.owner) as claims
          from game_server_leases l order by owner`),
      );
      tx.rollback();
    });
    await expect(rolledBack).rejects.toThrow('Rollback');
    expect(leases).toEqual([
      {
        owner: 'server-a',
        until: epoch('2026-11-28T10:00:05Z'),
        renewed: epoch('2026-11-28T10:00:00Z'),
        claims: 2,
      },
      {
        owner: 'server-b',
        until: epoch('2026-11-28T09:00:05Z'),
        renewed: epoch('2026-11-28T09:00:00Z'),
        claims: 1,
      },
    ]);
    // Rolled back: the database is as migrated.
    expect(rowsOf(await db.execute(sql`select count(*)::int as n from game_server_leases`))).toEqual([
      { n: 0 },
    ]);
  });
});
