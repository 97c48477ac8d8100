import type { RoomProtocol } from '@app/contracts';
import {
  type ConnectionStatus,
  type RoomSession,
  type RoomSessionOptions,
  receive,
  type SessionFailure,
} from './game-connection';

/**
 * A game server room replaced at the network edge by a fake the test drives: whether sends get through, what
 * was sent, and the room's messages, parsed by their contracts as the real session does. Everything above it
 * (the store, the reducer) is the real code. `open` stands in for `openRoomSession`.
 */
export function fakeRoom<P extends RoomProtocol>() {
  const room = {
    connected: true,
    sent: [] as Array<[string, unknown]>,
    options: null as RoomSessionOptions<P> | null,
    /** Reports the connection as it is; sends only while connected, nothing queued. */
    open(options: RoomSessionOptions<P>): RoomSession<P> {
      room.options = options;
      options.onStatus(room.connected ? 'connected' : 'reconnecting');
      return {
        send: (type, ...[payload]) => {
          if (!room.connected) return false;
          room.sent.push([type, payload]);
          return true;
        },
        isConnected: () => room.connected,
        close: () => undefined,
      };
    },
    /** The room sends a message. */
    server(type: string, payload: unknown) {
      if (room.options) receive(room.options.protocol.server, room.options.messages, type, payload);
    },
    /** The connection changes. */
    status(next: ConnectionStatus, failure?: SessionFailure) {
      room.options?.onStatus(next, failure);
    },
    /** A fresh room for the next test. */
    reset(connected: boolean) {
      room.connected = connected;
      room.sent = [];
      room.options = null;
    },
  };
  return room;
}
