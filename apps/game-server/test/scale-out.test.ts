// Two game-server processes on one Redis: two players connected to different
// processes are matched and play.
import { randomBytes } from 'node:crypto';
import type { PlayerMatchUpdate, PlayerMatchView } from '@app/card-battle';
import { createDb, type Database } from '@app/db';
import { createTestPostgres, type TestPostgres } from '@app/db/testing';
import type { Room } from '@colyseus/sdk';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GameServerProcess, startGameServerProcess } from './processes.ts';
import { createPlayer, pairThroughLobby, REDIS_URL, sdkClient, tokenSigner } from './support.ts';

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
          REDIS_URL,
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
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  const player = async (server: GameServerProcess) =>
    sdkClient(server.url, (await createPlayer(database.db, sign)).token);

  it('matches players connected to different processes, and they play in one room', async () => {
    const [alice, bob] = [await player(servers[0]!), await player(servers[1]!)];
    const matchA = await pairThroughLobby([alice, bob], 'blitz');
    // Listen as soon as each room is joined: the server sends the state right away.
    const joined = await Promise.all(
      [alice, bob].map(async (client) => {
        const room = await client.joinOrCreate('match', { matchId: matchA });
        return {
          room,
          view: await new Promise<PlayerMatchView>((resolve) => room.onMessage('state', resolve)),
        };
      }),
    );
    const rooms = joined.map((seat) => seat.room);
    const views = joined.map((seat) => seat.view);
    expect(rooms[0]!.roomId).toBe(rooms[1]!.roomId);
    const moverIndex = views.findIndex((view) => view.currentTurn === view.you);
    const mover: Room = rooms[moverIndex]!;
    const watcher: Room = rooms[1 - moverIndex]!;
    const seen = new Promise<PlayerMatchUpdate>((resolve) =>
      watcher.onMessage(
        'update',
        (update: PlayerMatchUpdate) => update.version > views[0]!.version && resolve(update),
      ),
    );
    mover.send('end_turn', {});
    const after = await seen;
    expect(after.currentTurn).toBe(views[1 - moverIndex]!.you);
    await Promise.all(rooms.map((room) => room.leave()));
  });
});
