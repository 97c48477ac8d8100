import { describe, expect, it } from 'vitest';
import { MAX_ARMOR, WALLET_DRAINED_PENALTY } from '../src/index.ts';
import { endTurn, play, scenario } from './helpers.ts';

describe('key cards', () => {
  it('Impulse Buy: +2 Buy Power', () => {
    const s = play(scenario({ a: { hand: ['impulse-buy'], buyPower: 1 } }), 'player_a', 'impulse-buy');
    expect(s.playerA.buyPower).toBe(3);
    expect(s.playerB.buyPower).toBe(0);
  });

  it('Greedy Grab: +1 Buy Power and draw 1', () => {
    const before = scenario({ a: { hand: ['greedy-grab'], deck: ['doorbuster', 'spa-day'] } });
    const s = play(before, 'player_a', 'greedy-grab');
    expect(s.playerA.buyPower).toBe(1);
    expect(s.playerA.hand).toEqual(['spa-day']);
    expect(s.playerA.deck).toEqual(['doorbuster']);
  });

  it('The Butler: the next card costs 0, and the discount waits for a later turn if unused', () => {
    let s = play(scenario({ a: { hand: ['the-butler', 'flash-sale'] } }), 'player_a', 'the-butler');
    expect(s.playerA.nextCardFree).toBe(true);
    expect(s.playerA.energy).toBe(2);
    s = endTurn(endTurn(s, 'player_a'), 'player_b');
    expect(s.playerA.nextCardFree).toBe(true);
    s = play({ ...s, playerA: { ...s.playerA, energy: 0 } }, 'player_a', 'flash-sale');
    expect(s.playerA.energy).toBe(0);
    expect(s.playerA.buyPower).toBe(3);
    expect(s.playerA.nextCardFree).toBe(false);
  });

  it('Return Policy: the opponent loses 1 Buy Power, never below 0', () => {
    const s = play(
      scenario({ a: { hand: ['return-policy'] }, b: { buyPower: 4 } }),
      'player_a',
      'return-policy',
    );
    expect(s.playerB.buyPower).toBe(3);
    const broke = play(scenario({ a: { hand: ['return-policy'] } }), 'player_a', 'return-policy');
    expect(broke.playerB.buyPower).toBe(0);
  });

  it('Swipe War: both players discard their hands and draw 1', () => {
    const before = scenario({
      a: { hand: ['swipe-war', 'impulse-buy', 'doorbuster'], deck: ['spa-day'] },
      b: { hand: ['flash-sale', 'restock', 'gift-card'], deck: ['overdraft'] },
    });
    const s = play(before, 'player_a', 'swipe-war');
    expect(s.playerA.hand).toEqual(['spa-day']);
    expect(s.playerA.discard).toEqual(['impulse-buy', 'doorbuster']);
    expect(s.playerA.playedCards).toEqual(['swipe-war']);
    expect(s.playerB.hand).toEqual(['overdraft']);
    expect(s.playerB.discard).toEqual(['flash-sale', 'restock', 'gift-card']);
  });

  it('Swipe War: a player with an empty deck draws back from the freshly discarded hand', () => {
    const before = scenario({
      a: { hand: ['swipe-war'], deck: [] },
      b: { hand: ['flash-sale', 'restock'], deck: [] },
    });
    const s = play(before, 'player_a', 'swipe-war');
    expect(s.playerA.hand).toEqual([]);
    expect(s.playerB.hand).toHaveLength(1);
    expect(s.playerB.hand.length + s.playerB.deck.length + s.playerB.discard.length).toBe(2);
  });

  it('Flash Sale: +3 Buy Power but the opponent gets +1', () => {
    const s = play(scenario({ a: { hand: ['flash-sale'] }, b: { buyPower: 2 } }), 'player_a', 'flash-sale');
    expect(s.playerA.buyPower).toBe(3);
    expect(s.playerB.buyPower).toBe(3);
  });
});

