import { describe, expect, it } from 'vitest';
import { getPlayer, type MatchState, rewardPoints, TURN_LIMIT, WIN_REASON_TEXT } from '../src/index.ts';
import { act, endTurn, NOW, play, scenario } from './helpers.ts';

function expectOutcome(
  s: MatchState,
  winner: MatchState['winner'],
  winReason: MatchState['winReason'],
): void {
  expect({ gameStatus: s.gameStatus, winner: s.winner, winReason: s.winReason }).toEqual({
    gameStatus: winReason === 'opponent_forfeited' ? 'forfeited' : 'completed',
    winner,
    winReason,
  });
  expect(s.battleLog.at(-1)?.action).toBe('game_over');
  // The game-over dialog's text for this very reason, from the winner's point of view.
  const text = WIN_REASON_TEXT[winReason as keyof typeof WIN_REASON_TEXT];
  expect(s.battleLog.at(-1)?.description).toBe(
    winner ? `${getPlayer(s, winner).username} wins: ${text}` : `It's a tie: ${text}`,
  );
}

describe('win reasons', () => {
  it('reached_10_buy_power: reaching 10 wins at once', () => {
    const s = play(scenario({ a: { hand: ['impulse-buy'], buyPower: 8 } }), 'player_a', 'impulse-buy');
    expectOutcome(s, 'player_a', 'reached_10_buy_power');
  });

  it('reached_10_buy_power: the opponent wins when your Flash Sale takes them to 10', () => {
    const s = play(scenario({ a: { hand: ['flash-sale'] }, b: { buyPower: 9 } }), 'player_a', 'flash-sale');
    expectOutcome(s, 'player_b', 'reached_10_buy_power');
  });

  it('reached_10_buy_power: Loyalty Points can win at the start of a turn', () => {
    const s = endTurn(
      scenario({ b: { buyPower: 9, buffs: [{ id: 'loyalty_points', duration: 2 }] } }),
      'player_a',
    );
    expectOutcome(s, 'player_b', 'reached_10_buy_power');
  });

  it('tie_both_reached_10: one card takes both players to 10', () => {
    const s = play(
      scenario({ a: { hand: ['flash-sale'], buyPower: 7 }, b: { buyPower: 9 } }),
      'player_a',
      'flash-sale',
    );
    expectOutcome(s, null, 'tie_both_reached_10');
  });

  it('opponent_no_cards: the player with cards left and more Buy Power wins', () => {
    const s = endTurn(scenario({ a: { buyPower: 4 }, b: { deck: [], buyPower: 2 } }), 'player_a');
    expectOutcome(s, 'player_a', 'opponent_no_cards');
  });

  it('more_buy_power: the player who ran out still wins with more Buy Power', () => {
    const s = endTurn(scenario({ a: { buyPower: 4 }, b: { deck: [], buyPower: 6 } }), 'player_a');
    expectOutcome(s, 'player_b', 'more_buy_power');
  });

  it('tie: out of cards with equal Buy Power', () => {
    const s = endTurn(scenario({ a: { deck: [], buyPower: 3 }, b: { buyPower: 3 } }), 'player_a');
    expectOutcome(s, null, 'tie');
  });

  it('a card still in hand means a player is not out of cards', () => {
    const s = endTurn(scenario({ a: { hand: ['doorbuster'], deck: [] } }), 'player_a');
    expect(s.gameStatus).toBe('in_progress');
  });

  it('more_buy_power and tie at the turn limit', () => {
    const atLimit = { state: { turnCount: TURN_LIMIT } };
    expectOutcome(
      endTurn(scenario({ ...atLimit, a: { buyPower: 5 }, b: { buyPower: 6 } }), 'player_a'),
      'player_b',
      'more_buy_power',
    );
    expectOutcome(
      endTurn(scenario({ ...atLimit, a: { buyPower: 5 }, b: { buyPower: 5 } }), 'player_a'),
      null,
      'tie',
    );
  });

  // The walkovers below come in turn 3, once each player has ended a turn: earlier they abort the match.
  const played = { state: { turnCount: 3 } };

  it('opponent_forfeited: a forfeit on the opponent turn hands them the win', () => {
    const s = act(scenario(played), { type: 'forfeit', player: 'player_b', now: NOW });
    expectOutcome(s, 'player_a', 'opponent_forfeited');
  });

  it('opponent_timeout: one timeout loses an async game', () => {
    const s = act(scenario({ ...played, mode: 'async' }), { type: 'timeout', player: 'player_a', now: NOW });
    expect(s.playerATimeouts).toBe(1);
    expectOutcome(s, 'player_b', 'opponent_timeout');
  });

  it('opponent_timeout_3_strikes: the third blitz timeout loses', () => {
    let s = scenario(played);
    for (let strike = 1; strike <= 2; strike++) {
      s = act(s, { type: 'end_turn', player: 'player_a', timeout: true, now: NOW });
      s = endTurn(s, 'player_b');
      expect(s.gameStatus).toBe('in_progress');
    }
    s = act(s, { type: 'timeout', player: 'player_a', now: NOW });
    expect(s.playerATimeouts).toBe(3);
    expectOutcome(s, 'player_b', 'opponent_timeout_3_strikes');
  });

  it('a walkover before each player had ended a turn is logged as an aborted match, not a win', () => {
    const forfeited = act(scenario(), { type: 'forfeit', player: 'player_b', now: NOW });
    expect(forfeited).toMatchObject({ winner: 'player_a', winReason: 'opponent_forfeited' });
    expect(forfeited.battleLog.at(-1)).toMatchObject({
      action: 'game_over',
      description: `Match aborted: ${forfeited.playerB.username} forfeited before each player had ended a turn`,
    });
    const timedOut = act(scenario({ mode: 'async' }), { type: 'timeout', player: 'player_a', now: NOW });
    expect(timedOut.battleLog.at(-1)?.description).toBe(
      `Match aborted: ${timedOut.playerA.username} ran out of time before each player had ended a turn`,
    );
  });
});

describe('rewardPoints', () => {
  it('pays 1 point to the winner only, nothing for ties or unfinished games', () => {
    const won = play(scenario({ a: { hand: ['impulse-buy'], buyPower: 8 } }), 'player_a', 'impulse-buy');
    expect([rewardPoints(won, 'player_a'), rewardPoints(won, 'player_b')]).toEqual([1, 0]);
    const tied = play(
      scenario({ a: { hand: ['flash-sale'], buyPower: 7 }, b: { buyPower: 9 } }),
      'player_a',
      'flash-sale',
    );
    expect([rewardPoints(tied, 'player_a'), rewardPoints(tied, 'player_b')]).toEqual([0, 0]);
    expect(rewardPoints(scenario(), 'player_a')).toBe(0);
  });
});
