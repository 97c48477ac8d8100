import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { createMatches, createSeatAuthenticator, type MatchService, spectatorTally } from '@app/card-battle';
import type { Database } from '@app/db';
import type { GameMode } from '@app/game-rules';
import type { JobRunner } from '@app/jobs';
import {
  createTokenAuthenticator,
  type FailureReporter,
  reportToConsole,
  type SessionEvents,
} from '@app/platform';
import { matchMaker, Server } from '@colyseus/core';
import { RedisPresence } from '@colyseus/redis-presence';
import { Redis } from 'ioredis';
import { SpreadHeartbeatTransport } from './heartbeat-transport.ts';
import { lobbyRoomFor } from './rooms/lobby-room.ts';
import { matchRoomFor } from './rooms/match-room.ts';
import {
  LocalMatchRoomDriver,
  processAliveInPresence,
  RedisMatchRoomDriver,
} from './rooms/match-room-driver.ts';
import { createRoomRegistry } from './rooms/room-registry.ts';
import { createSessionConnections } from './rooms/session-connections.ts';
import type { GameServices } from './services.ts';

export interface GameServerConfig {
  database: Database;
  jwtSecret: string;
  /** Where turn deadlines are scheduled (the worker, or this process in embedded mode, runs them). */
  jobs: JobRunner;
  /** Shorter turns for tests; the rules' defaults otherwise. */
  turnSeconds?: Partial<Record<GameMode, number>>;
  /** A shorter life for rematch offers, for tests (30 s otherwise). */
  rematchOfferMs?: number;
  /** With Redis, processes share presence and the room registry, so several can run side by side. */
  redisUrl?: string | undefined;
  redisPrefix?: string;
  /** host:port clients reach this process at (several processes behind one address need it). */
  publicAddress?: string | undefined;
  /** Failures nobody waits for (a turn deadline that could not be scheduled); console by default. */
  onError?: FailureReporter;
  /**
   * Web origins whose pages may call the matchmaker from another origin (the site's own, e.g.
   * `https://deals.example`). Any other Origin is not echoed back, so browsers keep its pages out.
   */
  allowedOrigins?: readonly string[];
  /** Where logouts are announced; this process closes the connections of an ended login. */
  sessions: SessionEvents;
}

const MATCH_ROOM = 'match';

/** The WebSocket transport's settings (the benchmark's Colyseus floor uses them too). */
export const TRANSPORT_OPTIONS = {
  maxPayload: 16 * 1024,
  // Each client is pinged every 20 s (Colyseus' default, 3 s, made a third as many writes as the moves
  // themselves), a share of them each second (SpreadHeartbeatTransport). Closed sockets are noticed at once
  // anyway; 20 s only bounds how long a half-open one lingers.
  pingInterval: 20_000,
};

/** HTTP paths the Colyseus matchmaker answers (the SDK calls them before opening the WebSocket). */
export const GAME_HTTP_PATHS = ['/matchmake/', '/__healthcheck'];

export interface GameServer {
  colyseus: Server;
  matches: MatchService;
  /** Standalone: owns an HTTP server on this port. */
  listen(port: number, host?: string): Promise<http.Server>;
  /**
   * Embedded: shares another HTTP server (the API's). Upgrades go to Colyseus;
   * the caller forwards the matchmaker's HTTP paths with `handleRequest`.
   */
  attach(server: http.Server): Promise<void>;
  isGameRequest(url: string | undefined): boolean;
  handleRequest(req: IncomingMessage, res: ServerResponse): void;
  close(): Promise<void>;
}