describe('damage, armor and shield', () => {
  it('takes damage from hp', () => {
    const s = play(scenario({ a: { hand: ['doorbuster'] } }), 'player_a', 'doorbuster');
    expect(s.playerB.hp).toBe(27);
    expect(s.battleLog.at(-1)).toMatchObject({ action: 'damage', value: -3, cardName: 'Doorbuster' });
  });

  it('soaks damage with shield first, then armor', () => {
    const s = play(
      scenario({ a: { hand: ['cart-crash'] }, b: { shield: 2, armor: 2 } }),
      'player_a',
      'cart-crash',
    );
    expect(s.playerB).toMatchObject({ shield: 0, armor: 0, hp: 29 });
    const partial = play(
      scenario({ a: { hand: ['doorbuster'] }, b: { shield: 1, armor: 5 } }),
      'player_a',
      'doorbuster',
    );
    expect(partial.playerB).toMatchObject({ shield: 0, armor: 3, hp: 30 });
  });

  it('adds attack power and subtracts defense', () => {
    const s = play(
      scenario({ a: { hand: ['doorbuster'], attackPower: 2 }, b: { defense: 1 } }),
      'player_a',
      'doorbuster',
    );
    expect(s.playerB.hp).toBe(26);
    const blocked = play(
      scenario({ a: { hand: ['doorbuster'] }, b: { defense: 3 } }),
      'player_a',
      'doorbuster',
    );
    expect(blocked.playerB.hp).toBe(30);
  });

  it('raises armor, shield, attack power and defense from cards, within their caps', () => {
    let s = scenario({
      a: { hand: ['extended-warranty', 'bubble-wrap', 'sharp-elbows', 'loss-prevention'], energy: 4 },
    });
    for (const id of ['extended-warranty', 'bubble-wrap', 'sharp-elbows', 'loss-prevention']) {
      s = play(s, 'player_a', id);
    }
    expect(s.playerA).toMatchObject({ armor: 4, shield: 4, attackPower: 1, defense: 1 });
    const capped = play(
      scenario({ a: { hand: ['extended-warranty'], armor: 19 } }),
      'player_a',
      'extended-warranty',
    );
    expect(capped.playerA.armor).toBe(MAX_ARMOR);
  });

  it('drops shield at the start of its owner next turn but keeps armor', () => {
    let s = play(scenario({ a: { hand: ['bubble-wrap'], armor: 3 } }), 'player_a', 'bubble-wrap');
    s = endTurn(s, 'player_a');
    expect(s.playerA.shield).toBe(4);
    s = endTurn(s, 'player_b');
    expect(s.playerA).toMatchObject({ shield: 0, armor: 3 });
  });

  it('heals up to max hp only', () => {
    const s = play(scenario({ a: { hand: ['retail-therapy'], hp: 20 } }), 'player_a', 'retail-therapy');
    expect(s.playerA.hp).toBe(26);
    const full = play(scenario({ a: { hand: ['retail-therapy'], hp: 28 } }), 'player_a', 'retail-therapy');
    expect(full.playerA.hp).toBe(30);
  });

  it('drains the wallet at 0 hp: Buy Power penalty, hp refilled, effects cleared', () => {
    const poison = { name: 'Hidden Fees', type: 'poison' as const, duration: 2, value: 1 };
    const s = play(
      scenario({ a: { hand: ['cart-crash'] }, b: { hp: 4, buyPower: 5, statusEffects: [poison] } }),
      'player_a',
      'cart-crash',
    );
    expect(s.playerB).toMatchObject({ hp: 30, buyPower: 5 - WALLET_DRAINED_PENALTY, statusEffects: [] });
    expect(s.battleLog.map((e) => e.action)).toContain('wallet_drained');
  });

  it('never drains Buy Power below 0', () => {
    const s = play(
      scenario({ a: { hand: ['cart-crash'] }, b: { hp: 1, buyPower: 1 } }),
      'player_a',
      'cart-crash',
    );
    expect(s.playerB).toMatchObject({ hp: 30, buyPower: 0 });
  });

  it('logs a drain that took nothing as 0, so the state survives a JSON round trip unchanged', () => {
    const s = play(
      scenario({ a: { hand: ['cart-crash'] }, b: { hp: 1, buyPower: 0 } }),
      'player_a',
      'cart-crash',
    );
    const drained = s.battleLog.find((entry) => entry.action === 'wallet_drained');
    expect(Object.is(drained?.value, 0)).toBe(true);
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });
});

