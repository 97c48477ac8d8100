import { describe, expect, it } from 'vitest';
import { cardNotificationText, durationText, matchPath } from '../src/index.ts';

describe('card notification text', () => {
  it('names the opponent and what happened', () => {
    expect(cardNotificationText('your_turn', 'alice', null)).toBe("It's your move against alice");
    expect(cardNotificationText('match_found', 'alice', null)).toBe(
      'Your async match against alice has started',
    );
    expect(cardNotificationText('deadline_soon', 'alice', { left_seconds: 4 * 3600 })).toBe(
      '4 hours left for your move against alice',
    );
    expect(cardNotificationText('deadline_soon', 'alice', { left_seconds: 3600 })).toBe(
      '1 hour left for your move against alice',
    );
  });

  it('says how a match ended, why, and the points it paid', () => {
    const won = { result: 'won' as const, reason: 'opponent_timeout', points: 1 };
    expect(cardNotificationText('match_ended', 'bob', won)).toBe(
      'You won against bob (out of time), +1 points',
    );
    expect(
      cardNotificationText('match_ended', 'bob', { result: 'lost', reason: 'opponent_forfeited', points: 0 }),
    ).toBe('You lost against bob (forfeit)');
    expect(cardNotificationText('match_ended', 'bob', { result: 'draw', reason: 'tie', points: 0 })).toBe(
      'Your match against bob ended in a draw (equal Buy Power)',
    );
  });

  it('says an aborted match was aborted, and changed nothing, whoever walked away', () => {
    const aborted = { result: 'aborted' as const, reason: 'opponent_forfeited', points: 0 };
    expect(cardNotificationText('match_ended', 'bob', aborted)).toBe(
      'Your match against bob was aborted (forfeit): no rating change, no points',
    );
    expect(cardNotificationText('match_ended', 'bob', { ...aborted, reason: 'opponent_timeout' })).toBe(
      'Your match against bob was aborted (out of time): no rating change, no points',
    );
  });

  it('rounds a time left to its largest unit, and links to the match', () => {
    expect(durationText(90 * 60)).toBe('2 hours');
    expect(durationText(25 * 60)).toBe('25 minutes');
    expect(durationText(1)).toBe('1 second');
    expect(matchPath('m-1')).toBe('/card-game/m-1');
  });
});
