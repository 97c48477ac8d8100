import { describe, expect, it } from 'vitest';
import {
  type Action,
  applyAction,
  CARDS,
  createCatalogue,
  legalActions,
  type MatchState,
  refusalReason,
} from '../src/index.ts';
import { act, expectRefused, NOW, play, scenario } from './helpers.ts';

function finished(): MatchState {
  return act(scenario(), { type: 'forfeit', player: 'player_a', now: NOW });
}

describe('refusals', () => {
  it('not_your_turn: playing, ending the turn or timing out on the opponent turn', () => {
    const s = scenario({ b: { hand: ['impulse-buy'], energy: 3 } });
    expectRefused(
      s,
      { type: 'play_card', player: 'player_b', cardId: 'impulse-buy', now: NOW },
      'not_your_turn',
    );
    expectRefused(s, { type: 'end_turn', player: 'player_b', now: NOW }, 'not_your_turn');
    expectRefused(s, { type: 'timeout', player: 'player_b', now: NOW }, 'not_your_turn');
  });

  it('not_enough_energy: the card costs more than the energy left', () => {
    const s = scenario({ a: { hand: ['limited-edition'], energy: 2 } });
    expectRefused(
      s,
      { type: 'play_card', player: 'player_a', cardId: 'limited-edition', now: NOW },
      'not_enough_energy',
    );
  });

  it('card_not_in_hand: a real card the player is not holding', () => {
    const s = scenario({ a: { hand: ['impulse-buy'], deck: ['flash-sale'] } });
    expectRefused(
      s,
      { type: 'play_card', player: 'player_a', cardId: 'flash-sale', now: NOW },
      'card_not_in_hand',
    );
  });

  it('card_not_in_hand: a second copy that was already played', () => {
    const s = play(scenario({ a: { hand: ['impulse-buy'] } }), 'player_a', 'impulse-buy');
    expectRefused(
      s,
      { type: 'play_card', player: 'player_a', cardId: 'impulse-buy', now: NOW },
      'card_not_in_hand',
    );
  });

  it('unknown_card: an id missing from the catalogue, even when it sits in the hand', () => {
    const s = scenario({ a: { hand: ['mystery-box', 'impulse-buy'] } });
    expectRefused(
      s,
      { type: 'play_card', player: 'player_a', cardId: 'mystery-box', now: NOW },
      'unknown_card',
    );
    expectRefused(
      s,
      { type: 'play_card', player: 'player_a', cardId: 'constructor', now: NOW },
      'unknown_card',
    );
    const withoutImpulse = createCatalogue(CARDS.filter((c) => c.id !== 'impulse-buy'));
    const action: Action = { type: 'play_card', player: 'player_a', cardId: 'impulse-buy', now: NOW };
    expect(applyAction(s, action, withoutImpulse)).toEqual({ ok: false, reason: 'unknown_card' });
  });

  it('game_over: every action once the game has ended, forfeits included', () => {
    const s = finished();
    for (const action of [
      { type: 'play_card', player: 'player_a', cardId: 'impulse-buy', now: NOW },
      { type: 'end_turn', player: 'player_a', now: NOW },
      { type: 'timeout', player: 'player_a', now: NOW },
      { type: 'forfeit', player: 'player_b', now: NOW },
    ] satisfies Action[]) {
      expectRefused(s, action, 'game_over');
    }
  });

  it('allows a forfeit from either player at any point of the game', () => {
    const s = scenario();
    expect(refusalReason(s, { type: 'forfeit', player: 'player_a', now: NOW })).toBeNull();
    expect(refusalReason(s, { type: 'forfeit', player: 'player_b', now: NOW })).toBeNull();
  });

  it('never mutates the input of an accepted action', () => {
    const s = scenario({ a: { hand: ['swipe-war', 'impulse-buy'] }, b: { hand: ['doorbuster'] } });
    const before = structuredClone(s);
    const result = applyAction(s, { type: 'play_card', player: 'player_a', cardId: 'swipe-war', now: NOW });
    expect(result.ok).toBe(true);
    expect(s).toEqual(before);
  });

  it('shares what an action left untouched', () => {
    const s = scenario({ a: { hand: ['impulse-buy'] } });
    const next = play(s, 'player_a', 'impulse-buy');
    expect(next.playerB).toBe(s.playerB);
    expect(next.playerA).not.toBe(s.playerA);
  });
});

describe('legalActions', () => {
  it('lists each affordable card once plus ending the turn', () => {
    const s = scenario({
      a: { hand: ['impulse-buy', 'impulse-buy', 'limited-edition', 'flash-sale'], energy: 2 },
    });
    expect(legalActions(s, NOW)).toEqual([
      { type: 'play_card', player: 'player_a', cardId: 'impulse-buy', now: NOW },
      { type: 'play_card', player: 'player_a', cardId: 'flash-sale', now: NOW },
      { type: 'end_turn', player: 'player_a', now: NOW },
    ]);
  });

  it('includes any card when the next one is free, and nothing once the game is over', () => {
    const s = scenario({ a: { hand: ['limited-edition'], energy: 0, nextCardFree: true } });
    expect(legalActions(s, NOW).map((a) => a.type)).toEqual(['play_card', 'end_turn']);
    expect(legalActions(finished(), NOW)).toEqual([]);
  });
});
