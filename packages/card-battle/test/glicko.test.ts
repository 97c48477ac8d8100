// Glicko-2 as the paper computes it, and one match as one rating period.
import { PROVISIONAL_RD, RATING_START, RATING_START_RD, RATING_START_VOLATILITY } from '@app/game-rules';
import { describe, expect, it } from 'vitest';
import { rateMatch, ratePeriod } from '../src/glicko.ts';

describe('Glicko-2', () => {
  it('reproduces Glickman’s example: 1500/200 beats 1400/30, loses to 1550/100 and 1700/300', () => {
    const after = ratePeriod({ rating: 1500, rd: 200, volatility: 0.06 }, [
      { opponent: { rating: 1400, rd: 30, volatility: 0.06 }, score: 1 },
      { opponent: { rating: 1550, rd: 100, volatility: 0.06 }, score: 0 },
      { opponent: { rating: 1700, rd: 300, volatility: 0.06 }, score: 0 },
    ]);
    // The paper rounds its intermediate steps; the exact computation lands within these.
    expect(after.rating).toBeCloseTo(1464.06, 1);
    expect(after.rd).toBeCloseTo(151.52, 1);
    expect(after.volatility).toBeCloseTo(0.05999, 4);
  });

  it('moves two new players apart by the same amount, and a draw between equals moves no rating', () => {
    const start = { rating: RATING_START, rd: RATING_START_RD, volatility: RATING_START_VOLATILITY };
    const [winner, loser] = rateMatch(start, start, 1);
    expect(winner.rating - RATING_START).toBeCloseTo(RATING_START - loser.rating, 6);
    expect(winner.rating).toBeGreaterThan(RATING_START + 100);
    expect(winner.rd).toBeLessThan(RATING_START_RD);
    expect(winner.rd).toBeGreaterThan(PROVISIONAL_RD);
    const [drawA, drawB] = rateMatch(start, start, 0.5);
    expect(drawA.rating).toBeCloseTo(RATING_START, 6);
    expect(drawB.rating).toBeCloseTo(RATING_START, 6);
  });
});
