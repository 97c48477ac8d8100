// Shared body of the lobby tests; one file per stack runs it, since Colyseus
// allows one matchmaker per process.
import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createDb, type Database, revokedTokens, users } from '@app/db';
import { createTestPostgres, type TestPostgres } from '@app/db/testing';
import { createJobRunner, type JobRunner } from '@app/jobs';
import { Client } from '@colyseus/sdk';
import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGameServer, type GameServer } from '../src/index.ts';

export function lobbyAuthSuite(stack: 'embedded' | 'postgres+redis') {
  describe(`lobby authentication on ${stack}`, () => {
    const secret = randomBytes(32).toString('hex');
    const sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: 60_000 });
    let postgres: TestPostgres | undefined;
    let database: Database;
    let server: GameServer;
    let jobs: JobRunner;
    let endpoint: string;
    let member: { id: number; username: string };

    beforeAll(async () => {
      postgres = stack === 'postgres+redis' ? await createTestPostgres() : undefined;
      database = createDb({ databaseUrl: postgres?.url, dataDir: null });
      await database.migrate();
      const [row] = await database.db
        .insert(users)
        .values({ username: 'player_one', email: 'p1@example.com', passwordHash: 'x' })
        .returning();
      member = { id: row!.id, username: row!.username };
      jobs = createJobRunner({});
      server = await createGameServer({
        database,
        jwtSecret: secret,
        jobs,
        ...(stack === 'postgres+redis'
          ? {
              redisUrl: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
              redisPrefix: `test:${randomBytes(4).toString('hex')}`,
            }
          : {}),
      });
      const http = await server.listen(0, '127.0.0.1');
      endpoint = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    });

    afterAll(async () => {
      await server?.close();
      await jobs?.close();
      await database?.close();
      await postgres?.drop();
    });

    const join = (token: string | undefined) => {
      const client = new Client(endpoint);
      if (token) client.auth.token = token;
      return client.joinOrCreate('lobby');
    };

    it('lets a member in with the API token and greets them by name', async () => {
      const room = await join(sign({ sub: String(member.id), jti: randomUUID() }));
      const welcome = await new Promise((resolve) => room.onMessage('welcome', resolve));
      expect(welcome).toEqual({ username: 'player_one' });
      await room.leave();
    });

    it('refuses no token, a forged token, a token of a missing member and a logged-out token', async () => {
      const forged = createSigner({ key: 'y'.repeat(40), algorithm: 'HS256' })({
        sub: String(member.id),
        jti: 'f',
      });
      const ghost = sign({ sub: '999999', jti: randomUUID() });
      const jti = randomUUID();
      const loggedOut = sign({ sub: String(member.id), jti });
      await database.db
        .insert(revokedTokens)
        .values({ jti, userId: member.id, expiresAt: new Date(Date.now() + 60_000) });
      for (const token of [undefined, forged, ghost, loggedOut]) {
        await expect(join(token)).rejects.toThrow('Please log in to play');
      }
    });
  });
}
