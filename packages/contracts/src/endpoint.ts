import type { z } from 'zod';

/**
 * Who may call an endpoint: anybody (`none`); anybody, counted for the member when a token is sent
 * (`optional`); a logged-in member; a forum moderator (or admin); an admin.
 */
export type EndpointAuth = 'none' | 'optional' | 'member' | 'moderator' | 'admin';

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * An answer that is not JSON (a redirect, a file, a page): documented by its media type, sent as it is.
 * `mediaType` null means no body (a redirect).
 */
export interface RawAnswer {
  readonly raw: true;
  readonly mediaType: string | null;
  readonly description: string;
}

export type AnswerSchema = z.ZodType | RawAnswer;

/**
 * One HTTP endpoint, written once: the API registers its route from it (validation, typed handler, the
 * OpenAPI operation) and the web calls it through `api(endpoint, …)` (typed input, parsed answer).
 * `path` is in Fastify's form (`/api/wishlist/:userId`); `answers` lists the successful answers by status
 * (every endpoint also answers 4xx with the error body, which is not repeated here).
 */
export interface Endpoint {
  readonly method: EndpointMethod;
  readonly path: string;
  readonly auth: EndpointAuth;
  /** The OpenAPI tag: the API module that owns the endpoint. */
  readonly tag: string;
  readonly summary: string;
  readonly description?: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** A JSON body. */
  readonly body?: z.ZodType;
  /** A multipart form instead of JSON: its text fields, checked by the handler after the files are read. */
  readonly form?: z.ZodType;
  readonly answers: { readonly [status: number]: AnswerSchema };
}

/** Declares an endpoint, keeping its literal types (so both ends are typed by it). */
export const endpoint = <const E extends Endpoint>(definition: E): E => definition;

/** A non-JSON answer (see RawAnswer). */
export const raw = (mediaType: string | null, description: string): RawAnswer => ({
  raw: true,
  mediaType,
  description,
});

export const isRawAnswer = (answer: AnswerSchema): answer is RawAnswer => 'raw' in answer;

type SuccessStatus = 200 | 201 | 202 | 204;
type Parsed<S> = S extends z.ZodType ? z.output<S> : S extends RawAnswer ? unknown : never;

/** What the endpoint answers on success (its 2xx answers' parsed values). */
export type AnswerOf<E extends Endpoint> = {
  [K in keyof E['answers'] & SuccessStatus]: Parsed<E['answers'][K]>;
}[keyof E['answers'] & SuccessStatus];

/** The validated inputs a handler receives. */
export type ParamsOf<E extends Endpoint> = E['params'] extends z.ZodType ? z.output<E['params']> : unknown;
export type QueryOf<E extends Endpoint> = E['query'] extends z.ZodType ? z.output<E['query']> : unknown;
export type BodyOf<E extends Endpoint> = E['body'] extends z.ZodType ? z.output<E['body']> : unknown;

/** What a caller passes for a part: required when the schema needs something, optional when all is optional. */
type Part<Name extends string, S> = S extends z.ZodType
  ? Record<string, never> extends z.input<S>
    ? { [K in Name]?: z.input<S> }
    : undefined extends z.input<S>
      ? { [K in Name]?: z.input<S> }
      : { [K in Name]: z.input<S> }
  : { [K in Name]?: never };

/** A caller's input to an endpoint: its path parameters, query and body, as the schemas accept them. */
export type InputOf<E extends Endpoint> = Part<'params', E['params']> &
  Part<'query', E['query']> &
  Part<'body', E['body']> &
  (E['form'] extends z.ZodType ? { form: FormData } : { form?: never });

/** Fills a path's `:name` parameters (each encoded as one path segment). */
export function pathOf(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${path}: missing path parameter ${name}`);
    // A lone surrogate cannot be encoded: it goes as U+FFFD, as a browser sends it.
    return encodeURIComponent(String(value).replace(/\p{Surrogate}/gu, '\ufffd'));
  });
}

/** A query object as a query string (leading `?`, or empty): missing values left out, arrays repeated. */
export function queryStringOf(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
