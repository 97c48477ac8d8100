import { randomBytes } from 'node:crypto';
import { gameServerLeases, matches, matchQueue, matchRoomClaims } from '@app/db';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerAdmin, registerMember, STACKS } from '../src/testing.ts';
import { startJobWorker, suiteTestApp, waitFor } from './support.ts';

type Json = Record<string, unknown>;
interface SystemAnswer {
  queue: { kind: string; counts: Record<string, number>; failed: Json[]; repeating: Json[] } | null;
  queue_error: string | null;
  rooms: Json[];
  players: { in_rooms: number; waiting_in_queue: number };
}

describe.each(STACKS)('the admin system page on %s', (stack) => {
  // One attempt per job: a failing job is given up at once.
  const t = suiteTestApp(stack, {}, { jobAttempts: 1 });
  let admin: Awaited<ReturnType<typeof registerAdmin>>;
  beforeAll(async () => {
    startJobWorker(t);
    admin = await registerAdmin(t.app);
  });

  const call = (method: 'GET' | 'POST', url: string, token = admin.token) =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });
  const system = async () => {
    const response = await call('GET', '/api/admin/system');
    expect(response.statusCode).toBe(200);
    return response.json() as SystemAnswer;
  };

  it('lists a given-up job with its reason, and runs it again on retry (recorded in the audit log)', async () => {
    const id = `doomed-${randomBytes(3).toString('hex')}`;
    await t.app.jobs.enqueue('no.such.job', { from: 'test' }, { jobId: id });
    const report = await waitFor(
      async () => {
        const answer = await system();
        return answer.queue?.failed.some((job) => job.id === id) ? answer : null;
      },
      { what: 'the job to be given up' },
    );
    expect(report.queue_error).toBeNull();
    expect(report.queue?.kind).toBe(stack === 'embedded' ? 'in-process' : 'bullmq');
    expect(report.queue?.counts.failed).toBeGreaterThanOrEqual(1);
    expect(report.queue?.failed.find((job) => job.id === id)).toEqual({
      id,
      name: 'no.such.job',
      reason: 'No handler for job "no.such.job"',
      attempts: 1,
      failed_at: expect.any(String),
    });

    const retried = await call('POST', `/api/admin/system/jobs/${id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ success: true });
    const [entry] = (await call('GET', '/api/admin/audit?action=job.retry')).json().entries as Json[];
    expect(entry).toMatchObject({ target_id: id, actor_username: admin.user.username });
    // It ran again (and, still without a handler, was given up again with a later time).
    const before = report.queue?.failed.find((job) => job.id === id)?.failed_at as string;
    await waitFor(
      async () => {
        const again = (await system()).queue?.failed.find((job) => job.id === id);
        return again && (again.failed_at as string) > before;
      },
      { what: 'the retried job to run' },
    );

    const unknown = await call('POST', '/api/admin/system/jobs/never-queued/retry');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Job not found' });
  });

  it('lists the rooms a game server holds open, with their players, and counts who waits for a match', async () => {
    const [ann, ben, cat, dan] = await Promise.all([1, 2, 3, 4].map(() => registerMember(t.app)));
    const match = (id: string, a: number, b: number) => ({
      id,
      mode: 'blitz' as const,
      playerAId: a,
      playerBId: b,
      status: 'in_progress' as const,
      currentTurn: 'player_b' as const,
      turnCount: 3,
      stateVersion: 5,
      turnDeadline: sql`now() + interval '40 seconds'`,
      seed: 'seed',
      state: {},
    });
    const live = `live-${randomBytes(3).toString('hex')}`;
    const closed = `closed-${randomBytes(3).toString('hex')}`;
    const before = await system();
    await t.app.db
      .insert(matches)
      .values([match(live, ann!.user.id, ben!.user.id), match(closed, cat!.user.id, dan!.user.id)]);
    const [running, gone] = [`game-server-${live}`, `game-server-${closed}`];
    await t.app.db.insert(gameServerLeases).values([
      { owner: running, leaseUntil: sql`now() + interval '30 seconds'` },
      // A lease that ran out: its server is gone, so its rooms are not live.
      { owner: gone, leaseUntil: sql`now() - interval '1 second'` },
    ]);
    await t.app.db.insert(matchRoomClaims).values([
      { matchId: live, owner: running },
      { matchId: closed, owner: gone },
    ]);
    await t.app.db.insert(matchQueue).values({ userId: cat!.user.id, mode: 'blitz' });

    const report = await system();
    expect(report.rooms.find((room) => room.match_id === live)).toEqual({
      match_id: live,
      mode: 'blitz',
      turn_count: 3,
      players: [
        { id: ann!.user.id, username: ann!.user.username },
        { id: ben!.user.id, username: ben!.user.username },
      ],
      to_move: ben!.user.username,
      turn_deadline: expect.any(String),
      owner: running,
      lease_until: expect.any(String),
    });
    expect(report.rooms.some((room) => room.match_id === closed)).toBe(false);
    expect(report.players.in_rooms).toBe(before.players.in_rooms + 2);
    expect(report.players.waiting_in_queue).toBe(before.players.waiting_in_queue + 1);
  });

  it('is for admins only', async () => {
    const member = await registerMember(t.app);
    expect((await call('GET', '/api/admin/system', member.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/system' })).json()).toEqual({
      error: 'Not authenticated',
    });
  });
});
