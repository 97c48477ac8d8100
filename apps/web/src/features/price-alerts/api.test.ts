import { describe, expect, it } from 'vitest';
import { priceOf } from './api';

describe('the price typed into "Tell me below"', () => {
  it('is read as the number written, with a dollar sign, thousands commas and spaces allowed', () => {
    expect(priceOf('35')).toBe(35);
    expect(priceOf(' $1,299.50 ')).toBe(1299.5);
  });

  it('is no number when blank or not one, so the server says what is wrong', () => {
    expect(priceOf('')).toBeNaN();
    expect(priceOf('  ')).toBeNaN();
    expect(priceOf('cheap')).toBeNaN();
    // NaN goes as null in JSON: the server's 'below must be a price'.
    expect(JSON.stringify({ below: priceOf('') })).toBe('{"below":null}');
  });
});
