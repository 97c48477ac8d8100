// Spectators and rematches over the real Colyseus SDK against the real server. Every byte a spectator is sent
// over a whole match is read back, and holds no card of either hand and no deck order; a spectator's moves are
// refused; the players see how many watch; a member blocked by a player cannot watch. A finished blitz match's
// rematch is made when accepted, and not when declined, left or expired. One file per stack runs it.
import { liveMatches, type PlayerMatchView, SPECTATOR_HASH, spectatorTally } from '@app/card-battle';
import { JOIN_FAILURE } from '@app/contracts';
import { blocks } from '@app/db';
import { CARD_CATALOGUE } from '@app/game-rules';
import { TEST_REDIS_URL } from '@app/platform/testing';
import type { Room } from '@colyseus/sdk';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { expectNoHiddenCards, secretCards } from './hidden-cards.ts';
import {
  createPlayer,
  type FollowedMatch,
  followMatch,
  latestVersion,
  type Stack,
  sdkClient,
  type TestPlayer,
  testGameServerSuite,
} from './support.ts';
import { readFrames, recordWire, type WireFrame } from './wire-recorder.ts';

interface Watcher {
  room: Room;
  match: FollowedMatch;
  refusals: { action: string; reason: string }[];
  counts: number[];
}

function watch(room: Room): Watcher {
  const watcher: Watcher = { room, match: followMatch(room), refusals: [], counts: [] };
  room.onMessage('refused', (refusal) => watcher.refusals.push(refusal));
  room.onMessage('spectators', ({ count }: { count: number }) => watcher.counts.push(count));
  return watcher;
}

