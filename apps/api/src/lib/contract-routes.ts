import {
  type AnswerOf,
  type BodyOf,
  type Endpoint,
  type EndpointAuth,
  errorBody,
  isRawAnswer,
  type ParamsOf,
  type QueryOf,
} from '@app/contracts';
import type { Member } from '@app/platform';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  onRequestHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import { z } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract a route was registered from (every API route has one; the OpenAPI test checks). */
    contract?: Endpoint;
  }
}

/** A request as the contract's schemas left it: params, query and body validated and typed. */
export type ContractRequest<E extends Endpoint> = Omit<FastifyRequest, 'params' | 'query' | 'body'> & {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
};

/** Answers what the contract says (or the reply itself, after a redirect or a file was sent). */
export type ContractHandler<E extends Endpoint> = (
  request: ContractRequest<E>,
  reply: FastifyReply,
) => Promise<AnswerOf<E> | FastifyReply> | AnswerOf<E> | FastifyReply;

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface RouteExtras {
  /**
   * Replaces the check the contract's `auth` implies with the module's own (the forum's 'Please log in to
   * reply', a moderator check); required for `moderator` endpoints.
   */
  auth?: Hook;
  /** Runs after the auth check: limits, the product admin's password. */
  preHandler?: Hook | Hook[];
  /** Bodies larger than the app's 1 MiB (an image as a data URL). */
  bodyLimit?: number;
}

/** The security requirement each kind of endpoint documents: optional tokens as `{}` or the bearer. */
const SECURITY: Record<EndpointAuth, FastifySchema['security']> = {
  none: undefined,
  optional: [{}, { bearerAuth: [] }],
  member: [{ bearerAuth: [] }],
  moderator: [{ bearerAuth: [] }],
  admin: [{ bearerAuth: [] }],
};

function responseSchema(endpoint: Endpoint) {
  const response: Record<string, unknown> = { '4xx': errorBody };
  for (const [status, answer] of Object.entries(endpoint.answers)) {
    if (!isRawAnswer(answer)) response[status] = answer;
    else if (answer.mediaType) {
      response[status] = {
        description: answer.description,
        content: { [answer.mediaType]: { schema: z.string() } },
      };
    }
  }
  return response;
}

function schemaOf(endpoint: Endpoint): FastifySchema {
  const security = SECURITY[endpoint.auth];
  return {
    tags: [endpoint.tag],
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    ...(security ? { security } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    response: responseSchema(endpoint),
  };
}

/** The hooks that check who calls: admin and moderator routes before their input is read, the others after. */
function authHooks(app: FastifyInstance, endpoint: Endpoint, own: Hook | undefined) {
  const onRequest: Hook[] = [];
  const preHandler: Hook[] = [];
  switch (endpoint.auth) {
    case 'none':
      if (own) preHandler.push(own);
      break;
    case 'admin':
      onRequest.push(own ?? app.requireAdmin);
      break;
    case 'optional':
      preHandler.push(own ?? app.identify);
      break;
    case 'member':
      preHandler.push(own ?? app.authenticate);
      break;
    case 'moderator':
      if (!own) throw new Error(`${endpoint.method} ${endpoint.path}: a moderator route needs its own check`);
      onRequest.push(own);
      break;
  }
  return { onRequest, preHandler };
}

/**
 * Registers a route from its contract: the path and method, the schemas that validate its input and its
 * answers, the auth check its `auth` implies, and its OpenAPI tag, summary and security.
 */
export function serve<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: ContractHandler<E>,
  extras: RouteExtras = {},
) {
  const hooks = authHooks(app, endpoint, extras.auth);
  const preHandler = [...hooks.preHandler, ...[extras.preHandler ?? []].flat()];
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: schemaOf(endpoint),
    config: { contract: endpoint },
    ...(hooks.onRequest.length ? { onRequest: hooks.onRequest as onRequestHookHandler[] } : {}),
    ...(preHandler.length ? { preHandler: preHandler as preHandlerHookHandler[] } : {}),
    ...(extras.bodyLimit ? { bodyLimit: extras.bodyLimit } : {}),
    handler: handler as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}

/** The member a `member`, `moderator` or `admin` route's check has put on the request. */
export function signedIn(request: { member: Member | null }): Member {
  if (!request.member) throw new Error('signedIn() on a route whose auth check sets no member');
  return request.member;
}
