// Production layout (game servers sharing PostgreSQL and Redis, a worker): the process hosting a blitz match
// is killed (SIGKILL) just as the match's last action reaches it, and the last action is sent again on the
// process the players reopen the match on. Whether or not the dead process had saved it, the match ends once:
// each player's rating is updated once, each result recorded once, the winner's point paid once.
import { cardRatings, matches, matchResults, pointsLedger } from '@app/db';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type GameServerProcess,
  sharedBackEnds,
  startGameServerProcess,
  startWorkerProcess,
} from './processes.ts';
import { bothEndATurn, openMatch, pairNewPlayers, reopenMatch, sdkClient } from './support.ts';

describe('a game-server process dies as a match ends', () => {
  const backEnds = sharedBackEnds('rating-failover');
  let survivor: GameServerProcess;
  let worker: { stop(): Promise<void> };

  const gameServer = () =>
    startGameServerProcess((port) => backEnds.env({ GAME_PUBLIC_ADDRESS: `127.0.0.1:${port}` }));

  beforeAll(async () => {
    survivor = await gameServer();
    worker = await startWorkerProcess(backEnds.env());
  });
  afterAll(async () => {
    await survivor?.stop();
    await worker?.stop();
  });

  it.each([0, 5, 20])(
    'rates the match once when its host is killed %i ms after the last action is sent and it is sent again',
    async (delayMs) => {
      const host = await gameServer();
      const { players, matchId } = await pairNewPlayers(backEnds.db, backEnds.sign, host.url, 'blitz');
      const seats = await Promise.all(
        players.map((player) => openMatch(sdkClient(host.url, player.token), matchId)),
      );
      for (const seat of seats) seat.room.onLeave(() => {});
      // Both players end a turn of their own, so the match is rated (not aborted).
      await bothEndATurn(seats);
      const onTurn = seats[0]!.match.view!.currentTurn;
      const loserIndex = seats.findIndex((seat) => seat.view.you === onTurn);

      // The last action, and the process dies with it in flight (or just saved).
      seats[loserIndex]!.room.send('forfeit', {});
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      await host.kill();

      // The loser reopens the match elsewhere and sends the last action again (refused if it was saved).
      const again = await reopenMatch(survivor.url, players[loserIndex]!.token, matchId);
      if (again.view.gameStatus === 'in_progress') {
        const ended = again.match.until((view) => view.gameStatus !== 'in_progress');
        again.room.send('forfeit', {});
        await ended;
      } else {
        again.room.send('forfeit', {});
      }
      await expect
        .poll(
          async () => (await backEnds.db.select().from(matches).where(eq(matches.id, matchId)))[0]?.status,
        )
        .toBe('forfeited');
      await again.room.leave();

      const ids = players.map((player) => player.id);
      const ratings = await backEnds.db.select().from(cardRatings).where(inArray(cardRatings.userId, ids));
      expect(ratings.map((row) => row.games)).toEqual([1, 1]);
      expect(ratings.map((row) => row.wins).sort()).toEqual([0, 1]);
      expect(
        await backEnds.db.select().from(matchResults).where(eq(matchResults.matchId, matchId)),
      ).toHaveLength(2);
      const paid = await backEnds.db
        .select()
        .from(pointsLedger)
        .where(eq(pointsLedger.reference, `match:${matchId}`));
      expect(paid).toEqual([expect.objectContaining({ userId: players[1 - loserIndex]!.id, amount: 1 })]);
    },
  );
});
