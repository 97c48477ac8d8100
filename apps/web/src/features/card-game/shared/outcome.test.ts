import { describe, expect, it } from 'vitest';
import { gameOverText, turnText } from './outcome';

// A match both players played turns of: no ending of it is aborted.
const base = {
  you: 'player_a' as const,
  opponentUsername: 'bob',
  gameStatus: 'completed' as const,
  turnCount: 9,
  currentTurn: 'player_a' as const,
  playerATimeouts: 0,
  playerBTimeouts: 0,
};

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

  it('a forfeit or timeout before each player had ended a turn is aborted, whoever won it', () => {
    // Turn 1: player A forfeits before ending it; neither had ended a turn.
    const firstTurn = {
      ...base,
      turnCount: 1,
      winner: 'player_b' as const,
      winReason: 'opponent_forfeited' as const,
    };
    expect(gameOverText(firstTurn)).toEqual({
      outcome: 'aborted',
      title: 'Aborted',
      reason: 'You forfeited before each player had ended a turn: no rating change, no points.',
    });
    // Turn 2: A ended turn 1, B ran out of time in turn 2 (a strike that ended the game ends no turn).
    const timedOut = {
      ...base,
      turnCount: 2,
      currentTurn: 'player_b' as const,
      playerBTimeouts: 1,
      winner: 'player_a' as const,
      winReason: 'opponent_timeout' as const,
    };
    expect(gameOverText(timedOut)).toMatchObject({
      outcome: 'aborted',
      reason: 'bob ran out of time before each player had ended a turn: no rating change, no points.',
    });
    // Turn 3: both had ended one; a forfeit now is a loss.
    expect(gameOverText({ ...firstTurn, turnCount: 3 }).title).toBe('You Lose');
  });

  it('turn banner text', () => {
    expect(turnText({ you: 'player_a', currentTurn: 'player_a' })).toBe('Your Turn');
    expect(turnText({ you: 'player_a', currentTurn: 'player_b' })).toBe("Opponent's Turn");
  });
});
