import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ASYNC_TURN_SECONDS, BLITZ_TURN_SECONDS, MAX_ASYNC_GAMES, TURN_LIMIT } from '../src/index.ts';

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
});
