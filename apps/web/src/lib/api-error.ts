import type { ErrorBody } from '@app/contracts';

// The API client's errors, apart from the client itself: code that only reads an error (a page's failure state)
// does not load the client, its contracts and zod.

/** Thrown for every failed call: HTTP errors, network failures and unreadable responses. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the request never got a response. */
  readonly status: number;
  /** Form field the server blamed (`field` of the error body), if any. */
  readonly field: string | undefined;
  /** The server's own `error` text, when it sent one. */
  readonly serverMessage: string | undefined;

  constructor(status: number, message: string, options: { field?: string; serverMessage?: string } = {}) {
    super(message);
    this.status = status;
    this.field = options.field;
    this.serverMessage = options.serverMessage;
  }
}

/** The text to show for a failed call: the server's `error` text, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return fallback;
}

function isErrorBody(value: unknown): value is Partial<ErrorBody> {
  return typeof value === 'object' && value !== null;
}

/** Builds the ApiError for a non-2xx response from its status and (possibly unparsed) body. */
export function toApiError(status: number, body: unknown): ApiError {
  const serverMessage =
    isErrorBody(body) && typeof body.error === 'string' && body.error.trim() ? body.error : undefined;
  const field = isErrorBody(body) && typeof body.field === 'string' && body.field ? body.field : undefined;
  return new ApiError(status, serverMessage ?? `Request failed with status ${status}`, {
    ...(field ? { field } : {}),
    ...(serverMessage ? { serverMessage } : {}),
  });
}
