import { describe, expect, it } from 'vitest';
import { testProduct } from '@/testing/test-product';
import { pickSpin, useSpinStore } from './spin';

const catalogue = (count: number) =>
  Array.from({ length: count }, (_, i) => testProduct(`p${i}`, { name: `Product ${i}` }));

describe('Feeling Lucky spinner (product spec 1 §4, §9)', () => {
  it('never repeats any of the last 5 picks', () => {
    const products = catalogue(7);
    let history: string[] = [];
    for (let round = 0; round < 500; round += 1) {
      const pick = pickSpin(products, history);
      if (!pick) throw new Error('no pick');
      expect(history.slice(-5)).not.toContain(pick.product._id);
      expect(pick.history.length).toBeLessThanOrEqual(5);
      expect(pick.history.at(-1)).toBe(pick.product._id);
      history = pick.history;
    }
  });

  it('keeps only the 5 most recent ids, oldest first', () => {
    const products = catalogue(10);
    const pick = pickSpin(products, ['p0', 'p1', 'p2', 'p3', 'p4'], () => 0);
    expect(pick?.product._id).toBe('p5');
    expect(pick?.history).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
  });

  it('resets the history when every product was picked recently', () => {
    const products = catalogue(3);
    const pick = pickSpin(products, ['p0', 'p1', 'p2'], () => 0.5);
    expect(pick?.product._id).toBe('p1');
    expect(pick?.history).toEqual(['p1']);

    // With a single product the same one comes up every time.
    const single = catalogue(1);
    expect(pickSpin(single, ['p0'])?.product._id).toBe('p0');
  });

  it('gives null for an empty catalogue', () => {
    expect(pickSpin([], [])).toBeNull();
  });

  it('keeps the history in the store between spins', () => {
    const products = catalogue(6);
    const seen: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const product = useSpinStore.getState().spin(products);
      if (!product) throw new Error('no pick');
      seen.push(product._id);
    }
    // Six spins over six products with a 5-long memory: the first five are all different.
    expect(new Set(seen.slice(0, 5)).size).toBe(5);
    expect(new Set(seen.slice(1, 6)).size).toBe(5);
    expect(useSpinStore.getState().history).toEqual(seen.slice(1));
  });
});
