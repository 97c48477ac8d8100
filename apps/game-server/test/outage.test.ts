// The database fails under a running game-server process (tables it needs are
// taken away, then given back): the process stays up, players are told, and
// play resumes, with a deadline that passed meanwhile applied once.
import { type Database, matches } from '@app/db';
import type { Room } from '@colyseus/sdk';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GameServerProcess, type IsolatedGameServer, startIsolatedGameServer } from './processes.ts';
import { createPlayer, followMatch, pairThroughLobby, sdkClient } from './support.ts';

const TURN_SECONDS = 8;

interface Refusal {
  action: string;
  reason: string;
  message: string;
}

describe('database outage under a running game server', () => {
  let isolated: IsolatedGameServer;
  let database: Database;
  let server: GameServerProcess;
  let sign: IsolatedGameServer['sign'];

  beforeAll(async () => {
    isolated = await startIsolatedGameServer({ BLITZ_TURN_SECONDS: String(TURN_SECONDS) });
    ({ database, server, sign } = isolated);
  });
  afterAll(async () => {
    await isolated?.close();
  });

  /** Every refusal a seat receives, in order. */
  function refusals(room: Room) {
    const received: Refusal[] = [];
    room.onMessage('refused', (body: Refusal) => received.push(body));
    return received;
  }
  async function until<T>(find: () => T | undefined, timeoutMs = 15_000): Promise<T> {
    const started = Date.now();
    for (;;) {
      const found = find();
      if (found !== undefined) return found;
      if (Date.now() - started > timeoutMs) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('keeps running, refuses a move it cannot save with the spec text, and ends an overdue turn once back', async () => {
    const players = [await createPlayer(database.db, sign), await createPlayer(database.db, sign)];
    const clients = players.map((player) => sdkClient(server.url, player.token));
    const matchId = await pairThroughLobby([clients[0]!, clients[1]!], 'blitz');
    const rooms = await Promise.all(clients.map((client) => client.joinOrCreate('match', { matchId })));
    const follows = rooms.map(followMatch);
    const inboxes = rooms.map(refusals);
    // Both seats on the same version (a short turn may time out while the second one joins).
    const views = await until(() => {
      const latest = follows.map((follow) => follow.view);
      return latest[0] && latest[0].version === latest[1]?.version ? latest : undefined;
    });
    const starter = views.findIndex((view) => view?.currentTurn === view?.you);
    // A fresh turn for the other player: the whole turn's length is left for what follows.
    rooms[starter]!.send('end_turn', {});
    const mover = 1 - starter;
    const moverView = await until(() => {
      const view = follows[mover]!.view;
      return view && view.currentTurn === view.you && view.version > views[mover]!.version ? view : undefined;
    });
    const moverRoom = rooms[mover]!;
    const moverInbox = inboxes[mover]!;
    const moverFollow = follows[mover]!;
    const turnBefore = moverView.turnCount;
    const timeoutsBefore = moverView.playerATimeouts + moverView.playerBTimeouts;
    // A lobby stays open through the outage: its refresh timer keeps failing meanwhile.
    const lobby = await sdkClient(server.url, players[0]!.token).joinOrCreate('lobby');
    lobby.onMessage('*', () => {});

    // The outage: the tables the game server reads and writes are gone (a card play writes its action
    // row alone).
    await database.db.execute(sql`alter table matches rename to matches_away`);
    await database.db.execute(sql`alter table match_actions rename to match_actions_away`);
    await database.db.execute(sql`alter table match_queue rename to match_queue_away`);
    try {
      const me = moverView.you === 'player_a' ? moverView.playerA : moverView.playerB;
      moverRoom.send('play_card', { cardId: me.hand[0] });
      const refusal = await until(() => moverInbox[0]);
      expect(refusal).toEqual({ action: 'play_card', reason: 'failed', message: 'Failed to play card' });
      // Ending the turn and forfeiting cannot be saved either: each is refused with its own text.
      moverRoom.send('end_turn', {});
      await until(() => (moverInbox.length === 2 ? true : undefined));
      moverRoom.send('forfeit', {});
      await until(() => (moverInbox.length === 3 ? true : undefined));
      expect(moverInbox).toEqual([
        refusal,
        { action: 'end_turn', reason: 'failed', message: 'Failed to end turn. Please try again.' },
        { action: 'forfeit', reason: 'failed', message: 'Failed to forfeit. Please try again.' },
      ]);
      // The turn's deadline passes while the database is away, and the lobby refreshes fail.
      await until(() => (Date.now() > moverView.turnDeadline + 1_500 ? true : undefined), 30_000);
      expect(server.child.exitCode).toBeNull();
    } finally {
      await database.db.execute(sql`alter table matches_away rename to matches`);
      await database.db.execute(sql`alter table match_actions_away rename to match_actions`);
      await database.db.execute(sql`alter table match_queue_away rename to match_queue`);
    }

    // Back: the overdue turn ends once, both players see it, and the lobby answers again.
    const timedOut = await until(() => {
      const view = moverFollow.view;
      return view && view.turnCount > turnBefore ? view : undefined;
    });
    expect(timedOut.turnCount).toBe(turnBefore + 1);
    expect(timedOut.playerATimeouts + timedOut.playerBTimeouts).toBe(timeoutsBefore + 1);
    const [stored] = await database.db.select().from(matches).where(eq(matches.id, matchId));
    expect(stored?.turnCount).toBe(turnBefore + 1);
    const status = new Promise((resolve) => lobby.onMessage('queue_status', resolve));
    lobby.send('join_queue', { mode: 'async' });
    await expect(status).resolves.toMatchObject({ asyncQueue: expect.any(Number) });
    expect(server.child.exitCode).toBeNull();
    await Promise.all([...rooms, lobby].map((room) => room.leave()));
  }, 60_000);
});
