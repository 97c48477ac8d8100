// Pairing by rating: the closest ratings among those waiting, within a window that widens with the wait (a
// blitz waiter accepts anyone before 30 s), never a blocked pair. The choice on its own, then the queue table
// on both databases (ratings and waits as stored, the wait by the database's clock).
import { readFileSync } from 'node:fs';
import { blocks, cardRatings, matches, matchQueue } from '@app/db';
import { createMember, createTestDatabase, type TestDatabase } from '@app/db/testing';
import type { GameMode } from '@app/game-rules';
import { createJobRunner, type JobRunner } from '@app/jobs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MatchService } from '../src/match-service.ts';
import {
  BLITZ_ANYONE_AFTER_MS,
  choosePairs,
  PAIRING_WIDEN_EVERY_MS,
  PAIRING_WINDOW_START,
  PAIRING_WINDOW_STEP,
  pairingWindow,
  pairKey,
} from '../src/pairing.ts';
import { joinQueue, pairQueues } from '../src/queue.ts';
import { createMatches } from '../src/setup.ts';

describe('choosing pairs', () => {
  const waiter = (userId: number, rating: number, waitedMs = 0) => ({ userId, rating, waitedMs });

  it('pairs 1200, 1210, 1800 and 1810 as (1200, 1210) and (1800, 1810), whatever their order', () => {
    const pool = [waiter(1, 1200, 4000), waiter(3, 1800, 3000), waiter(4, 1810, 2000), waiter(2, 1210, 0)];
    const ratings = (pairs: ReturnType<typeof choosePairs>) =>
      pairs.map((pair) => pair.map((w) => w.rating).sort()).sort((p, q) => p[0]! - q[0]!);
    expect(ratings(choosePairs('blitz', pool, new Set()))).toEqual([
      [1200, 1210],
      [1800, 1810],
    ]);
    expect(ratings(choosePairs('async', [...pool].reverse(), new Set()))).toEqual([
      [1200, 1210],
      [1800, 1810],
    ]);
  });

  it('widens the window with the wait: ±100 at first, anyone for a blitz waiter from 25 s', () => {
    expect(pairingWindow('blitz', 0)).toBe(100);
    expect(pairingWindow('blitz', 4_999)).toBe(100);
    expect(pairingWindow('blitz', 5_000)).toBe(200);
    expect(pairingWindow('blitz', 25_000)).toBe(Number.POSITIVE_INFINITY);
    expect(pairingWindow('async', 25_000)).toBe(600);
    expect(choosePairs('blitz', [waiter(1, 1200, 1000), waiter(2, 1800, 0)], new Set())).toEqual([]);
    expect(choosePairs('blitz', [waiter(1, 1200, 25_000), waiter(2, 1800, 0)], new Set())).toHaveLength(1);
  });

  it('is written down in the rules as it works', () => {
    const rules = readFileSync(new URL('../../game-rules/RULES.md', import.meta.url), 'utf8');
    expect(rules).toContain(`within **±${PAIRING_WINDOW_START}**`);
    expect(rules).toContain(
      `widens by ${PAIRING_WINDOW_STEP} every **${PAIRING_WIDEN_EVERY_MS / 1000} seconds**`,
    );
    expect(rules).toContain(`after **${BLITZ_ANYONE_AFTER_MS / 1000} seconds** in the Blitz queue`);
  });

  it('never pairs a blocked pair, and lists the longer waiter first', () => {
    const pool = [waiter(1, 1500, 9000), waiter(2, 1500, 40_000), waiter(3, 1700, 0)];
    const pairs = choosePairs('blitz', pool, new Set([pairKey(2, 1)]));
    expect(pairs.map((pair) => pair.map((w) => w.userId))).toEqual([[2, 3]]);
  });
});

