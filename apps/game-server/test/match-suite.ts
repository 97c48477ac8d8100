// Card battle over the real Colyseus SDK against the real server; one file per
// stack runs it, since Colyseus allows one matchmaker per process.

import type { PlayerMatchPatch, PlayerMatchView } from '@app/card-battle';
import { JOIN_FAILURE } from '@app/contracts';
import { decks, matchActions, matches, pointsLedger } from '@app/db';
import { CARD_CATALOGUE } from '@app/game-rules';
import { matchMaker } from '@colyseus/core';
import type { Room } from '@colyseus/sdk';
import { and, eq, gt } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { expectNoHiddenCards, secretCards } from './hidden-cards.ts';
import {
  bothEndATurn,
  createPlayer,
  latestVersion,
  type MatchSeat,
  openMatch,
  pairThroughLobby,
  reopenMatch,
  type Stack,
  sdkClient,
  type TestPlayer,
  testGameServerSuite,
  withPatch,
} from './support.ts';
import { readFrames, recordWire } from './wire-recorder.ts';

/** A connected player: the latest state they were sent and every message they got. */
class Seat {
  state!: PlayerMatchView;
  readonly received: unknown[] = [];
  readonly refusals: Array<{ action: string; reason: string; message: string }> = [];
  private waiters: Array<() => void> = [];
  constructor(
    readonly room: Room,
    readonly player: TestPlayer,
  ) {
    room.onMessage('state', (view: PlayerMatchView) => {
      this.state = view;
      this.received.push(view);
      this.wake();
    });
    room.onMessage('update', (patch: PlayerMatchPatch) => {
      this.state = withPatch(this.state, patch);
      this.received.push(patch);
      this.wake();
    });
    room.onMessage('refused', (refusal) => {
      this.refusals.push(refusal);
      this.received.push(refusal);
      this.wake();
    });
  }
  private wake() {
    for (const waiter of this.waiters.splice(0)) waiter();
  }
  async until(check: () => boolean, timeoutMs = 10_000) {
    const started = Date.now();
    while (!check()) {
      if (Date.now() - started > timeoutMs) throw new Error('timed out waiting for the server');
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }
  get myTurn() {
    return this.state.currentTurn === this.state.you;
  }
  /** This seat's match as support.ts's helpers follow one (`bothEndATurn`). */
  get match(): MatchSeat['match'] {
    return {
      view: this.state,
      until: async (check) => {
        await this.until(() => check(this.state));
        return this.state;
      },
    };
  }
  get me() {
    return this.state.you === 'player_a' ? this.state.playerA : this.state.playerB;
  }
}

/** The player on turn plays the first card they can afford, or ends the turn; both see the result. */
async function playOneMove(seats: Seat[]) {
  const mover = seats.find((seat) => seat.myTurn)!;
  const version = mover.state.version;
  const playable = mover.me.hand.find((id) => {
    const card = CARD_CATALOGUE.get(id);
    return card && (mover.me.nextCardFree || card.cost <= mover.me.energy);
  });
  mover.room.send(playable ? 'play_card' : 'end_turn', playable ? { cardId: playable } : {});
  await Promise.all(seats.map((seat) => seat.until(() => seat.state.version > version)));
}

/**
 * `play` runs the match tests with the rules' own turn lengths; `timeouts`
 * runs the deadline test with 2-second blitz turns (a server setting, the
 * rules unchanged), in a process of its own.
 */
export function matchSuite(stack: Stack, part: 'play' | 'timeouts') {
  // Each test belongs to one part (play unless said); the other part's file does not register it.
  const test = (name: string, run: () => Promise<void>, inPart: typeof part = 'play') => {
    if (inPart === part) it(name, run, 90_000);
  };
  describe(`card battle over WebSockets on ${stack} (${part})`, () => {
    const game = testGameServerSuite(stack, part === 'timeouts' ? { turnSeconds: { blitz: 2 } } : {});

    const newPlayer = () => createPlayer(game.database.db, game.sign);
    const client = (player: TestPlayer) => sdkClient(game.endpoint, player.token);

    type Rows = Awaited<ReturnType<typeof game.database.executePrepared>>;
    /**
     * From now until `mockRestore()`, the server's statements containing `fragment` go through `instead` (given
     * the statement as it would run); every other statement runs as usual.
     */
    function interceptStatements(fragment: string, instead: (execute: () => Promise<Rows>) => Promise<Rows>) {
      const { database } = game;
      const execute = database.executePrepared;
      return vi.spyOn(database, 'executePrepared').mockImplementation((text, params) => {
        const run = () => execute(text, params);
        return text.includes(fragment) ? instead(run) : run();
      });
    }

    async function claimOwner(matchId: string) {
      const [claim] = await game.database.executePrepared(
        'select owner from match_room_claims where match_id = $1',
        [matchId],
      );
      return claim?.owner;
    }

    /** Two players matched through the lobby blitz queue, both seated in the match room. */
    async function matchUp(deck?: string[]) {
      const [alice, bob] = [await newPlayer(), await newPlayer()];
      if (deck) {
        await game.database.db.insert(decks).values(
          [alice, bob].map((p) => ({
            id: `deck_${p.id}`,
            userId: p.id,
            name: 'Test',
            cardIds: deck,
            isActive: true,
          })),
        );
      }
      const matchId = await pairThroughLobby([client(alice), client(bob)], 'blitz');
      const seats = await Promise.all(
        [alice, bob].map(async (p) => new Seat(await client(p).joinOrCreate('match', { matchId }), p)),
      );
      await Promise.all(seats.map((seat) => seat.until(() => seat.state !== undefined)));
      const current = seats.find((seat) => seat.myTurn)!;
      const waiting = seats.find((seat) => !seat.myTurn)!;
      return { matchId, seats, current, waiting };
    }

    test('plays a full blitz match between two clients to a win, and pays the winner once', async () => {
      const { matchId, seats } = await matchUp();
      // Every view carries the server's clock: the board's blitz timer counts down on it.
      for (const seat of seats) expect(Math.abs(seat.state.serverNow - Date.now())).toBeLessThan(5_000);
      for (let moves = 0; moves < 400 && seats[0]!.state.gameStatus === 'in_progress'; moves++) {
        await playOneMove(seats);
      }
      for (const seat of seats) {
        expect(seat.state.gameStatus).toBe('completed');
        expect(seat.state.winReason).toBeTruthy();
      }
      expect(seats[0]!.state.winReason).toBe(seats[1]!.state.winReason);
      const [row] = await game.database.db.select().from(matches).where(eq(matches.id, matchId));
      // The finished match is snapshotted whole: nothing is left to replay.
      expect(row).toMatchObject({ status: 'completed', stateVersion: seats[0]!.state.version });
      const logged = await game.database.db
        .select()
        .from(matchActions)
        .where(and(gt(matchActions.version, 0), eq(matchActions.matchId, matchId)));
      expect(logged).toHaveLength(seats[0]!.state.version);
      // The battle log rebuilt from the database is the one the players saw.
      const reloaded = await game.server.matches.load(matchId);
      expect(reloaded!.state.battleLog).toEqual(seats[0]!.state.battleLog);
      const paid = await game.database.db
        .select()
        .from(pointsLedger)
        .where(and(eq(pointsLedger.reason, 'card_game_win'), eq(pointsLedger.reference, `match:${matchId}`)));
      if (row!.winnerId === null) expect(paid).toHaveLength(0);
      else expect(paid).toEqual([expect.objectContaining({ userId: row!.winnerId, amount: 1 })]);
      await Promise.all(seats.map((seat) => seat.room.leave()));
    });

    test("never sends a player a byte of the opponent's hand or either deck order, over a whole match and a reconnect", async () => {
      // Disjoint decks: an opponent's card id or name in a player's bytes can only come from the
      // opponent's cards, so it may appear only once that card is public (played or discarded).
      const deckOf = {
        alice: ['impulse-buy', 'greedy-grab', 'doorbuster']
          .flatMap((id) => [id, id, id])
          .concat(['swipe-war', 'swipe-war']),
        bob: ['flash-sale', 'cart-crash', 'coupon-clipper', 'bargain-bin'].flatMap((id) => [id, id, id]),
      };
      const [alice, bob] = [await newPlayer(), await newPlayer()];
      const wires = [await recordWire(game.endpoint), await recordWire(game.endpoint)];
      const players = [
        { player: alice, deck: deckOf.alice, wire: wires[0]! },
        { player: bob, deck: deckOf.bob, wire: wires[1]! },
      ];
      await game.database.db.insert(decks).values(
        players.map(({ player, deck }) => ({
          id: `deck_${player.id}`,
          userId: player.id,
          name: 'Wire',
          cardIds: deck,
          isActive: true,
        })),
      );
      const viaWire = (index: number) =>
        sdkClient(players[index]!.wire.endpoint, players[index]!.player.token);
      const matchId = await pairThroughLobby([viaWire(0), viaWire(1)], 'blitz');
      const join = async (index: number) => {
        const seat = new Seat(
          await viaWire(index).joinOrCreate('match', { matchId }),
          players[index]!.player,
        );
        await seat.until(() => seat.state !== undefined);
        return seat;
      };
      const seats = [await join(0), await join(1)];
      let reconnected = false;
      let played = 0;
      for (; played < 400 && seats[0]!.state.gameStatus === 'in_progress'; played++) {
        if (played === 8) {
          // Alice's connection goes and she comes back: a new connection, sent the full state once.
          await seats[0]!.room.leave();
          seats[0] = await join(0);
          reconnected = true;
        }
        await playOneMove(seats);
      }
      expect(reconnected).toBe(true);
      for (const seat of seats) expect(seat.state.gameStatus).toBe('completed');
      await Promise.all(seats.map((seat) => seat.room.leave()));

      for (const [index, { wire, deck }] of players.entries()) {
        const opponentDeck = players[1 - index]!.deck;
        const streams = wire
          .connections()
          .map(readFrames)
          .filter((frames) => frames !== null);
        // Two lobby connections are closed by then; what is left are this player's match connections.
        const matchStreams = streams.filter((frames) =>
          frames.some((frame) => frame.message?.type === 'state'),
        );
        expect(matchStreams).toHaveLength(index === 0 ? 2 : 1);
        const opponentKey = seats[index]!.state.you === 'player_a' ? 'playerB' : 'playerA';
        const { revealed, views } = expectNoHiddenCards(streams, [opponentKey], secretCards(opponentDeck));
        // The check had something to find: the player's own cards are in their bytes, and the
        // opponent's became public one by one as they were played.
        const first = streams.flat().find((frame) => frame.message?.type === 'state')!;
        const ownKey = opponentKey === 'playerA' ? 'playerB' : 'playerA';
        const ownHand = (first.message!.payload as PlayerMatchView)[ownKey].hand;
        expect(ownHand.length).toBeGreaterThan(0);
        for (const id of ownHand) expect(deck).toContain(id);
        for (const id of ownHand) expect(first.bytes.includes(id)).toBe(true);
        expect(revealed.size).toBeGreaterThan(0);
        // Every move of the match reached this player as a view or an update, and was checked (a short match
        // has fewer frames than a long one, so no fixed number).
        expect(views).toBeGreaterThanOrEqual(played);
        // A connection gets the full state once, as its first match message, then only updates.
        for (const frames of matchStreams) {
          const types = frames.flatMap((frame) => (frame.message ? [frame.message.type] : []));
          expect(types[0]).toBe('state');
          expect(types.filter((type) => type === 'state')).toHaveLength(1);
        }
      }
      await Promise.all(wires.map((wire) => wire.close()));
    });

    test("refuses out-of-turn, unaffordable and unknown-card plays with the spec's texts", async () => {
      // Every card costs 2: after one play, 1 energy is left and nothing in hand is affordable.
      const costly = ['flash-sale', 'cart-crash', 'restock', 'price-gouge'].flatMap((id) => [id, id, id]);
      const { current, waiting, seats } = await matchUp(costly);
      waiting.room.send('play_card', { cardId: waiting.me.hand[0]! });
      await waiting.until(() => waiting.refusals.length === 1);
      expect(waiting.refusals[0]).toMatchObject({ reason: 'not_your_turn', message: "It's not your turn" });

      current.room.send('play_card', { cardId: 'no-such-card' });
      await current.until(() => current.refusals.length === 1);
      expect(current.refusals[0]).toMatchObject({ reason: 'unknown_card', message: 'Unknown card' });
      // A malformed card id is an unknown card too, and the player stays connected.
      for (const payload of [{ cardId: '' }, { cardId: 7 }, { cardId: 'x'.repeat(65) }, {}]) {
        current.room.send('play_card', payload);
      }
      await current.until(() => current.refusals.length === 5);
      for (const refusal of current.refusals.slice(1)) {
        expect(refusal).toMatchObject({
          action: 'play_card',
          reason: 'unknown_card',
          message: 'Unknown card',
        });
      }
      expect(current.room.connection.isOpen).toBe(true);

      const cost = (id: string) => CARD_CATALOGUE.get(id)?.cost ?? 0;
      expect(current.me.energy).toBe(3);
      const version = current.state.version;
      current.room.send('play_card', { cardId: current.me.hand.find((id) => id !== 'restock')! });
      await current.until(() => current.state.version > version);
      expect(current.me.energy).toBe(1);
      const card = current.me.hand.find((id) => cost(id) > current.me.energy)!;
      current.room.send('play_card', { cardId: card });
      await current.until(() => current.refusals.length === 6);
      expect(current.refusals[5]).toMatchObject({
        reason: 'not_enough_energy',
        message: 'Not enough energy to play this card',
      });
      // A real card that is not in the hand (nor in this deck): refused, and the board is sent afresh.
      const views = current.received.filter((message) => 'you' in (message as object)).length;
      current.room.send('play_card', { cardId: 'impulse-buy' });
      await current.until(() => current.refusals.length === 7);
      expect(current.refusals[6]).toEqual({
        action: 'play_card',
        reason: 'card_not_in_hand',
        message: 'Card not available - please wait for the game to sync and try again.',
      });
      await current.until(() => current.received.filter((m) => 'you' in (m as object)).length > views);
      await Promise.all(seats.map((seat) => seat.room.leave()));
    });

    test('applies at most what the rules allow when one client sends 20 plays at once', async () => {
      const { current, seats, matchId } = await matchUp();
      const startVersion = current.state.version;
      const startEnergy = current.me.energy;
      const card = current.me.hand[0]!;
      for (let i = 0; i < 20; i++) current.room.send('play_card', { cardId: card });
      await current.until(
        () => current.refusals.length + (current.state.version - startVersion) >= 20,
        15_000,
      );
      const applied = current.state.version - startVersion;
      const copies = current.me.playedCards.filter((id) => id === card).length;
      expect(applied).toBe(copies);
      expect(applied).toBeGreaterThanOrEqual(1);
      expect(applied).toBeLessThanOrEqual(startEnergy + 1);
      expect(current.me.energy).toBeGreaterThanOrEqual(0);
      expect(await latestVersion(game.database.db, matchId)).toBe(current.state.version);
      // The plays that arrive while one is being saved are refused as busy, never raced; the rest by the
      // rules. Each refusal carries the text of its reason.
      const texts: Record<string, string> = {
        busy: 'Please wait - another card is being played',
        not_enough_energy: 'Not enough energy to play this card',
        card_not_in_hand: 'Card not available - please wait for the game to sync and try again.',
      };
      expect(current.refusals.map((refusal) => refusal.reason)).toContain('busy');
      for (const refusal of current.refusals) {
        expect(refusal).toEqual({
          action: 'play_card',
          reason: refusal.reason,
          message: texts[refusal.reason],
        });
      }
      await Promise.all(seats.map((seat) => seat.room.leave()));
    });

    test('keeps a player under 60 messages a second connected however many they send, and drops a flood', async () => {
      const { waiting, current } = await matchUp();
      let left = false;
      waiting.room.onLeave(() => {
        left = true;
      });
      const views = () => waiting.received.filter((message) => 'you' in (message as object)).length;
      // 100 messages over 5 seconds: more than 60 in all, never more than 20 in one second. Colyseus counts a
      // client's messages against its room clock, which moves only on the room's once-a-second tick
      // (no-state.ts): a count's "second" runs from one tick to a later one, a second or two, longer when the
      // machine is busy. Bursts a second apart keep any such window under 60; 0.6 s apart, a CI run once stopped
      // getting answers here (the player dropped, as four bursts in one window would do).
      for (let burst = 0; burst < 5; burst++) {
        const before = views();
        for (let i = 0; i < 20; i++) waiting.room.send('sync', {});
        await waiting.until(() => views() === before + 20);
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
      expect(left).toBe(false);
      expect(waiting.room.connection.isOpen).toBe(true);
      for (let i = 0; i < 80; i++) waiting.room.send('sync', {});
      await waiting.until(() => left);
      expect(waiting.room.connection.isOpen).toBe(false);
      await current.room.leave();
    });

    test('lets either player forfeit at any time', async () => {
      const { waiting, current, seats, matchId } = await matchUp();
      waiting.room.send('forfeit', {});
      await Promise.all(seats.map((seat) => seat.until(() => seat.state.gameStatus === 'forfeited')));
      expect(current.state.winReason).toBe('opponent_forfeited');
      expect(current.state.winner).toBe(current.state.you);
      // Forfeited before either player ended a turn: the match is aborted, and pays no point.
      const paid = await game.database.db
        .select()
        .from(pointsLedger)
        .where(eq(pointsLedger.reference, `match:${matchId}`));
      expect(paid).toEqual([]);
      await Promise.all(seats.map((seat) => seat.room.leave()));
    });

    test(
      'ends a blitz match after 3 timeouts by one player, on the server clock',
      async () => {
        const { seats, matchId } = await matchUp();
        // Nobody moves: turns expire every 2 s; the starter reaches 3 strikes first.
        await Promise.all(
          seats.map((seat) => seat.until(() => seat.state.gameStatus !== 'in_progress', 60_000)),
        );
        const [a] = seats;
        expect(a!.state.winReason).toBe('opponent_timeout_3_strikes');
        expect(Math.max(a!.state.playerATimeouts, a!.state.playerBTimeouts)).toBe(3);
        // Nobody ended a turn of their own: the match is aborted, and pays no point.
        const paid = await game.database.db
          .select()
          .from(pointsLedger)
          .where(eq(pointsLedger.reference, `match:${matchId}`));
        expect(paid).toHaveLength(0);
        await Promise.all(seats.map((seat) => seat.room.leave()));
      },
      'timeouts',
    );

    test(
      'ends a turn on the server clock when the room timer fires before the clock reaches the deadline',
      async () => {
        const { seats, current } = await matchUp();
        const { turnCount, you: starter } = current.state;
        // From here on the clock reads 50 ms behind the timers, as Node's whole-millisecond loop clock can leave
        // Date.now() behind a timer: the room's timer fires when the deadline is still 50 ms away by the clock.
        const realNow = Date.now.bind(Date);
        const behind = vi.spyOn(Date, 'now').mockImplementation(() => realNow() - 50);
        let next: PlayerMatchView[];
        try {
          // Each player's first view of a later turn (the check runs as each message arrives).
          next = await Promise.all(
            seats.map(async (seat) => {
              await seat.until(() => seat.state.turnCount > turnCount);
              return seat.state;
            }),
          );
        } finally {
          behind.mockRestore();
        }
        for (const view of next) {
          expect(view.turnCount).toBe(turnCount + 1);
          expect(view.currentTurn).not.toBe(starter);
          expect(starter === 'player_a' ? view.playerATimeouts : view.playerBTimeouts).toBe(1);
        }
        await Promise.all(seats.map((seat) => seat.room.leave()));
      },
      'timeouts',
    );

    test(
      'ends a turn in which a card was played at the deadline the turn began with',
      async () => {
        const { seats, current } = await matchUp();
        const { turnCount, turnDeadline, you: starter, version } = current.state;
        const card = current.me.hand.find((id) => (CARD_CATALOGUE.get(id)?.cost ?? 99) <= current.me.energy);
        expect(card).toBeDefined();
        current.room.send('play_card', { cardId: card! });
        await current.until(() => current.state.version > version);
        // A card play leaves the turn and its deadline as they were; the turn still ends on time.
        expect(current.state).toMatchObject({ turnCount, turnDeadline });
        await Promise.all(seats.map((seat) => seat.until(() => seat.state.turnCount > turnCount)));
        expect(Date.now()).toBeGreaterThanOrEqual(turnDeadline);
        for (const { state } of seats) {
          expect(state.currentTurn).not.toBe(starter);
          expect(starter === 'player_a' ? state.playerATimeouts : state.playerBTimeouts).toBe(1);
        }
        await Promise.all(seats.map((seat) => seat.room.leave()));
      },
      'timeouts',
    );

    test('closes a room nobody is in and reopens the match from the database when its players come back', async () => {
      const { matchId, seats, current } = await matchUp();
      const version = current.state.version;
      current.room.send('end_turn', {});
      await Promise.all(seats.map((seat) => seat.until(() => seat.state.version > version)));
      const seen = seats.map((seat) => seat.state);
      const handler = matchMaker.getHandler('match');
      const closed = new Promise<void>((resolve) => {
        const onDispose = (room: { roomId: string }) => {
          if (room.roomId !== matchId) return;
          handler.off('dispose', onDispose);
          resolve();
        };
        handler.on('dispose', onDispose);
      });
      await Promise.all(seats.map((seat) => seat.room.leave()));
      await closed;

      // Both come back at once: one opens the room, the other may be told it is being opened (or that the room
      // before is still closing) and joins again, as the web client does.
      const rejoin = async (player: TestPlayer): Promise<Room> => {
        try {
          return await client(player).joinOrCreate('match', { matchId });
        } catch (error) {
          if ((error as { code?: unknown }).code !== JOIN_FAILURE.openingElsewhere) throw error;
          await new Promise((resolve) => setTimeout(resolve, 50));
          return rejoin(player);
        }
      };
      const back = await Promise.all(
        seats.map(async (seat) => new Seat(await rejoin(seat.player), seat.player)),
      );
      await Promise.all(back.map((seat) => seat.until(() => seat.state !== undefined)));
      for (const [index, seat] of back.entries()) {
        expect(seat.room.roomId).toBe(matchId);
        expect(seat.state).toMatchObject({
          version: version + 1,
          currentTurn: seen[index]!.currentTurn,
          turnCount: seen[index]!.turnCount,
        });
        expect(seat.state.battleLog).toEqual(seen[index]!.battleLog);
        expect(seat.me.hand).toEqual(
          seen[index]!.you === 'player_a' ? seen[index]!.playerA.hand : seen[index]!.playerB.hand,
        );
      }
      // The reopened room plays on.
      const mover = back.find((seat) => seat.myTurn)!;
      mover.room.send('end_turn', {});
      await Promise.all(back.map((seat) => seat.until(() => seat.state.version === version + 2)));
      await Promise.all(back.map((seat) => seat.room.leave()));
    });

    test('opens a match on a later join when its claim could not be taken (the database away for a moment)', async () => {
      const [alice, bob] = [await newPlayer(), await newPlayer()];
      const matchId = await pairThroughLobby([client(alice), client(bob)], 'blitz');
      const claims = interceptStatements('insert into match_room_claims', () =>
        Promise.reject(new Error('the database is away')),
      );
      try {
        await expect(client(alice).joinOrCreate('match', { matchId })).rejects.toThrow(
          'the database is away',
        );
      } finally {
        claims.mockRestore();
      }
      // Not "being opened elsewhere" from now on: the failed opening left nothing behind.
      const { room, view } = await openMatch(client(alice), matchId);
      expect(room.roomId).toBe(matchId);
      expect(view.matchId).toBe(matchId);
      expect(await claimOwner(matchId)).toBe(matchMaker.processId);
      await room.leave();
    });

    test('keeps the claim of a room that reopened a match while the room before it was still releasing its own', async () => {
      const { matchId, seats } = await matchUp();
      const [alice] = seats.map((seat) => seat.player);
      let releasing!: () => void;
      const released = new Promise<void>((resolve) => {
        releasing = resolve;
      });
      let letRelease!: () => void;
      const gate = new Promise<void>((resolve) => {
        letRelease = resolve;
      });
      // The closing room's release reaches the database only once the match has been opened again.
      const releases = interceptStatements('delete from match_room_claims', async (execute) => {
        releasing();
        await gate;
        return execute();
      });
      let reopened: Awaited<ReturnType<typeof openMatch>>;
      try {
        await Promise.all(seats.map((seat) => seat.room.leave()));
        await released;
        // Opened at once, or refused as opening elsewhere while the room before is closing (the web client
        // retries that refusal, as reopenMatch does).
        const early = await openMatch(client(alice!), matchId).catch(() => undefined);
        letRelease();
        reopened = early ?? (await reopenMatch(game.endpoint, alice!.token, matchId));
      } finally {
        letRelease();
        releases.mockRestore();
      }
      // Past a renewal (every second): the claim is still the new room's, and the room stays open.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(await claimOwner(matchId)).toBe(matchMaker.processId);
      expect(reopened.room.connection.isOpen).toBe(true);
      expect(reopened.room.roomId).toBe(matchId);
      await reopened.room.leave();
    });

    test('queues no deadline job for the turns its room times, and one for the turn in progress when it closes', async () => {
      const { matchId, seats, current } = await matchUp();
      const deadlineJobs = () => game.queuedJobIds.filter((id) => id.startsWith(`deadline-${matchId}-`));
      const { turnCount, turnDeadline } = current.state;
      // The lobby queued the first turn's job when it made the match (nobody may ever open it).
      expect(deadlineJobs()).toEqual([`deadline-${matchId}-${turnCount}-${turnDeadline}`]);
      // Two turns ended in the room: its own clock times the turns that follow.
      await bothEndATurn(seats);
      for (const seat of seats) expect(seat.state.turnCount).toBe(turnCount + 2);
      expect(deadlineJobs()).toHaveLength(1);
      const inProgress = seats[0]!.state;
      await Promise.all(seats.map((seat) => seat.room.leave()));
      // The room closed: a job ends the turn in progress at its deadline from now on.
      await expect
        .poll(deadlineJobs)
        .toEqual([
          `deadline-${matchId}-${turnCount}-${turnDeadline}`,
          `deadline-${matchId}-${inProgress.turnCount}-${inProgress.turnDeadline}`,
        ]);
    });

    test('refuses a member who is not in the match', async () => {
      const { matchId, seats } = await matchUp();
      const stranger = await newPlayer();
      await expect(client(stranger).joinOrCreate('match', { matchId })).rejects.toThrow(
        'You are not a player in this match',
      );
      await Promise.all(seats.map((seat) => seat.room.leave()));
    });

    test('opens a room only for its players, once: strangers, visitors and unknown ids are refused first', async () => {
      const [alice, bob, stranger] = [await newPlayer(), await newPlayer(), await newPlayer()];
      const matchId = await pairThroughLobby([client(alice), client(bob)], 'blitz');
      const opened: string[] = [];
      const onCreate = (room: { metadata?: { matchId?: string } }) =>
        opened.push(room.metadata?.matchId ?? '');
      matchMaker.getHandler('match').on('create', onCreate);
      try {
        // Each refusal reaches the client with its code and its text.
        await expect(client(stranger).joinOrCreate('match', { matchId })).rejects.toMatchObject({
          code: JOIN_FAILURE.notAPlayer,
          message: 'You are not a player in this match',
        });
        await expect(sdkClient(game.endpoint).joinOrCreate('match', { matchId })).rejects.toMatchObject({
          code: JOIN_FAILURE.notLoggedIn,
          message: 'Please log in to play',
        });
        await expect(
          client(stranger).joinOrCreate('match', { matchId: 'no-such-match' }),
        ).rejects.toMatchObject({ code: JOIN_FAILURE.matchNotFound, message: 'Match not found' });
        // Nobody made the server load and claim the match for them.
        expect(opened).toEqual([]);
        const seat = new Seat(await client(alice).joinOrCreate('match', { matchId }), alice);
        await seat.until(() => seat.state !== undefined);
        expect(opened).toEqual([matchId]);
        expect(seat.state.matchId).toBe(matchId);
        // The room is keyed by its match: a player arriving later finds it by id (one Redis read with
        // REDIS_URL) and joins it instead of opening another.
        expect(seat.room.roomId).toBe(matchId);
        const later = new Seat(await client(bob).joinOrCreate('match', { matchId }), bob);
        await later.until(() => later.state !== undefined);
        expect(later.room.roomId).toBe(matchId);
        expect(opened).toEqual([matchId]);
        await Promise.all([seat, later].map((joined) => joined.room.leave()));
      } finally {
        matchMaker.getHandler('match').off('create', onCreate);
      }
    });
  });
}
