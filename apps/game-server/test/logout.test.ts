// Production layout: the API and a game server as separate processes on one
// PostgreSQL and Redis. Logging out through the API closes the lobby and match
// connections that login opened on the game server; the member's other logins
// keep theirs.
import { randomBytes } from 'node:crypto';
import type { PlayerMatchView } from '@app/card-battle';
import { SESSION_ENDED_CODE } from '@app/contracts';
import { createDb, type Database } from '@app/db';
import { createTestPostgres, type TestPostgres } from '@app/db/testing';
import { deleteRedisKeys, TEST_REDIS_URL } from '@app/platform/testing';
import type { Room } from '@colyseus/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GameServerProcess, startApiProcess, startGameServerProcess } from './processes.ts';
import { pairThroughLobby, sdkClient } from './support.ts';

describe('logout on the API ends that login on the game server', () => {
  const prefix = `test:logout:${randomBytes(4).toString('hex')}`;
  let postgres: TestPostgres;
  let database: Database;
  let api: Awaited<ReturnType<typeof startApiProcess>>;
  let gameServer: GameServerProcess;

  beforeAll(async () => {
    postgres = await createTestPostgres();
    database = createDb({ databaseUrl: postgres.url });
    await database.migrate();
    const env = {
      DATABASE_URL: postgres.url,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: prefix,
      JWT_SECRET: randomBytes(32).toString('hex'),
    };
    [api, gameServer] = await Promise.all([startApiProcess(env), startGameServerProcess(env)]);
  });
  afterAll(async () => {
    await Promise.all([api?.stop(), gameServer?.stop()]);
    await database?.close();
    await postgres?.drop();
    await deleteRedisKeys(prefix);
  });

  async function post(path: string, body: object, token?: string) {
    const response = await fetch(`${api.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  async function register() {
    const username = `m_${randomBytes(4).toString('hex')}`;
    const password = 'correct horse battery';
    const answer = await post('/api/auth/register', {
      username,
      email: `${username}@example.com`,
      password,
      confirm_password: password,
      subscribe_newsletter: false,
    });
    expect(answer.status).toBe(201);
    return { username, password, token: answer.body.token as string };
  }

  /** Resolves with the close code when the server closes the room's connection. */
  const closedWith = (room: Room) => new Promise<number>((resolve) => room.onLeave((code) => resolve(code)));

  it('closes the lobby and match connections of the ended login, on another process, and only those', async () => {
    const alice = await register();
    const bob = await register();
    const matchId = await pairThroughLobby(
      [sdkClient(gameServer.url, alice.token), sdkClient(gameServer.url, bob.token)],
      'async',
    );
    // Alice also has a second login (another device), which her logout must not end.
    const elsewhere = await post('/api/auth/login', { username: alice.username, password: alice.password });
    expect(elsewhere.status).toBe(200);

    const join = async (token: string) => {
      const room: Room = await sdkClient(gameServer.url, token).joinOrCreate('match', { matchId });
      await new Promise<PlayerMatchView>((resolve) => room.onMessage('state', resolve));
      return room;
    };
    const aliceMatch = await join(alice.token);
    const aliceLobby = await sdkClient(gameServer.url, alice.token).joinOrCreate('lobby');
    aliceLobby.onMessage('*', () => {});
    const aliceOtherDevice = await join(elsewhere.body.token as string);
    const bobMatch = await join(bob.token);
    const closes = [closedWith(aliceMatch), closedWith(aliceLobby)];

    expect((await post('/api/auth/logout', {}, alice.token)).status).toBe(200);
    expect(await Promise.all(closes)).toEqual([SESSION_ENDED_CODE, SESSION_ENDED_CODE]);

    // The others are still connected: a message round trip proves it after the closes arrived.
    for (const room of [aliceOtherDevice, bobMatch]) {
      const state = new Promise<PlayerMatchView>((resolve) => room.onMessage('state', resolve));
      room.send('sync', {});
      await expect(state).resolves.toMatchObject({ matchId });
    }
    // And the ended login cannot come back.
    await expect(join(alice.token)).rejects.toThrow('Please log in to play');
    await Promise.all([aliceOtherDevice.leave(), bobMatch.leave()]);
  });
});
