import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  FORM_FALLBACK_ERROR,
  formErrorText,
  MODAL_CLOSE_DELAY_MS,
  MODAL_FALLBACK_ERROR,
  modalErrorText,
  NEWSLETTER_SUCCESS,
  UNSUBSCRIBE_CRASHED,
  UNSUBSCRIBE_FAILED,
  UNSUBSCRIBE_INVALID_LINK,
  UNSUBSCRIBE_SUCCESS,
  unsubscribeErrorText,
} from './messages';

const serverError = new ApiError(400, 'Please enter a valid email address', {
  serverMessage: 'Please enter a valid email address',
});
const networkError = new ApiError(0, 'Network error: the server could not be reached');

describe('newsletter texts (product spec 1 §8)', () => {
  it('uses the spec texts', () => {
    expect(NEWSLETTER_SUCCESS).toBe("You're in! Check your email for fresh drops.");
    expect(MODAL_FALLBACK_ERROR).toBe('Something went wrong. Try again!');
    expect(FORM_FALLBACK_ERROR).toBe('Something went wrong. Please try again.');
    expect(MODAL_CLOSE_DELAY_MS).toBe(2000);
  });

  it('modal: server error, else the error message, else the fallback', () => {
    expect(modalErrorText(serverError)).toBe('Please enter a valid email address');
    expect(modalErrorText(networkError)).toBe('Network error: the server could not be reached');
    expect(modalErrorText(new Error(''))).toBe(MODAL_FALLBACK_ERROR);
    expect(modalErrorText('weird')).toBe(MODAL_FALLBACK_ERROR);
  });

  it('home form: response message, else the fallback', () => {
    expect(formErrorText(serverError)).toBe('Please enter a valid email address');
    expect(formErrorText(networkError)).toBe(FORM_FALLBACK_ERROR);
    expect(formErrorText(new Error('boom'))).toBe(FORM_FALLBACK_ERROR);
  });
});

describe('unsubscribe texts (product spec 1 §8)', () => {
  it('uses the spec texts', () => {
    expect(UNSUBSCRIBE_SUCCESS).toBe('You have been successfully unsubscribed from our newsletter.');
    expect(UNSUBSCRIBE_INVALID_LINK).toBe('Invalid unsubscribe link. Please check your email and try again.');
  });

  it("a refusal shows the server's error, else 'Failed to unsubscribe'; no answer the crash text", () => {
    expect(unsubscribeErrorText(new ApiError(400, 'x', { serverMessage: 'Invalid or expired token' }))).toBe(
      'Invalid or expired token',
    );
    expect(unsubscribeErrorText(new ApiError(500, 'Request failed with status 500'))).toBe(
      UNSUBSCRIBE_FAILED,
    );
    expect(UNSUBSCRIBE_FAILED).toBe('Failed to unsubscribe');
    expect(unsubscribeErrorText(networkError)).toBe(UNSUBSCRIBE_CRASHED);
    expect(unsubscribeErrorText(new TypeError('x'))).toBe('An error occurred while unsubscribing.');
  });
});
