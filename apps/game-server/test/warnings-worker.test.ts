// An async turn's deadline warnings with the production processes (PostgreSQL and Redis only: a game-server
// process pairs the match and queues them in BullMQ, the API's job worker runs them as its own process). The
// worker is killed between scheduling and sending and another one starts: each warning is raised once.
import { notifications } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type GameServerProcess,
  sharedBackEnds,
  startGameServerProcess,
  startWorkerProcess,
} from './processes.ts';
import { pairNewPlayers } from './support.ts';

// Warnings 3 s and 0.75 s before the deadline: past a worker's cold start on a busy 2-core machine.
const TURN_SECONDS = 18;

describe('deadline warnings from a worker process that restarts', () => {
  const backEnds = sharedBackEnds('warnings');
  let server: GameServerProcess;
  const workers: Array<{ stop(): Promise<void> }> = [];
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    env = backEnds.env({ ASYNC_TURN_SECONDS: String(TURN_SECONDS) });
    server = await startGameServerProcess(env);
  });
  afterAll(async () => {
    await server?.stop();
    for (const worker of workers) await worker.stop();
  });

  const kindsOf = async (matchId: string) =>
    (
      await backEnds.db
        .select({ kind: notifications.kind })
        .from(notifications)
        .where(eq(notifications.matchId, matchId))
    ).map((row) => row.kind);
  const count = async (matchId: string, kind: string) =>
    (await kindsOf(matchId)).filter((k) => k === kind).length;

  it('raises each warning once, then the timeout ends the match for both players', async () => {
    const first = await startWorkerProcess(env);
    workers.push(first);
    const { matchId } = await pairNewPlayers(backEnds.db, backEnds.sign, server.url, 'async');
    // The warnings are queued in Redis; the worker dies before they are due, like a crashed machine.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await first.kill();
    workers.push(await startWorkerProcess(env));
    await expect
      .poll(() => count(matchId, 'deadline_soon'), {
        timeout: (TURN_SECONDS + 10) * 1000,
        interval: 200,
      })
      .toBe(2);
    await expect
      .poll(() => count(matchId, 'match_ended'), {
        timeout: 20_000,
        interval: 200,
      })
      .toBe(2);
    // Nothing else, and the warnings once each (the match found was told to whoever was not in the lobby).
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await count(matchId, 'deadline_soon')).toBe(2);
    expect(
      (await kindsOf(matchId)).filter(
        (kind) => !['deadline_soon', 'match_ended', 'match_found'].includes(kind),
      ),
    ).toEqual([]);
  }, 90_000);
});
