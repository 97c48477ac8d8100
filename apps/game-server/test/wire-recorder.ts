// Every byte the server sends a client, as the client's socket receives it: a
// TCP proxy in front of the game server keeps what flows from the server to
// each connection, and a WebSocket frame reader turns a connection's bytes back
// into the Colyseus messages they carry. Tests of what a player can learn read
// these bytes, not the objects the SDK hands over.
import net from 'node:net';
import { Protocol } from '@colyseus/sdk';
import { unpackMultiple } from 'msgpackr';

/** One server-to-client WebSocket frame's payload, and the room message it carries (if it is one). */
export interface WireFrame {
  bytes: Buffer;
  /** For Protocol.ROOM_DATA frames: the message type and its decoded payload. */
  message?: { type: string; payload: unknown };
}

export interface WireRecorder {
  /** The address clients use instead of the server's. */
  endpoint: string;
  /** Everything the server sent on each connection made so far, in order. */
  connections(): Buffer[];
  close(): Promise<void>;
}

export async function recordWire(serverEndpoint: string): Promise<WireRecorder> {
  const target = new URL(serverEndpoint);
  const received: Buffer[][] = [];
  const sockets = new Set<net.Socket>();
  const proxy = net.createServer((client) => {
    const chunks: Buffer[] = [];
    received.push(chunks);
    const server = net.connect(Number(target.port), target.hostname);
    for (const socket of [client, server]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        server.destroy();
      });
    }
    server.on('data', (chunk: Buffer) => chunks.push(Buffer.from(chunk)));
    server.pipe(client);
    client.pipe(server);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as net.AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    connections: () => received.map((chunks) => Buffer.concat(chunks)),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => proxy.close(resolve));
    },
  };
}

/**
 * The WebSocket frames of one connection's server-to-client bytes, or null for
 * a connection that was not upgraded (a matchmaking HTTP request). Fails on
 * anything it cannot read exactly: a compressed or fragmented frame, a stray byte.
 */
export function readFrames(stream: Buffer): WireFrame[] | null {
  if (!stream.subarray(0, 12).toString('latin1').startsWith('HTTP/1.1 101')) return null;
  let offset = stream.indexOf('\r\n\r\n') + 4;
  const frames: WireFrame[] = [];
  while (offset < stream.length) {
    const first = stream[offset]!;
    const second = stream[offset + 1]!;
    // FIN set, no RSV bits (no compression), and a server never masks.
    if ((first & 0xf0) !== 0x80 || (second & 0x80) !== 0) {
      throw new Error(`unexpected frame header ${first.toString(16)} ${second.toString(16)}`);
    }
    const opcode = first & 0x0f;
    let length = second & 0x7f;
    offset += 2;
    if (length === 126) {
      length = stream.readUInt16BE(offset);
      offset += 2;
    } else if (length === 127) {
      length = Number(stream.readBigUInt64BE(offset));
      offset += 8;
    }
    const bytes = stream.subarray(offset, offset + length);
    if (bytes.length !== length) throw new Error('the connection ended inside a frame');
    offset += length;
    if (opcode === 0x2) frames.push({ bytes, ...roomMessage(bytes) });
    else if (opcode !== 0x8 && opcode !== 0x9 && opcode !== 0xa) {
      throw new Error(`unexpected frame opcode ${opcode}`);
    }
  }
  return frames;
}

/** A ROOM_DATA frame is its protocol byte, the message type (a msgpack string) and the msgpack payload. */
function roomMessage(bytes: Buffer): Pick<WireFrame, 'message'> {
  if (bytes[0] !== Protocol.ROOM_DATA) return {};
  const [type, payload] = unpackMultiple(bytes.subarray(1)) as [string, unknown];
  return { message: { type, payload } };
}
