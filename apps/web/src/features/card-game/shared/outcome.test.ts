import { describe, expect, it } from 'vitest';
import { gameOverText, turnText } from './outcome';

const base = { you: 'player_a' as const, opponentUsername: 'bob' };

describe('game over text', () => {
  it('words the win reason for the winner', () => {
    expect(gameOverText({ ...base, winner: 'player_a', winReason: 'reached_10_buy_power' })).toEqual({
      outcome: 'won',
      title: 'You Win!',
      reason: 'You won: reached 10 Buy Power.',
    });
    expect(gameOverText({ ...base, winner: 'player_a', winReason: 'opponent_forfeited' }).reason).toBe(
      'You won: opponent forfeited.',
    );
  });

  it('and for the loser', () => {
    expect(gameOverText({ ...base, winner: 'player_b', winReason: 'opponent_forfeited' })).toEqual({
      outcome: 'lost',
      title: 'You Lose',
      reason: 'bob won: you forfeited.',
    });
    expect(
      gameOverText({ ...base, winner: 'player_b', winReason: 'opponent_timeout_3_strikes' }).reason,
    ).toBe('bob won: you timed out 3 times.');
    expect(
      gameOverText({ ...base, opponentUsername: '', winner: 'player_b', winReason: 'more_buy_power' }).reason,
    ).toBe('Opponent won: more Buy Power.');
    expect(gameOverText({ ...base, winner: 'player_b', winReason: 'reached_10_buy_power' }).reason).toBe(
      'bob won: reached 10 Buy Power.',
    );
  });

  it('a tie is winner null', () => {
    expect(gameOverText({ ...base, winner: null, winReason: 'tie_both_reached_10' })).toEqual({
      outcome: 'tie',
      title: "It's a Tie!",
      reason: "It's a tie: both players reached 10 Buy Power.",
    });
    expect(gameOverText({ ...base, winner: null, winReason: 'tie' }).reason).toBe(
      "It's a tie: equal Buy Power.",
    );
  });

  it('turn banner text', () => {
    expect(turnText({ you: 'player_a', currentTurn: 'player_a' })).toBe('Your Turn');
    expect(turnText({ you: 'player_a', currentTurn: 'player_b' })).toBe("Opponent's Turn");
  });
});
