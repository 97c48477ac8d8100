import { describe, expect, it } from 'vitest';
import { ratingChangeText, ratingText } from './rating-text';

describe('rating texts', () => {
  it('marks a provisional rating with a question mark', () => {
    expect(ratingText(1500, true)).toBe('1500?');
    expect(ratingText(1623, false)).toBe('1623');
  });

  it('signs a change with a plus or a minus sign', () => {
    expect(ratingChangeText(1500, 1512)).toBe('+12');
    expect(ratingChangeText(1500, 1488)).toBe('−12');
    expect(ratingChangeText(1500, 1500)).toBe('±0');
  });
});
