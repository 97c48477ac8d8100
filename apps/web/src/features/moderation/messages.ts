import { ApiError, errorMessage } from '@/lib/api-client';

/** The report dialog's success state lasts 2 s, then it closes and resets (product spec 2 §4, §9). */
export const REPORT_SUCCESS_MS = 2000;

/** A failed report: unauthorized in the spec's words, else the server's text, else 'Failed to submit report' (product spec 2 §8). */
export function reportErrorText(error: unknown) {
  if (error instanceof ApiError && error.status === 401) return 'You need to log in to submit a report.';
  return errorMessage(error, 'Failed to submit report');
}

/** A failed block or unblock, shown above the buttons: the server's text, else the spec's (product spec 2 §8). */
export const blockErrorText = (error: unknown, blocking: boolean) =>
  errorMessage(error, blocking ? 'Failed to block user' : 'Failed to unblock user');

/** The dashboard's texts (product spec 2 §6, §8): the server's words first. */
export const reportsErrorText = (error: unknown) => errorMessage(error, 'Failed to fetch reports');
export const resolveErrorText = (error: unknown) => errorMessage(error, 'Failed to resolve report');
