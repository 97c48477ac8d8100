import {
  type AnswerOf,
  type Endpoint,
  type InputOf,
  isRawAnswer,
  pathOf,
  queryStringOf,
} from '@app/contracts';
import type { z } from 'zod';
import { ApiError, toApiError } from './api-error';
import { currentToken } from './api-token';
// zod is configured before the first answer is parsed.
import './zod-config';

export { ApiError, errorMessage, toApiError } from './api-error';
export { setTokenGetter } from './api-token';

export interface RequestOptions {
  /** Overrides the stored token; `null` sends no Authorization header. */
  token?: string | null;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** The message of an ApiError for an answer that does not match its contract. */
export const UNEXPECTED_RESPONSE = 'The server sent an unexpected response';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function readBody(response: Response): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await response.text();
  if (!text) return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** Sends one request; answers the status and the JSON body of a 2xx response, or throws an ApiError. */
async function request(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions,
): Promise<{ status: number; value: unknown }> {
  const token = options.token === undefined ? currentToken() : options.token;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  // A form (with files) goes as multipart: the browser writes its Content-Type with the boundary.
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      ...(body !== undefined ? { body: isForm ? body : JSON.stringify(body) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'Network error: the server could not be reached');
  }

  const parsed = await readBody(response);
  if (!response.ok) throw toApiError(response.status, parsed.ok ? parsed.value : undefined);
  if (!parsed.ok) throw new ApiError(response.status, 'The server sent an unreadable response');
  return { status: response.status, value: parsed.value };
}

/** What the schema of the answer with this status is, if the endpoint answers JSON with it. */
function answerSchema(endpoint: Endpoint, status: number): z.ZodType | undefined {
  const answer = endpoint.answers[status];
  return answer && !isRawAnswer(answer) ? answer : undefined;
}

/** A call's input (params, query, body or form, as the contract types them) and how to send it. */
export type CallInput<E extends Endpoint> = InputOf<E> & RequestOptions;
type CallArgs<E extends Endpoint> =
  Record<string, never> extends InputOf<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/** The address of a call: the contract's path with its parameters, and its query. */
export function addressOf<E extends Endpoint>(endpoint: E, input?: CallInput<E>): string {
  const { params, query } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
  };
  return pathOf(endpoint.path, params) + queryStringOf(query);
}

/**
 * The one HTTP client of the app: calls an endpoint of `@app/contracts` with the input its schemas take
 * (checked by the type system), the bearer token from the auth store, and answers what the contract says (the
 * answer is parsed by its schema; one that breaks it is an ApiError, never a crash).
 */
async function callEndpoint<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): Promise<AnswerOf<E>> {
  const {
    body,
    form,
    params: _params,
    query: _query,
    ...options
  } = (input ?? {}) as CallInput<E> & {
    body?: unknown;
    form?: FormData;
    params?: unknown;
    query?: unknown;
  };
  const { status, value } = await request(endpoint.method, addressOf(endpoint, input), form ?? body, options);
  const schema = answerSchema(endpoint, status);
  if (!schema || (value === undefined && status === 204)) return value as AnswerOf<E>;
  const checked = schema.safeParse(value);
  if (!checked.success) {
    // A contract the server broke is a bug to see in the console, and a failed call to the page.
    console.error(
      `${endpoint.method} ${endpoint.path}: the answer does not match its contract`,
      checked.error.issues,
    );
    throw new ApiError(status, UNEXPECTED_RESPONSE);
  }
  return checked.data as AnswerOf<E>;
}

/** GET of a file the member may read (a CSV export): its bytes and the name the server gives it. */
export async function download<E extends Endpoint>(
  endpoint: E,
  ...[input]: CallArgs<E>
): Promise<{ blob: Blob; filename: string | null }> {
  const token = input?.token === undefined ? currentToken() : input.token;
  let response: Response;
  try {
    response = await fetch(addressOf(endpoint, input), {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      ...(input?.signal ? { signal: input.signal } : {}),
    });
  } catch {
    throw new ApiError(0, 'Network error: the server could not be reached');
  }
  if (!response.ok) {
    const parsed = await readBody(response);
    throw toApiError(response.status, parsed.ok ? parsed.value : undefined);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  return { blob: await response.blob(), filename: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null };
}

export const api = callEndpoint;
