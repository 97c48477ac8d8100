// The endpoint contracts as tests walk them: every one `@app/contracts` exports, the fields of each input
// part, and a request that puts one value in one field. Tests generated from these cover a route added later.

import type { Endpoint } from '@app/contracts';
import * as contracts from '@app/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';

/** Every endpoint contract `@app/contracts` exports (each domain's group of them). */
export function endpointContracts(): Endpoint[] {
  const isEndpoint = (value: unknown): value is Endpoint =>
    typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'answers' in value;
  return Object.values(contracts).flatMap((group) =>
    typeof group === 'object' && group !== null ? Object.values(group).filter(isEndpoint) : [],
  );
}

/** The object schema under a part's refinements, pipes (preprocessing, transforms), defaults and optionals. */
function objectOf(schema: z.ZodType | undefined): z.ZodObject | null {
  let current: unknown = schema;
  for (let depth = 0; depth < 10 && current; depth++) {
    if (current instanceof z.ZodObject) return current;
    const def = (current as { _zod?: { def?: { in?: unknown; innerType?: unknown } } })._zod?.def;
    current = def?.in ?? def?.innerType;
  }
  return null;
}

export type Part = 'params' | 'query' | 'body' | 'form';

/** The top-level fields of each part of an endpoint's input. */
export function fieldsOf(endpoint: Endpoint): Array<{ part: Part; field: string }> {
  return (['params', 'query', 'body', 'form'] as const).flatMap((part) =>
    Object.keys(objectOf(endpoint[part])?.shape ?? {}).map((field) => ({ part, field })),
  );
}

/** A stand-in for a path parameter that is not the one under test: a whole number, which every id accepts. */
const PLAIN_PARAM = '1';

/** A multipart body of text fields, as a browser's FormData sends it. */
async function multipart(fields: Record<string, unknown>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  const request = new Request('http://test.invalid/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

/**
 * Calls the endpoint with `value` in one field of one part, on top of `base` (a valid input, so the value
 * reaches the code behind the validation where it can).
 */
export async function callWith(
  app: FastifyInstance,
  endpoint: Endpoint,
  { part, field, value }: { part: Part; field: string; value: string },
  { token, base = {} }: { token?: string; base?: Partial<Record<Part, Record<string, unknown>>> },
): Promise<LightMyRequestResponse> {
  const input = (name: Part) => ({ ...base[name], ...(part === name ? { [field]: value } : {}) });
  const url =
    contracts.pathOf(
      endpoint.path,
      new Proxy(input('params'), { get: (t, k: string) => t[k] ?? PLAIN_PARAM }),
    ) + contracts.queryStringOf(input('query'));
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (endpoint.form) {
    const { payload, contentType } = await multipart(input('form'));
    return app.inject({
      method: endpoint.method,
      url,
      headers: { ...headers, 'content-type': contentType },
      payload,
    });
  }
  const body = endpoint.body ? input('body') : undefined;
  return app.inject({ method: endpoint.method, url, headers, ...(body ? { payload: body } : {}) });
}
