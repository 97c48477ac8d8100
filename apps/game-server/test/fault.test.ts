// The game-server process is killed (SIGKILL) in the middle of a blitz and an
// async match and started again: both continue from the last applied action
// (logged after the match's last snapshot, so replayed on load), and a
// deadline that passed while it was down is applied exactly once.
import type { PlayerMatchView } from '@app/card-battle';
import { matchActions, matches, pointsLedger } from '@app/db';
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type GameServerProcess,
  sharedBackEnds,
  startGameServerProcess,
  startWorkerProcess,
} from './processes.ts';
import {
  bothEndATurn,
  createPlayer,
  latestVersion,
  type MatchSeat,
  nextView,
  openMatch,
  pairThroughLobby,
  sdkClient,
} from './support.ts';

// The turn running when the server dies times out while it is down; the next
// one must outlast a cold restart and two joins on a saturated 2-core machine
// (12 s did not, with the suite and a benchmark loop beside it).
const TURN_SECONDS = 25;

// Without Redis the game server runs its own deadline jobs (lost with it; the
// sweep catches up after the restart). With Redis a worker process runs them
// from BullMQ, so deadlines are applied even while the game server is down.
describe.each([
  { name: 'without Redis', redis: false },
  { name: 'with Redis and a worker', redis: true },
])('game server restart $name', ({ redis }) => {
  const backEnds = sharedBackEnds('fault', { redis });
  const { sign } = backEnds;
  let server: GameServerProcess;
  let worker: { stop(): Promise<void> } | undefined;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    env = backEnds.env({
      BLITZ_TURN_SECONDS: String(TURN_SECONDS),
      ASYNC_TURN_SECONDS: String(TURN_SECONDS),
    });
    server = await startGameServerProcess(env);
    if (redis) worker = await startWorkerProcess(env);
  });
  afterAll(async () => {
    await server?.stop();
    await worker?.stop();
  });

  const sdk = (token: string) => sdkClient(server.url, token);

  async function pair(mode: 'blitz' | 'async') {
    const players = [await createPlayer(backEnds.db, sign), await createPlayer(backEnds.db, sign)];
    const matchId = await pairThroughLobby([sdk(players[0]!.token), sdk(players[1]!.token)], mode);
    return { matchId, players };
  }

  /** Joins the match room, retrying while the server restarts or the old room's claim runs out. */
  async function open(matchId: string, token: string, timeoutMs = 30_000) {
    const started = Date.now();
    for (;;) {
      try {
        return await openMatch(sdk(token), matchId);
      } catch (error) {
        if (Date.now() - started > timeoutMs) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  }

  /** Sends a move and answers the view it led to. */
  async function act(seat: MatchSeat, message: string, payload: object) {
    const next = nextView(seat, seat.match.view!.version);
    seat.room.send(message, payload);
    return next;
  }

  const stored = async (matchId: string) =>
    (await backEnds.db.select().from(matches).where(eq(matches.id, matchId)))[0]!;
  it('continues both matches from the last applied action and applies missed deadlines exactly once', async () => {
    const blitz = await pair('blitz');
    const async_ = await pair('async');

    // Some moves in each match before the crash.
    let blitzView: PlayerMatchView;
    {
      const seats = await Promise.all(blitz.players.map((p) => open(blitz.matchId, p.token)));
      const mover = seats.find((seat) => seat.view.currentTurn === seat.view.you)!;
      blitzView = await act(mover, 'play_card', {
        cardId: mover.view[mover.view.you === 'player_a' ? 'playerA' : 'playerB'].hand[0]!,
      });
    }
    let asyncView: PlayerMatchView;
    {
      const seats = await Promise.all(async_.players.map((p) => open(async_.matchId, p.token)));
      // Each player ends a turn of their own, so the loss on time below is a real one (before, it is an abort).
      asyncView = (await bothEndATurn(seats))[0]!;
    }
    const acked = { blitz: blitzView.version, async: asyncView.version };
    const blitzTimedOut = blitzView.currentTurn;
    const asyncTimedOut = asyncView.currentTurn;

    await server.kill();
    expect(await latestVersion(backEnds.db, blitz.matchId)).toBe(acked.blitz);
    expect(await latestVersion(backEnds.db, async_.matchId)).toBe(acked.async);
    // Killed between the snapshot (the deal) and the actions after it: those are only in the log.
    expect((await stored(blitz.matchId)).stateVersion).toBeLessThan(acked.blitz);
    expect((await stored(async_.matchId)).stateVersion).toBeLessThan(acked.async);

    // Both turns run out while nothing is running.
    const latestDeadline = Math.max(blitzView.turnDeadline, asyncView.turnDeadline);
    await expect.poll(() => Date.now(), { timeout: 30_000 }).toBeGreaterThan(latestDeadline + 500);
    if (redis) {
      // The worker does not need the game server to end a turn (once the dead process's lease is over).
      await expect
        .poll(() => latestVersion(backEnds.db, blitz.matchId), { timeout: 10_000 })
        .toBe(acked.blitz + 1);
    } else {
      expect(await latestVersion(backEnds.db, blitz.matchId)).toBe(acked.blitz);
    }

    server = await startGameServerProcess(env);

    // The blitz match: one timeout for the turn that ran out, then play goes on.
    await expect
      .poll(() => latestVersion(backEnds.db, blitz.matchId), { timeout: 15_000 })
      .toBeGreaterThan(acked.blitz);
    const resumed = await Promise.all(blitz.players.map((p) => open(blitz.matchId, p.token)));
    const view = resumed[0]!.view;
    expect(blitzTimedOut === 'player_a' ? view.playerATimeouts : view.playerBTimeouts).toBe(1);
    expect(view.currentTurn).not.toBe(blitzTimedOut);
    // Reopening a match whose process died gives the turn in progress back the time nobody could
    // play it (since it began, at most a lease): one more action after the timeout.
    expect(view.version).toBe(acked.blitz + 2);
    expect(view.battleLog.at(-1)).toMatchObject({ action: 'time_restored' });
    // The card played before the crash is still played: replayed from the log onto the snapshot.
    expect(view.playerA.playedCards).toEqual(blitzView.playerA.playedCards);
    expect(view.playerB.playedCards).toEqual(blitzView.playerB.playedCards);
    expect([...view.playerA.playedCards, ...view.playerB.playedCards]).toHaveLength(1);
    const mover = resumed.find((seat) => seat.view.currentTurn === seat.view.you)!;
    const after = await act(mover, 'end_turn', {});
    expect(after.version).toBe(acked.blitz + 3);
    const log = await backEnds.db
      .select()
      .from(matchActions)
      .where(and(gt(matchActions.version, 0), eq(matchActions.matchId, blitz.matchId)));
    expect(log).toHaveLength(acked.blitz + 3);
    const kinds = log.map((row) => (row.action as { type: string }).type);
    expect(kinds.filter((kind) => kind === 'timeout')).toHaveLength(1);
    expect(kinds.filter((kind) => kind === 'restore_time')).toHaveLength(1);

    // The async match: its one timeout loses, and the win is paid once.
    await expect
      .poll(async () => (await stored(async_.matchId)).status, { timeout: 15_000 })
      .toBe('completed');
    const asyncRow = await stored(async_.matchId);
    expect(asyncRow).toMatchObject({ winReason: 'opponent_timeout', stateVersion: acked.async + 1 });
    const winner = asyncTimedOut === 'player_a' ? asyncRow.playerBId : asyncRow.playerAId;
    expect(asyncRow.winnerId).toBe(winner);
    const paid = await backEnds.db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.reference, `match:${async_.matchId}`));
    expect(paid).toEqual([expect.objectContaining({ userId: winner, amount: 1 })]);
    for (const seat of resumed) await seat.room.leave();
    // Two turns of TURN_SECONDS, a cold restart and the polls' bounds.
  }, 150_000);
});
