import { describe, expect, it } from 'vitest';
import { applyAction, BLITZ_TURN_SECONDS } from '../src/index.ts';
import { act, endTurn, NOW, play, scenario } from './helpers.ts';

describe('energy', () => {
  it('spends the card cost', () => {
    const s = play(scenario({ a: { hand: ['flash-sale'] } }), 'player_a', 'flash-sale');
    expect(s.playerA.energy).toBe(1);
    expect(s.playerA.energySpent).toBe(2);
  });

  it('refills 3 energy at the start of each turn and empties it at the end', () => {
    const s = endTurn(scenario({ a: { hand: ['impulse-buy'] } }), 'player_a');
    expect(s.playerA.energy).toBe(0);
    expect(s.playerB.energy).toBe(3);
  });

  it('banks +1 energy for a turn that spent nothing, giving 4', () => {
    let s = endTurn(scenario(), 'player_a');
    expect(s.playerA.carryOver).toBe(1);
    s = endTurn(s, 'player_b');
    expect(s.playerA.energy).toBe(4);
    expect(s.playerA.carryOver).toBe(0);
  });

  it('gives no bonus once any energy was spent', () => {
    let s = play(scenario({ a: { hand: ['impulse-buy'] } }), 'player_a', 'impulse-buy');
    s = endTurn(endTurn(s, 'player_a'), 'player_b');
    expect(s.playerA.energy).toBe(3);
  });

  it('still banks the bonus when only free cards were played', () => {
    let s = play(scenario({ a: { hand: ['bargain-bin'] } }), 'player_a', 'bargain-bin');
    s = endTurn(endTurn(s, 'player_a'), 'player_b');
    expect(s.playerA.energy).toBe(4);
  });

  it('never goes above 4', () => {
    const s = scenario({ a: { hand: ['espresso-shot', 'espresso-shot'], energy: 4 } });
    expect(play(s, 'player_a', 'espresso-shot').playerA.energy).toBe(4);
    const fromThree = play({ ...s, playerA: { ...s.playerA, energy: 3 } }, 'player_a', 'espresso-shot');
    expect(fromThree.playerA.energy).toBe(4);
  });

  it('keeps a bonus from repeating: 4 energy with 1 spent leads back to 3', () => {
    let s = scenario({ a: { hand: ['impulse-buy'], energy: 4 } });
    s = endTurn(endTurn(play(s, 'player_a', 'impulse-buy'), 'player_a'), 'player_b');
    expect(s.playerA.energy).toBe(3);
  });
});

describe('turn structure', () => {
  it('draws one card for the player ending the turn and passes the turn', () => {
    const before = scenario({ a: { hand: ['impulse-buy'] } });
    const s = endTurn(before, 'player_a', NOW + 5000);
    expect(s.playerA.hand).toEqual(['impulse-buy', before.playerA.deck.at(-1)]);
    expect(s.playerA.deck).toHaveLength(before.playerA.deck.length - 1);
    expect(s.playerB.hand).toHaveLength(0);
    expect(s.currentTurn).toBe('player_b');
    expect(s.turnCount).toBe(before.turnCount + 1);
    expect(s.turnDeadline).toBe(NOW + 5000 + BLITZ_TURN_SECONDS * 1000);
  });

  it('reshuffles the discard pile into the deck when the deck is empty', () => {
    const discard = ['impulse-buy', 'doorbuster', 'spa-day', 'restock'];
    const s = endTurn(scenario({ a: { deck: [], discard } }), 'player_a');
    expect(s.playerA.discard).toEqual([]);
    expect([...s.playerA.deck, ...s.playerA.hand].sort()).toEqual([...discard].sort());
    expect(s.playerA.hand).toHaveLength(1);
    expect(s.battleLog.some((e) => e.action === 'reshuffle')).toBe(true);
    expect(s.rng).not.toEqual(scenario().rng);
  });

  it('reshuffles the same way for the same state', () => {
    const discard = ['impulse-buy', 'doorbuster', 'spa-day', 'restock', 'overdraft', 'gift-card'];
    const before = scenario({ a: { hand: ['greedy-grab'], deck: [], discard } });
    expect(endTurn(before, 'player_a')).toEqual(endTurn(before, 'player_a'));
  });

  it('draws nothing when deck and discard are both empty', () => {
    const s = endTurn(scenario({ a: { hand: ['impulse-buy'], deck: [] } }), 'player_a');
    expect(s.playerA.hand).toEqual(['impulse-buy']);
    expect(s.battleLog.filter((e) => e.action === 'draw').at(-1)?.value).toBe(0);
  });

  it('keeps played cards on the board instead of the discard pile', () => {
    const s = play(scenario({ a: { hand: ['impulse-buy', 'doorbuster'] } }), 'player_a', 'impulse-buy');
    expect(s.playerA.playedCards).toEqual(['impulse-buy']);
    expect(s.playerA.hand).toEqual(['doorbuster']);
    expect(endTurn(s, 'player_a').playerA.discard).toEqual([]);
  });

  it('increments version on every accepted action', () => {
    let s = scenario({ a: { hand: ['impulse-buy'] } });
    const v = s.version;
    s = play(s, 'player_a', 'impulse-buy');
    expect(s.version).toBe(v + 1);
    expect(endTurn(s, 'player_a').version).toBe(v + 2);
  });
});

