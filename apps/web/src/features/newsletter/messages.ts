import { ApiError } from '@/lib/api-error';

/** product spec 1 §8 texts. */
export const NEWSLETTER_SUCCESS = "You're in! Check your email for fresh drops.";
export const MODAL_FALLBACK_ERROR = 'Something went wrong. Try again!';
export const FORM_FALLBACK_ERROR = 'Something went wrong. Please try again.';

/** Newsletter modal: the server's error, else the error's message, else 'Something went wrong. Try again!'. */
export function modalErrorText(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  if (error instanceof Error && error.message.trim()) return error.message;
  return MODAL_FALLBACK_ERROR;
}

/** Home (and drops) form: the response's message, else 'Something went wrong. Please try again.'. */
export function formErrorText(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return FORM_FALLBACK_ERROR;
}

/** Modal closes 2 s after success (product spec 1 §9). */
export const MODAL_CLOSE_DELAY_MS = 2000;

/** Unsubscribe page texts (product spec 1 §8). */
export const UNSUBSCRIBE_SUCCESS = 'You have been successfully unsubscribed from our newsletter.';
export const UNSUBSCRIBE_INVALID_LINK = 'Invalid unsubscribe link. Please check your email and try again.';
export const UNSUBSCRIBE_FAILED = 'Failed to unsubscribe';
export const UNSUBSCRIBE_CRASHED = 'An error occurred while unsubscribing.';

/**
 * A refused unsubscribe (the server answered with an error): its error text, else 'Failed to unsubscribe'.
 * No answer at all (network failure): 'An error occurred while unsubscribing.'.
 */
export function unsubscribeErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status > 0) return error.serverMessage ?? UNSUBSCRIBE_FAILED;
  return UNSUBSCRIBE_CRASHED;
}