describe('status effects', () => {
  it('poisons the opponent: hp drops at the start of each of their turns until the duration runs out', () => {
    let s = play(scenario({ a: { hand: ['hidden-fees'] } }), 'player_a', 'hidden-fees');
    expect(s.playerB.statusEffects).toEqual([{ name: 'Hidden Fees', type: 'poison', duration: 3, value: 1 }]);
    const hp: number[] = [];
    for (let i = 0; i < 4; i++) {
      s = endTurn(s, 'player_a');
      hp.push(s.playerB.hp);
      s = endTurn(s, 'player_b');
    }
    expect(hp).toEqual([29, 28, 27, 27]);
    expect(s.playerB.statusEffects).toEqual([]);
  });

  it('burns for its value each turn', () => {
    let s = play(scenario({ a: { hand: ['overdraft'] } }), 'player_a', 'overdraft');
    s = endTurn(s, 'player_a');
    expect(s.playerB.hp).toBe(28);
    expect(s.playerB.statusEffects[0]?.duration).toBe(2);
  });

  it('heals its owner each turn, never above max hp', () => {
    let s = play(scenario({ a: { hand: ['spa-day'], hp: 27 } }), 'player_a', 'spa-day');
    expect(s.playerA.statusEffects[0]?.type).toBe('heal');
    s = endTurn(endTurn(s, 'player_a'), 'player_b');
    expect(s.playerA.hp).toBe(29);
    s = endTurn(endTurn(s, 'player_a'), 'player_b');
    expect(s.playerA.hp).toBe(30);
  });

  it('refreshes an effect cast again instead of stacking it', () => {
    const old = { name: 'Hidden Fees', type: 'poison' as const, duration: 1, value: 1 };
    const s = play(
      scenario({ a: { hand: ['hidden-fees'] }, b: { statusEffects: [old] } }),
      'player_a',
      'hidden-fees',
    );
    expect(s.playerB.statusEffects).toEqual([{ ...old, duration: 3 }]);
  });

  it('can drain a wallet with poison at the start of a turn', () => {
    const poison = { name: 'Hidden Fees', type: 'poison' as const, duration: 2, value: 1 };
    const s = endTurn(scenario({ b: { hp: 1, buyPower: 4, statusEffects: [poison] } }), 'player_a');
    expect(s.playerB).toMatchObject({ hp: 30, buyPower: 1, statusEffects: [] });
  });

  it('cleanses poison and burn but keeps heal effects', () => {
    const effects = [
      { name: 'Hidden Fees', type: 'poison' as const, duration: 2, value: 1 },
      { name: 'Overdraft', type: 'burn' as const, duration: 2, value: 2 },
      { name: 'Spa Day', type: 'heal' as const, duration: 2, value: 2 },
    ];
    const s = play(
      scenario({ a: { hand: ['money-back-guarantee'], hp: 20, statusEffects: effects } }),
      'player_a',
      'money-back-guarantee',
    );
    expect(s.playerA.statusEffects).toEqual([effects[2]]);
    expect(s.playerA.hp).toBe(22);
  });
});

describe('buffs', () => {
  it('Loyalty Card pays +1 Buy Power at each of the next 3 turn starts, then expires', () => {
    let s = play(scenario({ a: { hand: ['loyalty-card'] } }), 'player_a', 'loyalty-card');
    expect(s.playerA.buffs).toEqual([{ id: 'loyalty_points', duration: 3 }]);
    const bp: number[] = [];
    for (let i = 0; i < 4; i++) {
      s = endTurn(endTurn(s, 'player_a'), 'player_b');
      bp.push(s.playerA.buyPower);
    }
    expect(bp).toEqual([1, 2, 3, 3]);
    expect(s.playerA.buffs).toEqual([]);
  });

  it('Price Lock blocks Buy Power loss from the opponent until its owner next turn', () => {
    let s = play(scenario({ a: { hand: ['price-lock'], buyPower: 5 } }), 'player_a', 'price-lock');
    s = endTurn(s, 'player_a');
    s = { ...s, playerB: { ...s.playerB, hand: ['return-policy', 'price-gouge'] } };
    s = play(s, 'player_b', 'return-policy');
    expect(s.playerA.buyPower).toBe(5);
    expect(s.battleLog.at(-1)?.action).toBe('blocked');
    s = endTurn(s, 'player_b');
    expect(s.playerA.buffs).toEqual([]);
  });
});
