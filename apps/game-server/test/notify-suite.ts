// The card battle's notifications from the real match room, over the real Colyseus SDK: a player connected to
// the match's room is told nothing (they see it on the board); one who left is. One file per stack runs it,
// since Colyseus allows one matchmaker per process.
import { matchMaker } from '@colyseus/core';
import type { Room } from '@colyseus/sdk';
import { describe, expect, it } from 'vitest';
import {
  bothEndATurn,
  openMatch,
  pairNewPlayers,
  type Stack,
  sdkClient,
  type TestPlayer,
  testGameServerSuite,
} from './support.ts';

export function notifySuite(stack: Stack) {
  describe(`card notifications from the match room on ${stack}`, () => {
    const game = testGameServerSuite(stack);

    /** Two players matched through the lobby, both seated in the match room; who is to move. */
    async function seated(mode: 'async' | 'blitz') {
      const { players, matchId } = await pairNewPlayers(game.database.db, game.sign, game.endpoint, mode);
      const seats = await Promise.all(
        players.map(async (player) => {
          const seat = await openMatch(sdkClient(game.endpoint, player.token), matchId);
          seat.room.onMessage('*', () => {});
          return seat;
        }),
      );
      const rooms = seats.map((seat) => seat.room);
      const moverIndex = seats.findIndex((seat) => seat.view.currentTurn === seat.view.you);
      return { matchId, players, seats, rooms, moverIndex };
    }

    /** Sends a move from this seat and waits until the match is saved past it. */
    async function send(room: Room, matchId: string, type: 'end_turn' | 'forfeit') {
      const before = (await game.server.matches.load(matchId))?.state.version ?? 0;
      room.send(type, {});
      await expect
        .poll(async () => (await game.server.matches.load(matchId))?.state.version, { timeout: 10_000 })
        .toBeGreaterThan(before);
    }

    async function notesOf(matchId: string, kind: string) {
      const rows = await game.database.executePrepared(
        'select user_id, actor_id from notifications where match_id = $1::text and kind = $2::text order by id',
        [matchId, kind],
      );
      return rows as Array<{ user_id: number; actor_id: number }>;
    }

    /**
     * Leaves, and waits until the room has noted it: an async room records when the player last looked (the
     * last-hour email asks); a blitz room records nothing, so its client count tells.
     */
    const leave = async (room: Room, matchId: string, player: TestPlayer) => {
      const hosted = matchMaker.getLocalRoomById(room.roomId);
      await room.leave();
      if ((await game.server.matches.load(matchId))?.mode === 'blitz') {
        await expect
          .poll(() => hosted.clients.some((client) => client.sessionId === room.sessionId))
          .toBe(false);
        return;
      }
      await expect
        .poll(
          async () =>
            (
              await game.database.executePrepared(
                'select 1 from match_openings where match_id = $1::text and user_id = $2::int',
                [matchId, player.id],
              )
            ).length,
        )
        .toBe(1);
    };

    it("async: no 'your turn' while the player is in the room, one when they have left", async () => {
      const { matchId, players, seats, rooms, moverIndex } = await seated('async');
      const waiterIndex = 1 - moverIndex;
      await bothEndATurn(seats);
      expect(await notesOf(matchId, 'your_turn')).toEqual([]);
      // The turn is the first mover's again; the other leaves, and hears of it when it passes to them.
      await leave(rooms[waiterIndex]!, matchId, players[waiterIndex]!);
      await send(rooms[moverIndex]!, matchId, 'end_turn');
      expect(await notesOf(matchId, 'your_turn')).toEqual([
        { user_id: players[waiterIndex]!.id, actor_id: players[moverIndex]!.id },
      ]);
      await rooms[moverIndex]!.leave();
    });

    it('blitz: nothing while both are on the board; the end of the match to the player who went away', async () => {
      const { matchId, players, seats, rooms, moverIndex } = await seated('blitz');
      const waiterIndex = 1 - moverIndex;
      await bothEndATurn(seats);
      await leave(rooms[waiterIndex]!, matchId, players[waiterIndex]!);
      await send(rooms[moverIndex]!, matchId, 'forfeit');
      const ended = await notesOf(matchId, 'match_ended');
      expect(ended).toEqual([{ user_id: players[waiterIndex]!.id, actor_id: players[moverIndex]!.id }]);
      const all = await game.database.executePrepared(
        'select kind from notifications where match_id = $1::text',
        [matchId],
      );
      expect(all).toHaveLength(1);
      await rooms[moverIndex]!.leave();
    });
  });
}