async function until(check: () => boolean, what: string, timeoutMs = 10_000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The player on turn plays the first card they can afford, or ends the turn; everyone sees the result. */
async function playOneMove(players: Watcher[], everyone: Watcher[]) {
  const mover = players.find(({ match: { view } }) => view?.currentTurn === view?.you) as Watcher;
  const view = mover.match.view as PlayerMatchView;
  const me = view.you === 'player_a' ? view.playerA : view.playerB;
  const playable = me.hand.find((id) => {
    const card = CARD_CATALOGUE.get(id);
    return card && (me.nextCardFree || card.cost <= me.energy);
  });
  mover.room.send(playable ? 'play_card' : 'end_turn', playable ? { cardId: playable } : {});
  await Promise.all(everyone.map((w) => w.match.until((next) => next.version > view.version)));
}

/** Rematch offers expire this soon here (30 s in play), so the test of one that times out is quick. */
const OFFER_MS = 3_000;

export function watchSuite(stack: Stack) {
  describe(`watching a match over WebSockets on ${stack}`, () => {
    const game = testGameServerSuite(stack, { rematchOfferMs: OFFER_MS });

    const newPlayer = () => createPlayer(game.database.db, game.sign);
    // Disjoint decks: a card id or name of either in a spectator's bytes can only come from a card made public.
    const deckOf = {
      a: ['impulse-buy', 'greedy-grab', 'doorbuster'].flatMap((id) => [id, id, id]).concat(['swipe-war']),
      b: ['flash-sale', 'cart-crash', 'coupon-clipper', 'bargain-bin'].flatMap((id) => [id, id, id]),
    };
    async function newMatch(a: TestPlayer, b: TestPlayer) {
      return game.server.matches.create('blitz', { ...a, deck: deckOf.a }, { ...b, deck: deckOf.b });
    }
    const seat = async (player: TestPlayer, matchId: string) =>
      watch(await sdkClient(game.endpoint, player.token).joinOrCreate('match', { matchId }));

    it('sends spectators both boards with both hands hidden and no deck order, one patch for all, and refuses their moves', async () => {
      const [a, b] = [await newPlayer(), await newPlayer()];
      const match = await newMatch(a, b);
      const players = [await seat(a, match.id), await seat(b, match.id)];
      const wire = await recordWire(game.endpoint);
      const spectators = [
        // A visitor, and a logged-in member.
        watch(await sdkClient(wire.endpoint).joinOrCreate('match', { matchId: match.id, spectate: true })),
        watch(
          await sdkClient(wire.endpoint, (await newPlayer()).token).joinOrCreate('match', {
            matchId: match.id,
            spectate: true,
          }),
        ),
      ];
      const everyone = [...players, ...spectators];
      await Promise.all(everyone.map((w) => w.match.until(() => true)));
      // The players are told how many watch, and so is the live list (which the API reads where the rooms
      // count: this process's memory, or Redis).
      for (const player of players) await until(() => player.counts.at(-1) === 2, 'the spectator count');
      const redis = game.redisPrefix ? new Redis(TEST_REDIS_URL) : undefined;
      const tally = spectatorTally(redis, `${game.redisPrefix ?? 'dd'}:colyseus:${SPECTATOR_HASH}`);
      const listed = async () =>
        (await liveMatches(game.database, tally, null)).find((m) => m.id === match.id);
      const started = Date.now();
      while ((await listed())?.spectators !== 2 && Date.now() - started < 5_000) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(await listed()).toMatchObject({ spectators: 2, turn_count: 1 });
      redis?.disconnect();

      const [spectator] = spectators as [Watcher];
      const before = await latestVersion(game.database.db, match.id);
      spectator.room.send('play_card', { cardId: deckOf.a[0] });
      spectator.room.send('end_turn', {});
      spectator.room.send('forfeit', {});
      await until(() => spectator.refusals.length === 3, 'the refusals');
      expect(spectator.refusals.map((r) => r.reason)).toEqual([
        'not_a_player',
        'not_a_player',
        'not_a_player',
      ]);
      expect(await latestVersion(game.database.db, match.id)).toBe(before);

      let moves = 0;
      while (players[0]?.match.view?.gameStatus === 'in_progress' && moves < 400) {
        await playOneMove(players, everyone);
        moves += 1;
      }
      expect(spectator.match.view).toMatchObject({ gameStatus: 'completed', spectating: true });
      await Promise.all(everyone.map((w) => w.room.leave()));

      const streams = wire
        .connections()
        .map(readFrames)
        .filter((frames): frames is WireFrame[] => frames?.some((f) => f.message?.type === 'state') ?? false);
      expect(streams).toHaveLength(2);
      const { revealed, views } = expectNoHiddenCards(
        streams,
        ['playerA', 'playerB'],
        secretCards([...deckOf.a, ...deckOf.b]),
      );
      // Something to find: cards did become public, and every move reached both spectators.
      expect(revealed.size).toBeGreaterThan(0);
      expect(views).toBeGreaterThanOrEqual(2 * moves);
      // One encoding served both: their updates are the same bytes.
      const updates = streams.map((frames) =>
        frames.filter((f) => f.message?.type === 'update').map((f) => f.bytes.toString('hex')),
      );
      expect(updates[0]).toHaveLength(moves);
      expect(updates[1]).toEqual(updates[0]);
      await wire.close();
    });

    it('keeps a member blocked by (or blocking) either player out', async () => {
      const [a, b, blocked] = [await newPlayer(), await newPlayer(), await newPlayer()];
      const match = await newMatch(a, b);
      await game.database.db.insert(blocks).values({ blockerId: b.id, blockedId: blocked.id });
      const join = sdkClient(game.endpoint, blocked.token).joinOrCreate('match', {
        matchId: match.id,
        spectate: true,
      });
      await expect(join).rejects.toMatchObject({ code: JOIN_FAILURE.matchNotFound });
    });

    /** A finished blitz match (player A forfeited), both players in its room, listening for rematch messages. */
    async function finishedMatch() {
      const [a, b] = [await newPlayer(), await newPlayer()];
      const match = await newMatch(a, b);
      const players = [await seat(a, match.id), await seat(b, match.id)] as [Watcher, Watcher];
      await Promise.all(players.map((p) => p.match.until(() => true)));
      const heard = players.map(() => [] as { type: string; payload: unknown }[]);
      for (const [index, player] of players.entries()) {
        for (const type of ['rematch_offered', 'rematch_declined', 'match_found']) {
          player.room.onMessage(type, (payload) => heard[index]?.push({ type, payload }));
        }
      }
      players[0].room.send('forfeit', {});
      await Promise.all(players.map((p) => p.match.until((view) => view.gameStatus === 'forfeited')));
      const offer = () => {
        players[0].room.send('rematch_offer', {});
        return until(() => heard.every((h) => h.some((m) => m.type === 'rematch_offered')), 'the offer');
      };
      return { match, players, heard, offer };
    }

    it('makes a rematch when the other player accepts: same mode, seats and decks, the other player first', async () => {
      const { match, players, heard, offer } = await finishedMatch();
      await offer();
      expect(heard[1]?.[0]).toEqual({
        type: 'rematch_offered',
        payload: { by: 'player_a', expiresAt: expect.any(Number) },
      });
      players[1].room.send('rematch_accept', {});
      await until(() => heard.every((h) => h.some((m) => m.type === 'match_found')), 'match_found');
      const found = heard.map((h) => h.find((m) => m.type === 'match_found')?.payload as { matchId: string });
      expect(found[1]).toEqual(found[0]);
      const rematch = await game.server.matches.load(found[0]?.matchId as string);
      expect(rematch).toMatchObject({
        mode: 'blitz',
        playerAId: match.playerAId,
        playerBId: match.playerBId,
      });
      expect(rematch?.state.currentTurn).not.toBe(match.state.currentTurn);
      const cards = (state: typeof match.state) =>
        [state.playerA, state.playerB].map((p) => [...p.hand, ...p.deck].sort());
      expect(cards(rematch?.state as typeof match.state)).toEqual([
        [...deckOf.a].sort(),
        [...deckOf.b].sort(),
      ]);
      await Promise.all(players.map((p) => p.room.leave()));
    });

    it('withdraws an offer that is declined, or whose taker leaves, and makes no match', async () => {
      const declined = await finishedMatch();
      await declined.offer();
      declined.players[1].room.send('rematch_decline', {});
      await until(
        () => declined.heard.every((h) => h.some((m) => m.type === 'rematch_declined')),
        'the decline',
      );
      expect(declined.heard[0]?.at(-1)).toEqual({
        type: 'rematch_declined',
        payload: { reason: 'declined' },
      });
      // Too late to accept now.
      declined.players[1].room.send('rematch_accept', {});
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(declined.heard.flat().some((m) => m.type === 'match_found')).toBe(false);
      await Promise.all(declined.players.map((p) => p.room.leave()));

      const left = await finishedMatch();
      await left.offer();
      await left.players[1].room.leave();
      await until(() => left.heard[0]?.some((m) => m.type === 'rematch_declined') ?? false, 'the withdrawal');
      expect(left.heard[0]?.at(-1)).toEqual({ type: 'rematch_declined', payload: { reason: 'left' } });
      await left.players[0].room.leave();
    });

    it('withdraws an offer nobody answers when it expires', async () => {
      const { players, heard, offer } = await finishedMatch();
      const offeredAt = Date.now();
      await offer();
      await until(
        () => heard.every((h) => h.some((m) => m.type === 'rematch_declined')),
        'the expiry',
        OFFER_MS + 5_000,
      );
      expect(Date.now() - offeredAt).toBeGreaterThanOrEqual(OFFER_MS - 50);
      expect(heard[1]?.at(-1)).toEqual({ type: 'rematch_declined', payload: { reason: 'expired' } });
      players[1].room.send('rematch_accept', {});
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(heard.flat().some((m) => m.type === 'match_found')).toBe(false);
      await Promise.all(players.map((p) => p.room.leave()));
    });
  });
}
