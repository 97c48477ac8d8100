// The lobby while the database is away under a running game-server process (the
// tables it needs are taken away, then given back): joining the queue answers the
// spec's error, a failed leave is only logged, the process keeps serving, and the
// lobby works again once the database is back. PostgreSQL only: it needs a database
// the test can take away from another process.
import type { Database } from '@app/db';
import type { Room } from '@colyseus/sdk';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GameServerProcess, type IsolatedGameServer, startIsolatedGameServer } from './processes.ts';
import { createPlayer, sdkClient } from './support.ts';

describe('the lobby during a database outage', () => {
  let isolated: IsolatedGameServer;
  let database: Database;
  let server: GameServerProcess;
  let sign: IsolatedGameServer['sign'];

  beforeAll(async () => {
    isolated = await startIsolatedGameServer();
    ({ database, server, sign } = isolated);
  });
  afterAll(async () => {
    await isolated?.close();
  });

  /** The next message of this type the lobby sends. */
  const next = <T>(lobby: Room, type: string) =>
    new Promise<T>((resolve) => {
      const stop = lobby.onMessage(type, (body: T) => {
        stop();
        resolve(body);
      });
    });

  it('answers queue errors, keeps the process up, and serves the queue again when the database is back', async () => {
    const player = await createPlayer(database.db, sign);
    const lobby = await sdkClient(server.url, player.token).joinOrCreate('lobby');
    lobby.onMessage('*', () => {});

    await database.db.execute(sql`alter table match_queue rename to match_queue_away`);
    try {
      const refused = next<{ mode: string; message: string }>(lobby, 'queue_error');
      lobby.send('join_queue', { mode: 'blitz' });
      expect(await refused).toEqual({
        mode: 'blitz',
        message: 'Error joining blitz queue. Please try again.',
      });

      // A failed leave answers nothing (the page has reset itself): it is reported with where it
      // happened, not left as an unhandled rejection, and the process must not fall over.
      lobby.send('leave_queue', { mode: 'async' });
      await expect.poll(() => server.output(), { timeout: 10_000 }).toContain('"msg":"lobby room onMessage"');
      const refusedAgain = next<{ mode: string; message: string }>(lobby, 'queue_error');
      lobby.send('join_queue', { mode: 'async' });
      expect(await refusedAgain).toEqual({
        mode: 'async',
        message: 'Error joining async queue. Please try again.',
      });
      expect(server.child.exitCode).toBeNull();
      expect((await fetch(`${server.url}/__healthcheck`)).ok).toBe(true);
    } finally {
      await database.db.execute(sql`alter table match_queue_away rename to match_queue`);
    }

    const joined = next<{ mode: string; status: string }>(lobby, 'queue_joined');
    lobby.send('join_queue', { mode: 'async' });
    expect(await joined).toMatchObject({ mode: 'async', status: 'waiting' });
    const left = next<{ mode: string }>(lobby, 'queue_left');
    lobby.send('leave_queue', { mode: 'async' });
    expect(await left).toEqual({ mode: 'async' });
    await lobby.leave();
  });
});