for (const kind of ['pglite', 'postgres'] as const) {
  describe(`the queue pairs by rating on ${kind}`, () => {
    let test: TestDatabase;
    let jobs: JobRunner;
    let service: MatchService;

    beforeAll(async () => {
      test = await createTestDatabase(kind);
      jobs = createJobRunner({});
      service = await createMatches({ database: test.database, jobs });
    });
    afterAll(async () => {
      await jobs?.close();
      await test?.close();
    });
    // Each test has the queues to itself.
    beforeEach(async () => {
      await test.database.db.delete(matchQueue);
    });

    async function rated(rating: number, mode: GameMode = 'blitz') {
      const member = await createMember(test.database.db);
      await test.database.db
        .insert(cardRatings)
        .values({ userId: member.id, mode, rating, rd: 80, volatility: 0.06, games: 30 });
      return { ...member, displayName: null, isAdmin: false, rating };
    }

    const opponentsOf = async (matchIds: string[]) => {
      const rows = await test.database.db.select().from(matches);
      return rows.filter((row) => matchIds.includes(row.id)).map((row) => [row.playerAId, row.playerBId]);
    };

    it('joined as 1200, 1800, 1810, 1210: pairs (1800, 1810) and (1200, 1210)', async () => {
      const [p1200, p1800, p1810, p1210] = [
        await rated(1200),
        await rated(1800),
        await rated(1810),
        await rated(1210),
      ];
      expect(await joinQueue(test.database.db, service, p1200, 'blitz')).toEqual({ status: 'waiting' });
      expect(await joinQueue(test.database.db, service, p1800, 'blitz')).toEqual({ status: 'waiting' });
      const high = await joinQueue(test.database.db, service, p1810, 'blitz');
      const low = await joinQueue(test.database.db, service, p1210, 'blitz');
      if (high.status !== 'matched' || low.status !== 'matched')
        throw new Error('expected both to be matched');
      expect(await opponentsOf([high.matchId])).toEqual([[p1800.id, p1810.id]]);
      expect(await opponentsOf([low.matchId])).toEqual([[p1200.id, p1210.id]]);
    });

    it('pairs a blitz waiter with anyone waiting once they have waited 25 s; async waiters widen more slowly', async () => {
      const [low, high] = [await rated(1200), await rated(1800)];
      await joinQueue(test.database.db, service, low, 'blitz');
      await joinQueue(test.database.db, service, high, 'blitz');
      await pairQueues(test.database.db, service);
      expect(
        await test.database.db.select().from(matchQueue).where(eq(matchQueue.mode, 'blitz')),
      ).toMatchObject([{ matchId: null }, { matchId: null }]);
      await test.database.db.update(matchQueue).set({ joinedAt: sql`now() - interval '26 seconds'` });
      await pairQueues(test.database.db, service);
      const rows = await test.database.db.select().from(matchQueue);
      expect(rows).toHaveLength(2);
      expect(rows[0]!.matchId).not.toBeNull();
      expect(rows[1]!.matchId).toBe(rows[0]!.matchId);

      const [slow, far] = [await rated(1200, 'async'), await rated(2200, 'async')];
      await joinQueue(test.database.db, service, slow, 'async');
      await joinQueue(test.database.db, service, far, 'async');
      await test.database.db
        .update(matchQueue)
        .set({ joinedAt: sql`now() - interval '26 seconds'` })
        .where(eq(matchQueue.mode, 'async'));
      await pairQueues(test.database.db, service);
      expect(
        await test.database.db
          .select({ matchId: matchQueue.matchId })
          .from(matchQueue)
          .where(eq(matchQueue.mode, 'async')),
      ).toEqual([{ matchId: null }, { matchId: null }]);
    });

    it('never pairs members either of whom blocked the other, however long they wait', async () => {
      const [one, two] = [await rated(1500), await rated(1500)];
      await test.database.db.insert(blocks).values({ blockerId: two.id, blockedId: one.id });
      await joinQueue(test.database.db, service, one, 'blitz');
      expect(await joinQueue(test.database.db, service, two, 'blitz')).toEqual({ status: 'waiting' });
      await test.database.db.update(matchQueue).set({ joinedAt: sql`now() - interval '60 seconds'` });
      await pairQueues(test.database.db, service);
      expect(await test.database.db.select({ matchId: matchQueue.matchId }).from(matchQueue)).toEqual([
        { matchId: null },
        { matchId: null },
      ]);
    });
  });
}
