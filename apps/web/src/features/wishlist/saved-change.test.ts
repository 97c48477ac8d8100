import { describe, expect, it } from 'vitest';
import { savedChange, savedChangeText } from './saved-change';

describe("a wishlisted product's change since it was saved", () => {
  it('says how far the price fell or rose, in whole percent', () => {
    expect(savedChange(50, 44)).toEqual({ direction: 'down', percent: 12 });
    expect(savedChange(20, 21)).toEqual({ direction: 'up', percent: 5 });
    expect(savedChangeText({ direction: 'down', percent: 12 })).toBe('↓ 12 % since you saved it');
    expect(savedChangeText({ direction: 'up', percent: 5 })).toBe('↑ 5 % since you saved it');
  });

  it('says nothing when either price is unknown or nothing changed to the whole percent', () => {
    expect(savedChange(null, 10)).toBeNull();
    expect(savedChange(10, null)).toBeNull();
    expect(savedChange(0, 10)).toBeNull();
    expect(savedChange(10, 0)).toBeNull();
    expect(savedChange(10, 10)).toBeNull();
    expect(savedChange(100, 99.6)).toBeNull();
  });
});
