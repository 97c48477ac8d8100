import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { blockErrorText, reportErrorText } from './messages';

describe('moderation texts (product spec 2 §8)', () => {
  it('reports: unauthorized, the server text, else the fallback', () => {
    expect(reportErrorText(new ApiError(401, 'x', { serverMessage: 'Please log in first' }))).toBe(
      'You need to log in to submit a report.',
    );
    expect(reportErrorText(new ApiError(400, 'x', { serverMessage: 'Please select a reason' }))).toBe(
      'Please select a reason',
    );
    expect(reportErrorText(new ApiError(0, 'Network error'))).toBe('Failed to submit report');
  });

  it('blocks: the server text, else which of block or unblock failed', () => {
    expect(blockErrorText(new ApiError(404, 'x', { serverMessage: 'User not found.' }), true)).toBe(
      'User not found.',
    );
    expect(blockErrorText(new TypeError('offline'), true)).toBe('Failed to block user');
    expect(blockErrorText(new TypeError('offline'), false)).toBe('Failed to unblock user');
  });
});