describe('timeouts', () => {
  it('counts a strike and still ends the turn normally in blitz', () => {
    const before = scenario();
    const s = act(before, { type: 'end_turn', player: 'player_a', timeout: true, now: NOW });
    expect(s.playerATimeouts).toBe(1);
    expect(s.currentTurn).toBe('player_b');
    expect(s.playerA.hand).toHaveLength(1);
    expect(s.gameStatus).toBe('in_progress');
  });

  it('never banks the energy bonus for a timed-out turn', () => {
    const s = act(scenario(), { type: 'timeout', player: 'player_a', now: NOW });
    expect(s.playerA.carryOver).toBe(0);
  });

  it('treats the timeout action exactly like end_turn with timeout: true', () => {
    const before = scenario();
    const viaTimeout = applyAction(before, { type: 'timeout', player: 'player_a', now: NOW });
    const viaEndTurn = applyAction(before, { type: 'end_turn', player: 'player_a', timeout: true, now: NOW });
    expect(viaTimeout).toEqual(viaEndTurn);
  });

  it('counts strikes per player', () => {
    let s = act(scenario(), { type: 'timeout', player: 'player_a', now: NOW });
    s = act(s, { type: 'timeout', player: 'player_b', now: NOW });
    s = act(s, { type: 'timeout', player: 'player_a', now: NOW });
    expect([s.playerATimeouts, s.playerBTimeouts]).toEqual([2, 1]);
    expect(s.gameStatus).toBe('in_progress');
  });
});

describe('time restored after a server failure', () => {
  it('moves only the deadline of the turn in progress, and says so in the battle log', () => {
    const before = scenario();
    const after = act(before, { type: 'restore_time', player: 'player_a', ms: 1_450, now: NOW + 5_000 });
    expect(after.turnDeadline).toBe(before.turnDeadline + 1_450);
    expect(after).toMatchObject({
      currentTurn: 'player_a',
      turnCount: before.turnCount,
      playerATimeouts: 0,
      version: before.version + 1,
    });
    expect(after.playerA).toEqual(before.playerA);
    expect(after.battleLog.at(-1)).toMatchObject({
      action: 'time_restored',
      value: 1_450,
      description: 'The match was unreachable; 1.5 s given back',
    });
  });

  it('is refused for the player not on turn and once the game is over', () => {
    const s = scenario();
    expect(applyAction(s, { type: 'restore_time', player: 'player_b', ms: 1_000, now: NOW })).toEqual({
      ok: false,
      reason: 'not_your_turn',
    });
    const over = act(s, { type: 'forfeit', player: 'player_b', now: NOW });
    expect(applyAction(over, { type: 'restore_time', player: 'player_a', ms: 1_000, now: NOW })).toEqual({
      ok: false,
      reason: 'game_over',
    });
  });
});
