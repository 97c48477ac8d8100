// Two game-server processes on one Redis: two players connected to different
// processes are matched and play.
import { randomBytes } from 'node:crypto';
import { createDb, type Database } from '@app/db';
import { createTestPostgres, type TestPostgres } from '@app/db/testing';
import { deleteRedisKeys, TEST_REDIS_URL } from '@app/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GameServerProcess, startGameServerProcess } from './processes.ts';
import { createPlayer, nextView, openMatch, pairThroughLobby, sdkClient, tokenSigner } from './support.ts';

describe('two game-server processes on one Redis', () => {
  const secret = randomBytes(32).toString('hex');
  const sign = tokenSigner(secret);
  const prefix = `test:scale:${randomBytes(4).toString('hex')}`;
  let postgres: TestPostgres;
  let database: Database;
  const servers: GameServerProcess[] = [];

  beforeAll(async () => {
    postgres = await createTestPostgres();
    database = createDb({ databaseUrl: postgres.url });
    await database.migrate();
    for (let i = 0; i < 2; i++) {
      servers.push(
        await startGameServerProcess((port) => ({
          DATABASE_URL: postgres.url,
          JWT_SECRET: secret,
          REDIS_URL: TEST_REDIS_URL,
          REDIS_PREFIX: prefix,
          GAME_PUBLIC_ADDRESS: `127.0.0.1:${port}`,
        })),
      );
    }
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.close();
    await postgres?.drop();
    await deleteRedisKeys(prefix);
  });

  const player = async (server: GameServerProcess) =>
    sdkClient(server.url, (await createPlayer(database.db, sign)).token);

  it('matches players connected to different processes, and they play in one room', async () => {
    const [alice, bob] = [await player(servers[0]!), await player(servers[1]!)];
    const matchA = await pairThroughLobby([alice, bob], 'blitz');
    // Listen as soon as each room is joined: the server sends the state right away.
    const seats = await Promise.all([alice, bob].map((client) => openMatch(client, matchA)));
    const rooms = seats.map((seat) => seat.room);
    expect(rooms[0]!.roomId).toBe(rooms[1]!.roomId);
    const moverIndex = seats.findIndex(({ view }) => view.currentTurn === view.you);
    const watcher = seats[1 - moverIndex]!;
    const seen = nextView(watcher, watcher.view.version);
    rooms[moverIndex]!.send('end_turn', {});
    expect((await seen).currentTurn).toBe(watcher.view.you);
    await Promise.all(rooms.map((room) => room.leave()));
  });
});
