// Shared body of the lobby tests; one file per stack runs it, since Colyseus
// allows one matchmaker per process.
import { randomUUID } from 'node:crypto';
import { revokedTokens } from '@app/db';
import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPlayer,
  type Stack,
  sdkClient,
  startTestGameServer,
  type TestGameServer,
  type TestPlayer,
} from './support.ts';

export function lobbyAuthSuite(stack: Stack) {
  describe(`lobby authentication on ${stack}`, () => {
    let game: TestGameServer;
    let member: TestPlayer;

    beforeAll(async () => {
      game = await startTestGameServer(stack);
      member = await createPlayer(game.database.db, game.sign);
    });
    afterAll(async () => {
      await game?.close();
    });

    const join = (token: string | undefined) => sdkClient(game.endpoint, token).joinOrCreate('lobby');

    it('lets a member in with the API token and greets them by name', async () => {
      const room = await join(member.token);
      room.onMessage('queue_status', () => {});
      const welcome = await new Promise((resolve) => room.onMessage('welcome', resolve));
      expect(welcome).toEqual({ username: member.username });
      await room.leave();
    });

    it('refuses no token, a forged token, a token of a missing member and a logged-out token', async () => {
      const forged = createSigner({ key: 'y'.repeat(40), algorithm: 'HS256' })({
        sub: String(member.id),
        jti: 'f',
      });
      const ghost = game.sign({ sub: '999999', jti: randomUUID() });
      const jti = randomUUID();
      const loggedOut = game.sign({ sub: String(member.id), jti });
      await game.database.db
        .insert(revokedTokens)
        .values({ jti, userId: member.id, expiresAt: new Date(Date.now() + 60_000) });
      for (const token of [undefined, forged, ghost, loggedOut]) {
        await expect(join(token)).rejects.toThrow('Please log in to play');
      }
    });
  });
}
