// A saved move reaches the players whatever the job queue does: scheduling the
// next turn's deadline neither delays nor fails it (the room's clock and the
// sweep still end the turn). The queue's failures are injected; the database is real.
import { randomBytes } from 'node:crypto';
import { createMember, createTestDatabase, type TestDatabase } from '@app/db/testing';
import { STARTER_DECK } from '@app/game-rules';
import { createJobRunner, type JobRunner } from '@app/jobs';
import { deleteRedisKeys, TEST_REDIS_URL } from '@app/platform/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinQueue } from '../src/queue.ts';
import { createMatches } from '../src/setup.ts';

/** A queue that is down: enqueue either fails or never answers. */
function brokenQueue(failure: 'rejects' | 'hangs'): JobRunner {
  return {
    kind: 'bullmq',
    enqueue: () =>
      failure === 'rejects' ? Promise.reject(new Error('Redis is down')) : new Promise<void>(() => {}),
    cancel: () => Promise.reject(new Error('Redis is down')),
    every: async () => {},
    work: () => {},
    inspect: () => Promise.reject(new Error('Redis is down')),
    retry: () => Promise.reject(new Error('Redis is down')),
    close: async () => {},
  };
}

describe.each(['pglite', 'postgres'] as const)(
  'deadline scheduling when the job queue is down (%s)',
  (kind) => {
    let test: TestDatabase;
    beforeAll(async () => {
      test = await createTestDatabase(kind);
    });
    afterAll(() => test?.close());

    for (const failure of ['rejects', 'hangs'] as const) {
      it(`answers an end of turn at once when enqueueing ${failure}, and reports a failure`, async () => {
        const errors: string[] = [];
        const matches = await createMatches({
          database: test.database,
          jobs: brokenQueue(failure),
          onError: (_error, context) => errors.push(context),
        });
        const { db } = test.database;
        const match = await matches.create(
          'blitz',
          { ...(await createMember(db)), deck: STARTER_DECK },
          { ...(await createMember(db)), deck: STARTER_DECK },
        );
        const outcome = await matches.apply(match, {
          type: 'end_turn',
          player: match.state.currentTurn,
          now: Date.now(),
        });
        expect(outcome.ok).toBe(true);
        expect((await matches.load(match.id))?.state.turnCount).toBe(match.state.turnCount + 1);
        await new Promise((resolve) => setImmediate(resolve));
        expect(errors).toEqual(failure === 'rejects' ? [`scheduling the deadline of match ${match.id}`] : []);
      });

      it(`pairs two queued players when enqueueing ${failure}`, async () => {
        const matches = await createMatches({ database: test.database, jobs: brokenQueue(failure) });
        const { db } = test.database;
        const member = async () => ({ ...(await createMember(db)), displayName: null, isAdmin: false });
        expect(await joinQueue(db, matches, await member(), 'blitz')).toEqual({ status: 'waiting' });
        const paired = await joinQueue(db, matches, await member(), 'blitz');
        expect(paired).toMatchObject({ status: 'matched', matchId: expect.any(String) });
      });
    }
  },
);

describe('deadline jobs in BullMQ (real Redis)', () => {
  const prefix = `test:deadlines:${randomBytes(4).toString('hex')}`;
  let test: TestDatabase;
  let jobs: JobRunner;
  let redis: Redis;
  beforeAll(async () => {
    test = await createTestDatabase('postgres');
    jobs = createJobRunner({ redisUrl: TEST_REDIS_URL, prefix });
    redis = new Redis(TEST_REDIS_URL);
  });
  afterAll(async () => {
    await jobs?.close();
    redis.disconnect();
    await deleteRedisKeys(prefix);
    await test?.close();
  });

  it('queues a job for every turn changed outside a room, and one more for a deadline moved later (time given back)', async () => {
    const errors: unknown[] = [];
    const matches = await createMatches({
      database: test.database,
      jobs,
      onError: (error) => errors.push(error),
    });
    const { db } = test.database;
    const match = await matches.create(
      'blitz',
      { ...(await createMember(db)), deck: STARTER_DECK },
      { ...(await createMember(db)), deck: STARTER_DECK },
    );
    matches.scheduleTurnDeadline(match);
    const ended = await matches.apply(match, {
      type: 'end_turn',
      player: match.state.currentTurn,
      now: Date.now(),
    });
    if (!ended.ok) throw new Error(ended.reason);
    const restored = await matches.apply(ended.match, {
      type: 'restore_time',
      player: ended.match.state.currentTurn,
      ms: 1_500,
      now: Date.now(),
    });
    if (!restored.ok) throw new Error(restored.reason);
    const deadlines = [match, ended.match, restored.match].map(
      ({ state }) => `${prefix}:jobs:deadline-${match.id}-${state.turnCount}-${state.turnDeadline}`,
    );
    await expect
      .poll(async () => Promise.all(deadlines.map((key) => redis.exists(key))), { timeout: 10_000 })
      .toEqual([1, 1, 1]);
    expect(errors).toEqual([]);
  });
});
