import { describe, expect, it } from 'vitest';
import { formatPrice, shownPrice, truncateText } from './format';

describe('formatPrice (product spec 1 §5)', () => {
  it('shows numbers above 0 as en-US dollars with 2 decimals', () => {
    expect(formatPrice(19.9)).toBe('$19.90');
    expect(formatPrice(1299)).toBe('$1,299.00');
    expect(formatPrice(0.5)).toBe('$0.50');
    expect(formatPrice(12.345)).toBe('$12.35');
  });

  it("shows 'View price on site' otherwise", () => {
    for (const price of [0, -5, null, undefined, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatPrice(price)).toBe('View price on site');
    }
  });
});

describe('truncateText (search description preview)', () => {
  it('cuts text longer than 100 characters to 100 plus an ellipsis', () => {
    const long = 'x'.repeat(150);
    expect(truncateText(long)).toBe(`${'x'.repeat(100)}...`);
  });

  it('keeps text of 100 characters or less whole', () => {
    expect(truncateText('y'.repeat(100))).toBe('y'.repeat(100));
    expect(truncateText('short')).toBe('short');
  });

  it('drops a space the cut ends on', () => {
    expect(truncateText(`${'a'.repeat(95)} bcdefgh`)).toBe(`${'a'.repeat(95)} bcde...`);
    expect(truncateText(`${'a'.repeat(99)} bcdefgh`)).toBe(`${'a'.repeat(99)}...`);
  });

  it('never splits an emoji', () => {
    const text = `${'a'.repeat(99)}🎲🎲`;
    expect(truncateText(text)).toBe(`${'a'.repeat(99)}🎲...`);
  });
});

describe('shownPrice', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  const product = (source: 'amazon' | 'other', lastUpdated: string | null) => ({
    price: 19.99,
    source,
    lastUpdated,
  });
  it("shows another shop's price always, and Amazon's only within 24 hours of Amazon giving it", () => {
    expect(shownPrice(product('other', null), now)).toBe(19.99);
    expect(shownPrice(product('amazon', '2026-11-24T12:00:00Z'), now)).toBe(19.99);
    expect(shownPrice(product('amazon', '2026-11-24T11:59:59Z'), now)).toBeNull();
    expect(shownPrice(product('amazon', null), now)).toBeNull();
    expect(formatPrice(shownPrice(product('amazon', null), now))).toBe('View price on site');
  });
});
