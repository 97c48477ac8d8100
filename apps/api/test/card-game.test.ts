import { randomUUID } from 'node:crypto';
import { matchQueue, pointsLedger } from '@app/db';
import { CARDS } from '@app/game-rules';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registerMember, STACKS } from '../src/testing.ts';
import { appCaller, suiteTestApp } from './support.ts';

describe.each(STACKS)('card game over HTTP on %s', (stack) => {
  const t = suiteTestApp(stack);

  const call = appCaller(() => t.app);
  const join = (token: string, mode: 'blitz' | 'async') =>
    call('POST', '/api/card/queue/join', token, { mode });
  const status = async () => (await call('GET', '/api/card/queue/status')).json();

  /** Leaves any waiting entries from earlier tests out of the way. */
  const clearQueue = () => t.app.db.delete(matchQueue);

  it('requires login to queue, and validates the mode', async () => {
    expect((await call('POST', '/api/card/queue/join', undefined, { mode: 'blitz' })).statusCode).toBe(401);
    const member = await registerMember(t.app);
    const bad = await call('POST', '/api/card/queue/join', member.token, { mode: 'bullet' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: "mode must be 'blitz' or 'async'", field: 'mode' });
  });

  it('waits, pairs two members, and tells the waiting one on their next poll; tabs count once', async () => {
    await clearQueue();
    const [alice, bob] = [await registerMember(t.app), await registerMember(t.app)];
    expect((await join(alice.token, 'blitz')).json()).toEqual({ status: 'waiting' });
    expect((await join(alice.token, 'blitz')).json()).toEqual({ status: 'waiting' });
    expect(await status()).toEqual({ blitzQueue: 1, asyncQueue: 0 });
    const matched = (await join(bob.token, 'blitz')).json();
    expect(matched).toEqual({ status: 'matched', matchId: expect.any(String) });
    expect(await status()).toEqual({ blitzQueue: 0, asyncQueue: 0 });
    expect((await join(alice.token, 'blitz')).json()).toEqual(matched);

    const games = (await call('GET', '/api/card/games/active', alice.token)).json().games;
    expect(games).toEqual([
      {
        id: matched.matchId,
        game_mode: 'blitz',
        player_a: alice.user.id,
        player_b: bob.user.id,
        player_a_username: alice.user.username,
        player_b_username: bob.user.username,
        current_turn: expect.stringMatching(/^player_[ab]$/),
        turn_deadline: expect.any(String),
      },
    ]);
    // One blitz at a time.
    const again = await join(alice.token, 'blitz');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'You already have a blitz game in progress' });
  });

  it('queues a member afresh when the match found while they were away is already over', async () => {
    await clearQueue();
    const [away, other] = [await registerMember(t.app), await registerMember(t.app)];
    await join(away.token, 'blitz');
    const { matchId } = (await join(other.token, 'blitz')).json();
    await call('POST', `/api/card/matches/${matchId}/forfeit`, other.token);
    expect((await join(away.token, 'blitz')).json()).toEqual({ status: 'waiting' });
    expect(await status()).toEqual({ blitzQueue: 1, asyncQueue: 0 });
  });

  it('never pairs a member with themselves, and leaving the queue takes them out', async () => {
    await clearQueue();
    const solo = await registerMember(t.app);
    await Promise.all([join(solo.token, 'async'), join(solo.token, 'async'), join(solo.token, 'async')]);
    expect(await status()).toEqual({ blitzQueue: 0, asyncQueue: 1 });
    expect((await call('POST', '/api/card/queue/leave', solo.token, { mode: 'async' })).json()).toEqual({
      ok: true,
    });
    expect(await status()).toEqual({ blitzQueue: 0, asyncQueue: 0 });
  });

  it('allows at most 3 active async matches', async () => {
    await clearQueue();
    const player = await registerMember(t.app);
    for (let i = 0; i < 3; i++) {
      const opponent = await registerMember(t.app);
      await join(opponent.token, 'async');
      expect((await join(player.token, 'async')).json().status).toBe('matched');
    }
    const fourth = await join(player.token, 'async');
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toEqual({ error: 'Max 3 Async Games' });
    expect((await call('GET', '/api/card/games/active', player.token)).json().games).toHaveLength(3);
  });

  it('shows each player only their own view, refuses strangers, and plays through HTTP', async () => {
    await clearQueue();
    const [alice, bob, stranger] = [
      await registerMember(t.app),
      await registerMember(t.app),
      await registerMember(t.app),
    ];
    await join(alice.token, 'blitz');
    const { matchId } = (await join(bob.token, 'blitz')).json();
    const view = (await call('GET', `/api/card/matches/${matchId}`, alice.token)).json();
    expect(view).toMatchObject({
      matchId,
      you: 'player_a',
      youUsername: alice.user.username,
      opponentUsername: bob.user.username,
    });
    expect(view.playerB.hand.every((card: string) => card === 'hidden')).toBe(true);
    expect(JSON.stringify(view)).not.toContain('"deck":');

    const forbidden = await call('GET', `/api/card/matches/${matchId}`, stranger.token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ error: 'You are not a player in this match' });
    expect((await call('GET', `/api/card/matches/${randomUUID()}`, alice.token)).statusCode).toBe(404);
    expect((await call('GET', '/api/card/matches/not-a-uuid', alice.token)).json()).toEqual({
      error: 'Invalid match id',
      field: 'matchId',
    });

    const [current, waiting] = view.currentTurn === 'player_a' ? [alice, bob] : [bob, alice];
    const outOfTurn = await call('POST', `/api/card/matches/${matchId}/end-turn`, waiting.token);
    expect(outOfTurn.statusCode).toBe(409);
    expect(outOfTurn.json()).toEqual({ error: "It's not your turn" });
    const unknown = await call('POST', `/api/card/matches/${matchId}/play`, current.token, {
      cardId: 'nope',
    });
    expect(unknown.json()).toEqual({ error: 'Unknown card' });
    const ended = await call('POST', `/api/card/matches/${matchId}/end-turn`, current.token);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({
      turnCount: view.turnCount + 1,
      playerATimeouts: 0,
      playerBTimeouts: 0,
      turnDeadline: expect.any(Number),
    });
    // The other player ends a turn too: a forfeit before both had would abort the match, paying nothing.
    expect((await call('POST', `/api/card/matches/${matchId}/end-turn`, waiting.token)).statusCode).toBe(200);

    const forfeit = await call('POST', `/api/card/matches/${matchId}/forfeit`, current.token);
    expect(forfeit.json()).toMatchObject({ gameStatus: 'forfeited', winReason: 'opponent_forfeited' });
    const again = await call('POST', `/api/card/matches/${matchId}/forfeit`, waiting.token);
    expect(again.statusCode).toBe(409);
    const paid = await t.app.db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.reference, `match:${matchId}`));
    expect(paid).toEqual([expect.objectContaining({ userId: waiting.user.id, amount: 1 })]);
  });

  it('plays real cards over HTTP: accepted, too expensive, not in hand, malformed, and after the end', async () => {
    /** Two new members matched in async mode (player_a joined first). */
    const startMatch = async () => {
      await clearQueue();
      const [a, b] = [await registerMember(t.app), await registerMember(t.app)];
      await join(a.token, 'async');
      const { matchId: id } = (await join(b.token, 'async')).json();
      return {
        alice: a,
        bob: b,
        matchId: id as string,
        tokenOf: { player_a: a.token, player_b: b.token } as Record<string, string>,
      };
    };
    let { alice, bob, matchId, tokenOf } = await startMatch();
    const play = (token: string, cardId: unknown) =>
      call('POST', `/api/card/matches/${matchId}/play`, token, { cardId });
    type View = {
      currentTurn: string;
      you: string;
      version: number;
      playerA: { hand: string[]; energy: number; nextCardFree: boolean };
      playerB: { hand: string[]; energy: number; nextCardFree: boolean };
    };
    const viewOf = async (token: string) =>
      (await call('GET', `/api/card/matches/${matchId}`, token)).json() as View;
    const mine = (view: View) => (view.you === 'player_a' ? view.playerA : view.playerB);
    const cost = (cardId: string) => CARDS.find((card) => card.id === cardId)!.cost;

    // Malformed bodies are refused before the match is touched.
    const starter = await viewOf(alice.token);
    const onTurn = tokenOf[starter.currentTurn]!;
    const starterOnTurn = await viewOf(onTurn);
    const missing = await call('POST', `/api/card/matches/${matchId}/play`, onTurn, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'cardId is required', field: 'cardId' });
    const tooLong = await play(onTurn, 'x'.repeat(65));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ field: 'cardId' });

    // A real card that is not in the hand.
    const notHeld = CARDS.find((card) => !mine(starterOnTurn).hand.includes(card.id))!.id;
    const notInHand = await play(onTurn, notHeld);
    expect(notInHand.statusCode).toBe(409);
    expect(notInHand.json()).toEqual({
      error: 'Card not available - please wait for the game to sync and try again.',
    });

    // Play affordable cards until the hand holds one that costs more than the energy left.
    let refusedForEnergy = false;
    let accepted = 0;
    // A deal can go many turns without a card dearer than the energy left: look long enough (each step is quick).
    for (let step = 0; step < 200 && !refusedForEnergy; step++) {
      // The view of the player on turn (their own hand is visible only to them).
      const view = await viewOf(tokenOf[(await viewOf(alice.token)).currentTurn]!);
      const me = mine(view);
      const token = tokenOf[view.currentTurn]!;
      const affordable = me.hand.find((card) => me.nextCardFree || cost(card) <= me.energy);
      // One accepted play first, then the refusal as soon as the hand holds a card too dear.
      const tooDear =
        me.nextCardFree || (accepted === 0 && affordable)
          ? undefined
          : me.hand.find((card) => cost(card) > me.energy);
      if (tooDear) {
        const refused = await play(token, tooDear);
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toEqual({ error: 'Not enough energy to play this card' });
        // Nothing changed.
        expect((await viewOf(token)).version).toBe(view.version);
        refusedForEnergy = true;
        break;
      }
      if (!affordable) {
        expect((await call('POST', `/api/card/matches/${matchId}/end-turn`, token)).statusCode).toBe(200);
        continue;
      }
      const played = await play(token, affordable);
      expect(played.statusCode, played.body).toBe(200);
      const after = played.json() as View & { gameStatus: string; playerA: { playedCards: string[] } };
      expect(after.version).toBe(view.version + 1);
      // The card went from the hand to the played pile (effects may draw others meanwhile).
      const pile = (mine(after) as unknown as { playedCards: string[] }).playedCards;
      expect(pile.at(-1)).toBe(affordable);
      accepted += 1;
      // A card can end the game (a player reaches 10 Buy Power, or the cards run out): a natural end, with its
      // reason; the refusal is then looked for in a new match.
      if (after.gameStatus !== 'in_progress') {
        expect(after).toMatchObject({ gameStatus: 'completed', winReason: expect.any(String) });
        ({ alice, bob, matchId, tokenOf } = await startMatch());
      }
    }
    expect(accepted).toBeGreaterThan(0);
    expect(refusedForEnergy).toBe(true);

    // Once the game is over, every action is refused with the same text.
    const current = await viewOf(alice.token);
    expect((await call('POST', `/api/card/matches/${matchId}/forfeit`, alice.token)).statusCode).toBe(200);
    for (const answer of [
      await call('POST', `/api/card/matches/${matchId}/forfeit`, bob.token),
      await call('POST', `/api/card/matches/${matchId}/end-turn`, tokenOf[current.currentTurn]!),
      await play(
        tokenOf[current.currentTurn]!,
        mine(await viewOf(tokenOf[current.currentTurn]!)).hand[0] ?? 'impulse-buy',
      ),
    ]) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toEqual({ error: 'This game is already over' });
    }
  });
});
