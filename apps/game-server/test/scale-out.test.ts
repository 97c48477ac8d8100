// Two game-server processes on one Redis: two players connected to different
// processes are matched and play.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GameServerProcess, sharedBackEnds, startGameServerProcess } from './processes.ts';
import { createPlayer, nextView, openMatch, pairThroughLobby, sdkClient } from './support.ts';

describe('two game-server processes on one Redis', () => {
  const backEnds = sharedBackEnds('scale');
  const { sign } = backEnds;
  const servers: GameServerProcess[] = [];

  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      servers.push(
        await startGameServerProcess((port) => backEnds.env({ GAME_PUBLIC_ADDRESS: `127.0.0.1:${port}` })),
      );
    }
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
  });

  const player = async (server: GameServerProcess) =>
    sdkClient(server.url, (await createPlayer(backEnds.db, sign)).token);

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
