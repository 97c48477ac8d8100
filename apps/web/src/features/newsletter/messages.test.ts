import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { formErrorText, modalErrorText, unsubscribeErrorText } from './messages';

const serverError = new ApiError(400, 'Please enter a valid email address', {
  serverMessage: 'Please enter a valid email address',
});
const networkError = new ApiError(0, 'Network error: the server could not be reached');

describe('newsletter texts (product spec 1 §8)', () => {
  it('modal: server error, else the error message, else the fallback', () => {
    expect(modalErrorText(serverError)).toBe('Please enter a valid email address');
    expect(modalErrorText(networkError)).toBe('Network error: the server could not be reached');
    expect(modalErrorText(new Error(''))).toBe('Something went wrong. Try again!');
    expect(modalErrorText('weird')).toBe('Something went wrong. Try again!');
  });

  it('home form: response message, else the fallback', () => {
    expect(formErrorText(serverError)).toBe('Please enter a valid email address');
    expect(formErrorText(networkError)).toBe('Something went wrong. Please try again.');
    expect(formErrorText(new Error('boom'))).toBe('Something went wrong. Please try again.');
  });
});

describe('unsubscribe texts (product spec 1 §8)', () => {
  it("a refusal shows the server's error, else 'Failed to unsubscribe'; no answer the crash text", () => {
    expect(unsubscribeErrorText(new ApiError(400, 'x', { serverMessage: 'Invalid or expired token' }))).toBe(
      'Invalid or expired token',
    );
    expect(unsubscribeErrorText(new ApiError(500, 'Request failed with status 500'))).toBe(
      'Failed to unsubscribe',
    );
    expect(unsubscribeErrorText(networkError)).toBe('An error occurred while unsubscribing.');
    expect(unsubscribeErrorText(new TypeError('x'))).toBe('An error occurred while unsubscribing.');
  });
});
