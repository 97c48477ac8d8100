// An async turn's two deadline warnings (1/6 and 1/24 of the turn left), with short turns, on both stacks
// (in-process jobs on PGlite; BullMQ on Redis with PostgreSQL): raised at both marks, never for a turn already
// played, and once when the worker restarts between scheduling and sending.
import { randomBytes } from 'node:crypto';
import { createMember, createTestDatabase, type TestDatabase } from '@app/db/testing';
import { STARTER_DECK } from '@app/game-rules';
import { createJobRunner, type JobRunner } from '@app/jobs';
import { deleteRedisKeys, TEST_REDIS_URL } from '@app/platform/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RaisedWarning } from '../src/deadline-warnings.ts';
import { createMatches, scheduleDeadlineSweep } from '../src/setup.ts';

/** A 6-second async turn: warnings 1 s and 0.25 s before its deadline. */
const TURN_SECONDS = 6;

describe.each(['pglite', 'postgres'] as const)('deadline warnings (%s)', (kind) => {
  const prefix = `test:warnings:${randomBytes(4).toString('hex')}`;
  let test: TestDatabase;
  const runners: JobRunner[] = [];
  let queues = 0;
  /** A job runner; on Redis, a queue of its own unless it is a restart of `queue`. */
  const runner = (queue = ++queues) => {
    const jobs = createJobRunner(
      kind === 'postgres' ? { redisUrl: TEST_REDIS_URL, prefix: `${prefix}:${queue}` } : {},
    );
    runners.push(jobs);
    return jobs;
  };
  beforeAll(async () => {
    test = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((jobs) => jobs.close()));
  });
  afterAll(async () => {
    if (kind === 'postgres') await deleteRedisKeys(prefix);
    await test?.close();
  });

  /** A worker's match service: it runs the turn deadlines' and warnings' jobs, noting each raised warning. */
  async function worker(jobs: JobRunner, raised: RaisedWarning[] = []) {
    const matches = await createMatches({
      database: test.database,
      jobs,
      turnSeconds: { async: TURN_SECONDS },
    });
    jobs.work(
      matches.jobHandlers(async (warning) => {
        raised.push(warning);
      }),
    );
    return matches;
  }

  async function newMatch(matches: Awaited<ReturnType<typeof createMatches>>) {
    const { db } = test.database;
    const match = await matches.create(
      'async',
      { ...(await createMember(db)), deck: STARTER_DECK },
      { ...(await createMember(db)), deck: STARTER_DECK },
    );
    // As the queue does once the match's transaction has committed.
    matches.scheduleTurnDeadline(match);
    return match;
  }

  async function warningsOf(matchId: string) {
    const rows = await test.database.executePrepared(
      `select user_id, dedupe_key, detail, created_at from notifications
       where match_id = $1::text and kind = 'deadline_soon' order by id`,
      [matchId],
    );
    return rows as Array<{ user_id: number; dedupe_key: string; detail: { left_seconds: number } }>;
  }

  it('warns the player whose turn it is at 1/6 and at 1/24 of the turn left, once each', async () => {
    const raised: RaisedWarning[] = [];
    const matches = await worker(runner(), raised);
    const match = await newMatch(matches);
    const player = match.state.currentTurn === 'player_a' ? match.playerAId : match.playerBId;
    await expect.poll(() => warningsOf(match.id), { timeout: 10_000, interval: 50 }).toHaveLength(2);
    const warnings = await warningsOf(match.id);
    expect(warnings).toMatchObject([
      { user_id: player, dedupe_key: `${match.id}:1:6:deadline_soon:${player}`, detail: { left_seconds: 1 } },
      {
        user_id: player,
        dedupe_key: `${match.id}:1:24:deadline_soon:${player}`,
        detail: { left_seconds: 0 },
      },
    ]);
    expect(raised.map(({ job, written }) => [job.mark, written])).toEqual([
      [6, true],
      [24, true],
    ]);
    // Neither came before its mark.
    const deadline = match.state.turnDeadline;
    const at = (await test.database.executePrepared(
      `select (extract(epoch from created_at) * 1000)::bigint as at from notifications
       where match_id = $1::text and kind = 'deadline_soon' order by id`,
      [match.id],
    )) as Array<{ at: string }>;
    expect(Number(at[0]?.at)).toBeGreaterThanOrEqual(deadline - 1000);
    expect(Number(at[1]?.at)).toBeGreaterThanOrEqual(deadline - 250);
  });

  it('sends no warning for a turn already played', async () => {
    const matches = await worker(runner());
    const match = await newMatch(matches);
    const played = await matches.apply(match, {
      type: 'end_turn',
      player: match.state.currentTurn,
      now: Date.now(),
    });
    expect(played.ok).toBe(true);
    // Past both of the first turn's marks (the next turn's first warning is still to come).
    await new Promise((resolve) => setTimeout(resolve, TURN_SECONDS * 1000 - 500));
    expect((await warningsOf(match.id)).filter((w) => w.dedupe_key.startsWith(`${match.id}:1:`))).toEqual([]);
  });

  it('raises each warning once when the worker restarts between scheduling and sending', async () => {
    const queue = ++queues;
    const before = runner(queue);
    const matches = await createMatches({
      database: test.database,
      jobs: before,
      turnSeconds: { async: TURN_SECONDS },
    });
    const match = await newMatch(matches);
    await expect
      .poll(async () => (await before.inspect()).counts.delayed, { timeout: 5_000 })
      .toBeGreaterThanOrEqual(3);
    await before.close();
    // The restarted worker: BullMQ still holds the queued warnings; the in-process ones died with their
    // runner and the start's sweep queues them again. Both at once on Redis: the sweep repeats nothing.
    const raised: RaisedWarning[] = [];
    const after = runner(queue);
    await worker(after, raised);
    await scheduleDeadlineSweep(after);
    await expect.poll(() => warningsOf(match.id), { timeout: 10_000, interval: 50 }).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await warningsOf(match.id)).toHaveLength(2);
    const written = raised.filter(({ job, written }) => written && job.matchId === match.id);
    expect(written.map(({ job }) => job.mark).sort()).toEqual([24, 6]);
  });
});
