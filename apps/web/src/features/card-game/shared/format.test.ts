import { describe, expect, it } from 'vitest';
import {
  CLOCK_SKEW_MIN_MS,
  clockOffset,
  energyLevel,
  formatCountdown,
  formatTimer,
  hpLevel,
  isHpCritical,
  isTimerVisible,
  secondsLeft,
  timeoutsLevel,
  timeoutsText,
  timerLevel,
} from './format';

describe('formatCountdown (lobby turn countdown)', () => {
  it("shows 'Turn expired' when the deadline has passed", () => {
    expect(formatCountdown(0)).toBe('Turn expired');
    expect(formatCountdown(-5000)).toBe('Turn expired');
    expect(formatCountdown(Number.NaN)).toBe('Turn expired');
  });

  it('formats seconds, minutes+seconds and hours+minutes', () => {
    expect(formatCountdown(42_000)).toBe('42s');
    expect(formatCountdown(400)).toBe('1s');
    expect(formatCountdown(59_999)).toBe('1m 0s');
    expect(formatCountdown(60_000)).toBe('1m 0s');
    expect(formatCountdown(3 * 60_000 + 7_000)).toBe('3m 7s');
    expect(formatCountdown(3_600_000)).toBe('1h 0m');
    expect(formatCountdown(23 * 3_600_000 + 59 * 60_000 + 30_000)).toBe('23h 59m');
    expect(formatCountdown(24 * 3_600_000)).toBe('24h 0m');
  });
});

describe('blitz timer', () => {
  it('counts whole seconds down to the deadline', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 100)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
    expect(formatTimer(45)).toBe('0:45');
    expect(formatTimer(65)).toBe('1:05');
    expect(formatTimer(-3)).toBe('0:00');
  });

  it('warns at 20 s or less and is urgent at 10 s or less', () => {
    const levels = [45, 21, 20, 11, 10, 0].map(timerLevel);
    expect(levels).toEqual(['normal', 'normal', 'warning', 'warning', 'urgent', 'urgent']);
  });

  it('is hidden outside blitz, after the game, and when time is up on the opponent turn', () => {
    const base = { gameMode: 'blitz', gameStatus: 'in_progress', myTurn: true, remainingMs: 5000 } as const;
    expect(isTimerVisible(base)).toBe(true);
    expect(isTimerVisible({ ...base, gameMode: 'async' })).toBe(false);
    expect(isTimerVisible({ ...base, gameStatus: 'completed' })).toBe(false);
    expect(isTimerVisible({ ...base, gameStatus: 'forfeited' })).toBe(false);
    expect(isTimerVisible({ ...base, myTurn: false })).toBe(true);
    expect(isTimerVisible({ ...base, myTurn: false, remainingMs: 0 })).toBe(false);
    expect(isTimerVisible({ ...base, myTurn: true, remainingMs: -100 })).toBe(true);
  });
});

describe('colour rules', () => {
  it('hp bar: green above 60 %, amber above 30 %, red otherwise', () => {
    expect(hpLevel(30, 30)).toBe('green');
    expect(hpLevel(19, 30)).toBe('green'); // 63 %
    expect(hpLevel(18, 30)).toBe('amber'); // 60 %
    expect(hpLevel(10, 30)).toBe('amber'); // 33 %
    expect(hpLevel(9, 30)).toBe('red'); // 30 %
    expect(hpLevel(0, 30)).toBe('red');
    expect(hpLevel(5, 0)).toBe('red');
  });

  it('critical hp at 20 % or less', () => {
    expect(isHpCritical(7, 30)).toBe(false); // 23 %
    expect(isHpCritical(6, 30)).toBe(true); // 20 %
    expect(isHpCritical(0, 30)).toBe(true);
  });

  it('energy: red at 0, amber below max, green at max (and above, with the bonus)', () => {
    const levels = [0, 1, 2, 3, 4].map((energy) => energyLevel(energy, 3));
    expect(levels).toEqual(['red', 'amber', 'amber', 'green', 'green']);
  });

  it("timeouts: 'Timeouts x / 3', red at 2 or more, amber otherwise", () => {
    expect(timeoutsText(0)).toBe('Timeouts 0 / 3');
    expect(timeoutsText(2)).toBe('Timeouts 2 / 3');
    expect([0, 1, 2, 3].map(timeoutsLevel)).toEqual(['amber', 'amber', 'red', 'red']);
  });
});

describe('clockOffset (the blitz timer counts on the server clock)', () => {
  const arrived = 1_700_000_000_000;

  it('corrects a browser clock that is off by the server time of the message', () => {
    expect(clockOffset(0, arrived + 3_000, arrived)).toBe(3_000);
    expect(clockOffset(0, arrived - 90_000, arrived)).toBe(-90_000);
  });

  it('leaves agreeing clocks alone: a message spends some time on the way', () => {
    expect(clockOffset(0, arrived + 120, arrived)).toBe(0);
    expect(clockOffset(0, arrived - (CLOCK_SKEW_MIN_MS - 1), arrived)).toBe(0);
  });

  it('keeps the offset while readings only differ by travel time, and follows a clock that changed', () => {
    expect(clockOffset(3_000, arrived + 3_200, arrived)).toBe(3_000);
    expect(clockOffset(3_000, arrived + 10_000, arrived)).toBe(10_000);
    // The browser's clock was set right: back to no correction.
    expect(clockOffset(3_000, arrived + 100, arrived)).toBe(0);
  });

  it('keeps the offset when a message has no usable server time', () => {
    expect(clockOffset(2_000, undefined, arrived)).toBe(2_000);
    expect(clockOffset(2_000, 'soon', arrived)).toBe(2_000);
    expect(clockOffset(2_000, Number.NaN, arrived)).toBe(2_000);
  });
});
