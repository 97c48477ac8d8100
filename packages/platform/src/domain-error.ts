/**
 * What went wrong, as a domain says it: the services throw these and know nothing of HTTP; the API's error
 * handler turns each kind into its status (STATUS_OF_FAILURE) and the error body `{ error, field? }`.
 */
export type FailureKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'too_many'
  | 'unavailable';

/** An expected failure: its message is the one the member reads, `field` the form field it is about. */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  constructor(
    readonly kind: FailureKind,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** The one mapping of a domain's failure to an HTTP status. */
export const STATUS_OF_FAILURE: Record<FailureKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  too_many: 429,
  unavailable: 503,
};

const failure = (kind: FailureKind) => (message: string, field?: string) =>
  new DomainError(kind, message, field);

/** The input cannot be used as it is. */
export const invalid = failure('invalid');
/** Nobody is logged in, or the token is no good. */
export const unauthenticated = failure('unauthenticated');
/** Logged in, but not allowed to do this. */
export const forbidden = failure('forbidden');
/** What was asked for does not exist (or may not be known to exist). */
export const notFound = failure('not_found');
/** The thing's present state does not allow this (taken, full, already done, out of turn). */
export const conflict = failure('conflict');
/** More than the endpoint takes. */
export const tooLarge = failure('too_large');
/** Over a limit of requests; wait and try again. */
export const tooMany = failure('too_many');
/** A service this depends on is not configured or not reachable. */
export const unavailable = failure('unavailable');
