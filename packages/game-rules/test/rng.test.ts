import { describe, expect, it } from 'vitest';
import { nextInt, nextUint32, seedRng, shuffleInPlace } from '../src/rng.ts';

describe('rng', () => {
  it('is deterministic and keeps its state as four uint32 numbers', () => {
    const a = seedRng(7);
    const b = seedRng(7);
    expect(a).toEqual(b);
    for (const word of a) expect(Number.isInteger(word) && word >= 0 && word < 2 ** 32).toBe(true);
    expect(Array.from({ length: 5 }, () => nextUint32(a))).toEqual(
      Array.from({ length: 5 }, () => nextUint32(b)),
    );
  });

  it('gives different streams for different seeds', () => {
    expect(seedRng(1)).not.toEqual(seedRng(2));
    expect(seedRng('match-1')).not.toEqual(seedRng('match-2'));
  });

  it('stays in range and roughly uniform', () => {
    const rng = seedRng('uniform');
    const buckets = [0, 0, 0, 0];
    for (let i = 0; i < 8000; i++) {
      const bucket = nextInt(rng, 4);
      buckets[bucket] = (buckets[bucket] ?? 0) + 1;
    }
    expect(buckets.reduce((sum, n) => sum + n, 0)).toBe(8000);
    for (const count of buckets) expect(count).toBeGreaterThan(1700);
  });

  it('shuffles into a permutation', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    shuffleInPlace(items, seedRng(3));
    expect([...items].sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(items).not.toEqual(Array.from({ length: 20 }, (_, i) => i));
  });
});
