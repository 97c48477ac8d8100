import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('writes calendar dates in long en-US form whatever the time zone', () => {
    expect(formatDate('2025-03-14')).toBe('March 14, 2025');
    expect(formatDate('2025-06-01T23:30:00.000Z')).toBe('June 1, 2025');
    expect(formatDate('nope')).toBe('');
  });
});
