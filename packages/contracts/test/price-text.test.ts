import { describe, expect, it } from 'vitest';
import { priceText } from '../src/index.ts';

/** What priceText must write: the currency formatter it stands in for. */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

describe('priceText', () => {
  it('writes dollars and cents, grouped, rounding the shortest decimal form half away from zero', () => {
    expect(priceText(1299.99)).toBe('$1,299.99');
    expect(priceText(19.9)).toBe('$19.90');
    expect(priceText(0.5)).toBe('$0.50');
    // toFixed would write 12.34 and 1.00 (it rounds the binary value).
    expect(priceText(12.345)).toBe('$12.35');
    expect(priceText(1.005)).toBe('$1.01');
    expect(priceText(999.995)).toBe('$1,000.00');
    expect(priceText(1234567.891)).toBe('$1,234,567.89');
    expect(priceText(-0.5)).toBe('-$0.50');
  });

  it('writes what Intl.NumberFormat writes, for prices of every size and precision', () => {
    const prices = [
      Number.NaN,
      Number.POSITIVE_INFINITY,
      1e21,
      1.5e22,
      0,
      0.001,
      0.004,
      0.005,
      0.0049999,
      1e-7,
      0.1 + 0.2,
      2.675,
      1.015,
      8.345,
      9_007_199_254_740.99,
      1e20,
    ];
    let seed = 42;
    const random = () => {
      // A small fixed-seed generator: the same prices every run.
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let i = 0; i < 20_000; i++) {
      const magnitude = 10 ** Math.floor(random() * 9);
      const decimals = Math.floor(random() * 5);
      prices.push(Number((random() * magnitude).toFixed(decimals)));
      // Ties at the third decimal, the case rounding gets wrong most easily.
      prices.push(Math.floor(random() * magnitude * 100) / 100 + 0.005);
    }
    for (const price of prices) {
      expect(priceText(price), String(price)).toBe(usd.format(price));
      expect(priceText(-price), String(-price)).toBe(usd.format(-price));
    }
  });
});
