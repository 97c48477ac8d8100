export type SubmitField = 'name' | 'url';

export interface SubmitError {
  message: string;
  field?: SubmitField;
}

export const SUBMIT_FAILED = 'Failed to submit product. Please try again.';
export const NAME_REQUIRED = 'Please enter the product name.';
export const URL_REQUIRED = 'Please paste a link to the product.';
export const URL_INVALID = 'Please enter a valid URL, like https://www.amazon.com/...';

/** Adds https:// to a link typed without a scheme ("amazon.com/dp/..."). */
export function normaliseUrl(value: string): string {
  const trimmed = value.trim();
  if (!trimmed || /^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return trimmed;
  return `https://${trimmed.replace(/^\/+/, '')}`;
}

/** True for an absolute http(s) URL on a real host name (one ending in a dot and 2+ characters). */
export function isValidUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && /\.[a-z0-9-]{2,}$/i.test(url.hostname);
  } catch {
    return false;
  }
}

/** product spec 1 §5: name and url required; url must be a valid URL. Returns the first problem, or null. */
export function validateSubmission(input: { name: string; url: string }): SubmitError | null {
  if (!input.name.trim()) return { field: 'name', message: NAME_REQUIRED };
  if (!input.url.trim()) return { field: 'url', message: URL_REQUIRED };
  if (!isValidUrl(normaliseUrl(input.url))) return { field: 'url', message: URL_INVALID };
  return null;
}
