import { WebSocketTransport } from '@colyseus/ws-transport';
import type WebSocket from 'ws';

/** How often a share of the clients is pinged: each client still once per `pingInterval`. */
const SLICE_MS = 1_000;

/** A connection as Colyseus' transport keeps it: the pings it has sent unanswered (a pong resets it). */
type PingedSocket = WebSocket & { pingCount: number };

const noop = () => {};

/**
 * Colyseus' WebSocket transport, with its heartbeat spread over the interval. Colyseus pings every client at
 * once each `pingInterval`: with 10,000 players connected that is 10,000 writes in one turn of the event
 * loop, every 20 s, and every move in flight waits for it. Here each second pings the next share of the
 * clients (a client's pings stay `pingInterval` apart), and a client that left `pingMaxRetries` pings
 * unanswered is closed, as Colyseus does.
 */
export class SpreadHeartbeatTransport extends WebSocketTransport {
  protected override autoTerminateUnresponsiveClients(pingInterval: number, pingMaxRetries: number) {
    const clients = this.wss.clients as Set<PingedSocket>;
    const slices = Math.max(1, Math.round(pingInterval / SLICE_MS));
    // A round walks every client once (those who connect meanwhile too); the next starts a pingInterval on.
    let round = clients.values();
    let roundStarted = Date.now();
    this.pingInterval = setInterval(
      () => {
        for (let count = Math.ceil(clients.size / slices); count > 0; count--) {
          let step = round.next();
          if (step.done) {
            if (Date.now() - roundStarted < pingInterval - SLICE_MS / 2) return;
            round = clients.values();
            roundStarted = Date.now();
            step = round.next();
            if (step.done) return;
          }
          const client = step.value;
          if (client.pingCount >= pingMaxRetries) client.terminate();
          else {
            client.pingCount++;
            client.ping(noop);
          }
        }
      },
      Math.min(SLICE_MS, pingInterval),
    );
  }
}
