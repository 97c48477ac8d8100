// The game server's WebSocket heartbeat (SpreadHeartbeatTransport): every client is pinged once a
// pingInterval, a share of them each second rather than all at once, and a client that answers no ping is
// closed after pingMaxRetries of them, as Colyseus' own heartbeat does. Real sockets on loopback; the
// transport's connections are made as Colyseus makes them (its handler is left out: no room is needed).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SpreadHeartbeatTransport } from '../src/heartbeat-transport.ts';

type Tracked = WebSocket & { pingCount: number };

/** The transport with its heartbeat started by hand, and its server accepting plain WebSocket connections. */
class HeartbeatProbe extends SpreadHeartbeatTransport {
  readonly http = http.createServer();
  constructor() {
    super({ noServer: true });
    this.http.on('upgrade', (req, socket, head) =>
      this.wss.handleUpgrade(req, socket, head, (ws) => {
        // What Colyseus' transport does for each connection: count unanswered pings, reset on a pong.
        const tracked = ws as Tracked;
        tracked.pingCount = 0;
        tracked.on('pong', () => {
          tracked.pingCount = 0;
        });
      }),
    );
  }
  start(pingInterval: number, pingMaxRetries: number) {
    this.autoTerminateUnresponsiveClients(pingInterval, pingMaxRetries);
  }
  stop() {
    clearInterval(this.pingInterval);
    for (const client of this.wss.clients) client.terminate();
    this.http.close();
  }
}

let probe: HeartbeatProbe | undefined;
afterEach(() => probe?.stop());

/** A probe with a client connected per entry, each with those options (`autoPong: false` answers no ping). */
async function connectClients(clientOptions: WebSocket.ClientOptions[]) {
  probe = new HeartbeatProbe();
  await new Promise<void>((resolve) => probe!.http.listen(0, '127.0.0.1', resolve));
  const { port } = probe.http.address() as AddressInfo;
  return Promise.all(
    clientOptions.map(async (options) => {
      const socket = new WebSocket(`ws://127.0.0.1:${port}`, options);
      const pings: number[] = [];
      socket.on('ping', () => pings.push(Date.now()));
      await new Promise((resolve) => socket.once('open', resolve));
      return { socket, pings };
    }),
  );
}

describe('SpreadHeartbeatTransport', () => {
  it('pings each client once a pingInterval, a share of them each second', async () => {
    const clients = await connectClients(Array.from({ length: 40 }, () => ({})));
    probe!.start(4_000, 2);
    await new Promise((resolve) => setTimeout(resolve, 8_600));
    for (const { pings } of clients) {
      // Rounds of 4 s, the first a second in: each client twice in 8.6 s, its pings a round apart.
      expect(pings).toHaveLength(2);
      expect(pings[1]! - pings[0]!).toBeGreaterThanOrEqual(3_400);
    }
    // Within a round, a quarter of the clients at a time (4 slices a second apart), never all at once.
    const firstPings = clients.map(({ pings }) => pings[0]!).sort((a, b) => a - b);
    const slices: number[][] = [];
    for (const at of firstPings) {
      const slice = slices.at(-1);
      if (slice && at - slice[0]! < 500) slice.push(at);
      else slices.push([at]);
    }
    expect(slices.map((slice) => slice.length)).toEqual([10, 10, 10, 10]);
    for (const { socket } of clients) socket.close();
  }, 15_000);

  it('closes a client that answers no ping after pingMaxRetries of them, and keeps the others', async () => {
    const [silent, answering] = await connectClients([{ autoPong: false }, {}]);
    const closed = new Promise<number>((resolve) => silent!.socket.once('close', () => resolve(Date.now())));
    const started = Date.now();
    probe!.start(1_000, 2);
    // Two unanswered pings (a round each, a second apart), then closed on the third round.
    expect((await closed) - started).toBeLessThan(3_900);
    expect(answering!.socket.readyState).toBe(WebSocket.OPEN);
    answering!.socket.close();
  }, 10_000);
});
