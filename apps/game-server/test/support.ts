// What the game-server tests share: a server on either stack, players with
// tokens, and two players matched through the lobby.
import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { AppDatabase, Database } from '@app/db';
import { createMember, createTestDatabase } from '@app/db/testing';
import type { GameMode } from '@app/game-rules';
import { createJobRunner, type JobRunner } from '@app/jobs';
import { createSessionEvents } from '@app/platform';
import { Client } from '@colyseus/sdk';
import { createSigner } from 'fast-jwt';
import { createGameServer, type GameServer, type GameServerConfig } from '../src/game-server.ts';

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
export type Stack = 'embedded' | 'postgres+redis';

export interface TestPlayer {
  id: number;
  username: string;
  token: string;
}

export function tokenSigner(secret: string) {
  return createSigner({ key: secret, algorithm: 'HS256', expiresIn: 3_600_000 });
}

/** A member row and a token for them, as the API would issue it. */
export async function createPlayer(
  db: AppDatabase,
  sign: ReturnType<typeof tokenSigner>,
): Promise<TestPlayer> {
  const member = await createMember(db);
  return { ...member, token: sign({ sub: String(member.id), jti: randomUUID() }) };
}

export function sdkClient(endpoint: string, token?: string) {
  const client = new Client(endpoint);
  if (token) client.auth.token = token;
  return client;
}

/** Both players queue in the lobby (the first waits, the second is matched); answers the match id. */
export async function pairThroughLobby(clients: [Client, Client], mode: GameMode) {
  const lobbies = await Promise.all(clients.map((client) => client.joinOrCreate('lobby')));
  // The lobby also pushes queue counts; these tests only read what they wait for.
  for (const lobby of lobbies) lobby.onMessage('*', () => {});
  const found = lobbies.map(
    (lobby) =>
      new Promise<string>((resolve) =>
        lobby.onMessage('match_found', (m: { matchId: string }) => resolve(m.matchId)),
      ),
  );
  lobbies[0]!.send('join_queue', { mode });
  await new Promise((resolve) => lobbies[0]!.onMessage('queue_joined', resolve));
  lobbies[1]!.send('join_queue', { mode });
  const [first, second] = await Promise.all(found);
  await Promise.all(lobbies.map((lobby) => lobby.leave()));
  if (first !== second) throw new Error(`players were told different matches: ${first} and ${second}`);
  return first!;
}

export interface TestGameServer {
  database: Database;
  server: GameServer;
  endpoint: string;
  sign: ReturnType<typeof tokenSigner>;
  secret: string;
  close(): Promise<void>;
}

/** An in-process game server on embedded PGlite, or on a fresh PostgreSQL database with Redis. */
export async function startTestGameServer(
  stack: Stack,
  options: Pick<GameServerConfig, 'turnSeconds'> = {},
): Promise<TestGameServer> {
  const secret = randomBytes(32).toString('hex');
  const prefix = `test:${randomBytes(4).toString('hex')}`;
  const real = stack === 'postgres+redis';
  const testDatabase = await createTestDatabase(real ? 'postgres' : 'pglite');
  const { database } = testDatabase;
  const jobs: JobRunner = createJobRunner(real ? { redisUrl: REDIS_URL, prefix: `${prefix}:jobs` } : {});
  const sessions = createSessionEvents({ redisUrl: real ? REDIS_URL : undefined, prefix });
  const server = await createGameServer({
    database,
    jwtSecret: secret,
    jobs,
    sessions,
    ...options,
    ...(real ? { redisUrl: REDIS_URL, redisPrefix: prefix } : {}),
  });
  jobs.work(server.matches.jobHandlers());
  const http = await server.listen(0, '127.0.0.1');
  return {
    database,
    server,
    endpoint: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    sign: tokenSigner(secret),
    secret,
    async close() {
      await server.close();
      await sessions.close();
      await jobs.close();
      await testDatabase.close();
    },
  };
}
