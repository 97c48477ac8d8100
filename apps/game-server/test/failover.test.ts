// Production layout: game-server processes sharing PostgreSQL and Redis, and a
// worker applying turn deadlines. The process hosting a blitz match is killed
// (SIGKILL); its players reopen the match on another process at once, and the
// turn in progress loses nothing to the failure.
import { LEASE_MS } from '@app/card-battle';
import { matches } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type GameServerProcess,
  sharedBackEnds,
  startGameServerProcess,
  startWorkerProcess,
} from './processes.ts';
import {
  latestVersion,
  nextView,
  openMatch,
  pairNewPlayers,
  reopenMatch,
  sdkClient,
  type TestPlayer,
} from './support.ts';

describe('a game-server process dies mid-match', () => {
  const backEnds = sharedBackEnds('failover');
  const { sign } = backEnds;
  let survivor: GameServerProcess;
  let worker: { stop(): Promise<void> };
  const started: GameServerProcess[] = [];

  async function gameServer(turnSeconds: number) {
    const server = await startGameServerProcess((port) =>
      backEnds.env({ GAME_PUBLIC_ADDRESS: `127.0.0.1:${port}`, BLITZ_TURN_SECONDS: String(turnSeconds) }),
    );
    started.push(server);
    return server;
  }

  beforeAll(async () => {
    survivor = await gameServer(45);
    worker = await startWorkerProcess(backEnds.env());
  });
  afterEach(async () => {
    await Promise.all(started.filter((server) => server !== survivor).map((server) => server.stop()));
  });
  afterAll(async () => {
    await survivor?.stop();
    await worker?.stop();
  });

  /** Joins the match on `server`; answers the room, what it shows and the first full view. */
  async function open(server: GameServerProcess, player: TestPlayer, matchId: string) {
    return openMatch(sdkClient(server.url, player.token), matchId);
  }

  /** A blitz match between two new players, both seated on `host`; the turn just began. */
  async function matchHostedOn(host: GameServerProcess) {
    const { players, matchId } = await pairNewPlayers(backEnds.db, sign, host.url, 'blitz');
    const seats = await Promise.all(players.map((player) => open(host, player, matchId)));
    for (const seat of seats) seat.room.onLeave(() => {});
    // A fresh turn: the mover ends theirs, the turn that matters starts now.
    const mover = seats.find((seat) => seat.view.currentTurn === seat.view.you)!;
    const began = nextView(mover, mover.view.version);
    mover.room.send('end_turn', {});
    const turn = await began;
    const onTurn = players[seats.findIndex((seat) => seat.view.you === turn.currentTurn)]!;
    return { matchId, players, turn, onTurn };
  }

  const stored = async (matchId: string) =>
    (await backEnds.db.select().from(matches).where(eq(matches.id, matchId)))[0]!;

  it('is playable on another process within 2 s, and the turn gets the unreachable time back', async () => {
    const host = await gameServer(45);
    const { matchId, players, turn, onTurn } = await matchHostedOn(host);

    await host.kill();
    const killedAt = Date.now();
    const seats = await Promise.all(
      players.map((player) => reopenMatch(survivor.url, player.token, matchId)),
    );
    const reopenedAt = Date.now();
    expect(reopenedAt - killedAt).toBeLessThanOrEqual(2_000);

    const view = seats.find((seat) => seat.view.you === turn.currentTurn)!.view;
    // The same turn, no strike, and its deadline moved by at least the time nobody could play.
    expect(view).toMatchObject({
      currentTurn: turn.currentTurn,
      turnCount: turn.turnCount,
      playerATimeouts: turn.playerATimeouts,
      playerBTimeouts: turn.playerBTimeouts,
      version: turn.version + 1,
    });
    // Given back: at least the time from the kill until the room gave it back (the log entry's time,
    // before the players' views arrive), and no more than a lease and that moment's own latency.
    const restored = view.battleLog.at(-1)!;
    expect(restored).toMatchObject({ action: 'time_restored', value: view.turnDeadline - turn.turnDeadline });
    expect(restored.value).toBeGreaterThanOrEqual(restored.timestamp - killedAt);
    expect(restored.value).toBeLessThanOrEqual(LEASE_MS + (reopenedAt - killedAt));

    // Play goes on where it was.
    const mover = seats[players.indexOf(onTurn)]!;
    const ended = nextView(mover, view.version);
    mover.room.send('end_turn', {});
    expect((await ended).turnCount).toBe(turn.turnCount + 1);
    await Promise.all(seats.map((seat) => seat.room.leave()));
  });

  it('does not end a turn whose deadline passes while its process is dead: the reopening gives the time back', async () => {
    const turnSeconds = 2;
    const host = await gameServer(turnSeconds);
    const { matchId, turn, onTurn } = await matchHostedOn(host);
    await host.kill();

    // The deadline passes with nobody able to play (the worker's deadline job fires meanwhile), a
    // second before the dead process's lease would run out: the turn is untouched.
    await expect.poll(() => Date.now(), { timeout: 10_000 }).toBeGreaterThan(turn.turnDeadline + 1_000);
    expect(await latestVersion(backEnds.db, matchId)).toBe(turn.version);
    expect(await stored(matchId)).toMatchObject({ turnCount: turn.turnCount });

    const mover = await reopenMatch(survivor.url, onTurn.token, matchId);
    expect(mover.view).toMatchObject({ turnCount: turn.turnCount, version: turn.version + 1 });
    expect(mover.view.turnDeadline).toBeGreaterThan(Date.now());
    const ended = nextView(mover, mover.view.version);
    mover.room.send('end_turn', {});
    const after = await ended;
    // Ended by the player, not by the clock: no timeout strike.
    expect(after).toMatchObject({
      turnCount: turn.turnCount + 1,
      playerATimeouts: turn.playerATimeouts,
      playerBTimeouts: turn.playerBTimeouts,
    });
    await mover.room.leave();
  });
});