export async function createGameServer(config: GameServerConfig): Promise<GameServer> {
  // One reporter for every failure nobody waits for: the match service's, the rooms', the registry's.
  const onError = config.onError ?? reportToConsole;
  const matches = await createMatches({ ...config, onError });
  const { database } = config;
  // Colyseus binds its matchmaker routes to an HTTP server's request listener,
  // taking over every request. It gets a server of its own; in embedded mode
  // that server never listens and the API forwards the game's traffic to it.
  const colyseusHttp = http.createServer();
  const redisOptions = config.redisUrl ? redisConnection(config.redisUrl, config.redisPrefix) : undefined;
  const redis = redisOptions ? new Redis(redisOptions) : undefined;
  // Without Redis there is one process: a claim of any other owner is a previous run's.
  const aliveElsewhere = redis ? processAliveInPresence(redis) : async () => false;
  const isAlive = async (id: string) => id === matchMaker.processId || (await aliveElsewhere(id));
  const colyseus = new Server({
    transport: new SpreadHeartbeatTransport({ server: colyseusHttp, ...TRANSPORT_OPTIONS }),
    ...(redisOptions
      ? {
          presence: new RedisPresence(redisOptions),
          driver: new RedisMatchRoomDriver(MATCH_ROOM, redisOptions, isAlive),
        }
      : { driver: new LocalMatchRoomDriver(MATCH_ROOM) }),
    // A room opens on the process the player reached (the load balancer spreads
    // players). Colyseus' default picks the process with the fewest rooms from
    // shared stats, which still lists a process that just died.
    selectProcessIdToCreateRoom: async () => matchMaker.processId,
    gracefullyShutdown: false,
    greet: false,
    ...(config.publicAddress ? { publicAddress: config.publicAddress } : {}),
  });
  await colyseus.serverless();
  const services: GameServices = {
    database,
    matches,
    authenticate: createTokenAuthenticator(database, config.jwtSecret),
    seatFor: createSeatAuthenticator(database, config.jwtSecret),
    // Claims are owned by Colyseus' process id, the name presence knows a process by.
    rooms: createRoomRegistry(database, matchMaker.processId, onError, isAlive),
    connections: createSessionConnections(config.sessions),
    spectators: spectatorTally(redis), // under the Colyseus key prefix (see SPECTATOR_HASH)
    ...(config.rematchOfferMs ? { rematchOfferMs: config.rematchOfferMs } : {}),
    onError,
  };
  allowOrigins(config.allowedOrigins ?? []);
  colyseus.define('lobby', lobbyRoomFor(services), { services });
  // One room per match id: joinOrCreate finds the match's room or opens it from the database.
  colyseus.define(MATCH_ROOM, matchRoomFor(services), { services }).filterBy(['matchId']);

  return {
    colyseus,
    matches,
    async listen(port, host) {
      await new Promise<void>((resolve, reject) => {
        colyseusHttp.once('error', reject);
        colyseusHttp.listen(port, host, () => resolve());
      });
      return colyseusHttp;
    },
    async attach(server) {
      server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
        colyseusHttp.emit('upgrade', req, socket, head);
      });
      // The transport starts its heartbeat (dropping dead sockets) on 'listening'.
      if (server.listening) colyseusHttp.emit('listening');
      else server.once('listening', () => colyseusHttp.emit('listening'));
    },
    isGameRequest(url) {
      return url !== undefined && GAME_HTTP_PATHS.some((prefix) => url.startsWith(prefix));
    },
    handleRequest(req, res) {
      colyseusHttp.emit('request', req, res);
    },
    async close() {
      await colyseus.gracefullyShutdown(false);
      services.rooms.close();
      services.connections.close();
      redis?.disconnect();
    },
  };
}

function redisConnection(url: string, prefix = 'dd') {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    ...(parsed.password ? { password: decodeURIComponent(parsed.password) } : {}),
    ...(parsed.username ? { username: decodeURIComponent(parsed.username) } : {}),
    db: Number(parsed.pathname.slice(1) || 0),
    ...(parsed.protocol === 'rediss:' ? { tls: {} } : {}),
    keyPrefix: `${prefix}:colyseus:`,
  };
}

/**
 * Colyseus' matchmaker echoes any Origin back with credentials allowed; it
 * answers only the listed origins (there is one matchmaker per process).
 */
function allowOrigins(origins: readonly string[]) {
  const allowed = new Set(origins.map((origin) => new URL(origin).origin));
  const [first] = allowed;
  matchMaker.controller.getCorsHeaders = (headers: Headers) => {
    const origin = headers.get('origin');
    return { 'Access-Control-Allow-Origin': origin && allowed.has(origin) ? origin : (first ?? 'null') };
  };
}
