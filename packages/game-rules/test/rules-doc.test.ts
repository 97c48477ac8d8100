import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ASYNC_TURN_SECONDS,
  BLITZ_TURN_SECONDS,
  MAX_ASYNC_GAMES,
  PROVISIONAL_RD,
  RATING_START,
  RATING_START_RD,
  RATING_START_VOLATILITY,
  RATING_TAU,
  TURN_LIMIT,
} from '../src/index.ts';

const rules = readFileSync(new URL('../RULES.md', import.meta.url), 'utf8');

describe('RULES.md', () => {
  it('has one section per part of the in-game guide, in order', () => {
    const headings = [...rules.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(headings).toEqual([
      'Objective',
      'Coin flip start',
      'Energy',
      'Turn structure',
      'Key cards',
      'Timeout system',
      'Deck building',
      'Rewards',
      'Modes',
      'Victory conditions',
      'Tips',
    ]);
  });

  it('states the numbers the engine uses', () => {
    expect(rules).toContain(`${BLITZ_TURN_SECONDS}-second`);
    expect(ASYNC_TURN_SECONDS / 3600).toBe(24);
    expect(rules).toContain('24-hour');
    expect(rules).toContain(`up to **${MAX_ASYNC_GAMES}**`);
    expect(rules).toContain(`${TURN_LIMIT} turns`);
    for (const card of [
      'Impulse Buy',
      'Greedy Grab',
      'The Butler',
      'Return Policy',
      'Swipe War',
      'Flash Sale',
    ]) {
      expect(rules).toMatch(new RegExp(`^\\| ${card} +\\|`, 'm'));
    }
  });

  it('states the rating system, its constants, aborts and the daily pair cap', () => {
    expect(rules).toContain('**Glicko-2**');
    expect(rules).toContain(`starting at **${RATING_START}**`);
    expect(rules).toContain(`(RD) of **${RATING_START_RD}**`);
    expect(rules).toContain(`volatility of **${RATING_START_VOLATILITY}**`);
    expect(rules).toContain(`τ = ${RATING_TAU}`);
    expect(rules).toContain(`RD is above **${PROVISIONAL_RD}**`);
    expect(rules).toContain('is **aborted**');
    expect(rules).toContain('at most once a day');
  });
});
