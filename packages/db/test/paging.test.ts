// A page of a list fetched with one row more than its limit: the extra row only says that more follows.
import { describe, expect, it } from 'vitest';
import { pageOf } from '../src/index.ts';

describe('pageOf', () => {
  it('keeps the first `limit` rows and says more follows when the extra row came', () => {
    expect(pageOf([1, 2, 3, 4], 3)).toEqual({ items: [1, 2, 3], has_more: true });
  });

  it('says nothing follows when the rows fit the limit, exactly or with room', () => {
    expect(pageOf([1, 2, 3], 3)).toEqual({ items: [1, 2, 3], has_more: false });
    expect(pageOf([1], 3)).toEqual({ items: [1], has_more: false });
    expect(pageOf([], 3)).toEqual({ items: [], has_more: false });
  });
});
