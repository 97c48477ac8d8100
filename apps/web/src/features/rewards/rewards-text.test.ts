import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { awardLabel, balanceErrorText, formatPoints, historyErrorText } from './rewards-text';

describe('rewards texts', () => {
  it("shows the server's error, else the spec's texts (product spec 1 §8)", () => {
    const refused = new ApiError(401, 'x', { serverMessage: 'Your session has ended. Please log in again.' });
    expect(balanceErrorText(refused)).toBe('Your session has ended. Please log in again.');
    expect(historyErrorText(refused)).toBe('Your session has ended. Please log in again.');
    const unreachable = new ApiError(0, 'Network error: the server could not be reached');
    expect(balanceErrorText(unreachable)).toBe('Failed to fetch balance');
    expect(historyErrorText(new TypeError('boom'))).toBe('Failed to fetch points.');
  });

  it('names an award as the How to Earn card does, and an unknown one readably', () => {
    expect(awardLabel({ reason: 'newsletter_signup' })).toBe('Sign up for the newsletter');
    expect(awardLabel({ reason: 'streak_bonus' })).toBe('streak bonus');
  });

  it("groups the balance the way the reader's locale does", () => {
    expect(formatPoints(1234567, 'en-US')).toBe('1,234,567');
    expect(formatPoints(1234567, 'de-DE')).toBe('1.234.567');
  });
});
