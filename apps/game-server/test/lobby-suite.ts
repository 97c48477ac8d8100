// Shared body of the lobby tests (who gets in, and the queue over the WebSocket);
// one file per stack runs it, since Colyseus allows one matchmaker per process.
import { randomUUID } from 'node:crypto';
import { JOIN_FAILURE } from '@app/contracts';
import { cardRatings, matchQueue, revokedTokens } from '@app/db';
import { eq, sql } from 'drizzle-orm';
import { createSigner } from 'fast-jwt';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createPlayer,
  pairThroughLobby,
  type Stack,
  sdkClient,
  type TestPlayer,
  testGameServerSuite,
} from './support.ts';

export function lobbySuite(stack: Stack) {
  describe(`lobby authentication on ${stack}`, () => {
    const game = testGameServerSuite(stack);
    let member: TestPlayer;

    beforeAll(async () => {
      member = await createPlayer(game.database.db, game.sign);
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
        // The refusal's code reaches the client with its text: clients tell failures apart by the code.
        await expect(join(token)).rejects.toMatchObject({
          code: JOIN_FAILURE.notLoggedIn,
          message: 'Please log in to play',
        });
      }
    });

    /** A lobby seat that keeps every message it gets, by type. */
    async function seat(player: TestPlayer) {
      const room = await join(player.token);
      const inbox: Array<{ type: string | number; body: unknown }> = [];
      room.onMessage('*', (type, body) => inbox.push({ type, body }));
      const next = (type: string, after = 0) =>
        expect
          .poll(() => inbox.slice(after).find((message) => message.type === type)?.body, { timeout: 10_000 })
          .toBeDefined()
          .then(() => inbox.slice(after).find((message) => message.type === type)?.body);
      return { room, inbox, next };
    }

    it('joins and leaves a queue over the WebSocket: each answered, the queue row gone', async () => {
      const player = await createPlayer(game.database.db, game.sign);
      const lobby = await seat(player);
      lobby.room.send('join_queue', { mode: 'async' });
      expect(await lobby.next('queue_joined')).toEqual({ mode: 'async', status: 'waiting' });
      const queued = await game.database.db.select().from(matchQueue).where(eq(matchQueue.userId, player.id));
      expect(queued.map((row) => row.mode)).toEqual(['async']);

      const mark = lobby.inbox.length;
      lobby.room.send('leave_queue', { mode: 'async' });
      expect(await lobby.next('queue_left', mark)).toEqual({ mode: 'async' });
      expect(
        await game.database.db.select().from(matchQueue).where(eq(matchQueue.userId, player.id)),
      ).toEqual([]);
      await lobby.room.leave();
    });

    it('pairs two blitz waiters far apart in rating once the longer wait reaches 25 s, with no one new joining', async () => {
      const [low, high] = [
        await createPlayer(game.database.db, game.sign),
        await createPlayer(game.database.db, game.sign),
      ];
      const rated = (userId: number, rating: number) => ({
        userId,
        mode: 'blitz' as const,
        rating,
        rd: 80,
        volatility: 0.06,
        games: 30,
      });
      await game.database.db.insert(cardRatings).values([rated(low.id, 1200), rated(high.id, 1800)]);
      const seats = [await seat(low), await seat(high)];
      for (const lobby of seats) {
        lobby.room.send('join_queue', { mode: 'blitz' });
        expect(await lobby.next('queue_joined')).toEqual({ mode: 'blitz', status: 'waiting' });
      }
      // 600 points apart: beyond both windows until one of them has waited 25 s (the database's clock says so).
      await game.database.db
        .update(matchQueue)
        .set({ joinedAt: sql`now() - interval '25 seconds'` })
        .where(eq(matchQueue.userId, low.id));
      const found = (await Promise.all(seats.map((lobby) => lobby.next('match_found')))) as {
        matchId: string;
      }[];
      expect(found[0]!.matchId).toBe(found[1]!.matchId);
      await Promise.all(seats.map((lobby) => lobby.room.leave()));
    });

    it('answers a refused join with queue_error and the reason', async () => {
      const [first, second] = [
        await createPlayer(game.database.db, game.sign),
        await createPlayer(game.database.db, game.sign),
      ];
      await pairThroughLobby(
        [sdkClient(game.endpoint, first.token), sdkClient(game.endpoint, second.token)],
        'blitz',
      );
      const lobby = await seat(first);
      lobby.room.send('join_queue', { mode: 'blitz' });
      expect(await lobby.next('queue_error')).toEqual({
        mode: 'blitz',
        message: 'You already have a blitz game in progress',
      });
      await lobby.room.leave();
    });
  });
}
