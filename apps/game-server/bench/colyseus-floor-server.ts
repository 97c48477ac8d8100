// The floor through Colyseus: the same one-row commit per message as
// floor-server.ts, but received and answered by a Colyseus room (the SDK's
// msgpack messages over @colyseus/ws-transport, with the game server's
// transport and room clocks). What it costs beyond the bare floor is the chosen
// stack's own cost per message; what the game costs beyond it is the game's.
import { type Client, Room, Server } from '@colyseus/core';
import { TRANSPORT_OPTIONS } from '../src/game-server.ts';
import { SpreadHeartbeatTransport } from '../src/heartbeat-transport.ts';
import { clockRoom, unclockRoom } from '../src/rooms/no-state.ts';
import { commitMove, type FloorMove } from './floor-moves.ts';

/** One room per bot, as the bare floor has one socket per bot. */
class FloorRoom extends Room {
  override maxClients = 1;
  override onCreate() {
    clockRoom(this);
  }
  override onDispose() {
    unclockRoom(this);
  }
  override messages = {
    move: async (client: Client, message: FloorMove) => {
      await commitMove(message);
      client.send('moved', { id: message.id });
    },
  };
}

const server = new Server({
  transport: new SpreadHeartbeatTransport({ ...TRANSPORT_OPTIONS }),
  greet: false,
  gracefullyShutdown: false,
});
server.define('floor', FloorRoom);
await server.listen(Number(process.env.FLOOR_PORT), '127.0.0.1');
console.log('ready');
