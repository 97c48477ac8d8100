import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as contracts from '@app/contracts';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DOCS_PATH, OPENAPI_PATH } from '../src/plugins/openapi.ts';
import { createTestApp, STACKS, type TestApp } from '../src/testing.ts';

interface Route {
  method: string;
  url: string;
}

type OpenApiDocument = {
  openapi: string;
  tags: { name: string }[];
  paths: Record<string, Record<string, { tags?: string[]; security?: unknown[] }>>;
};

/**
 * Every method and URL the app answers, read from Fastify's route tree: printRoutes draws one node a line,
 * indented four characters a level, each node's path continuing its parent's.
 */
function registeredRoutes(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const branch: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    if (line.trim() === '') continue;
    const node = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!node) throw new Error(`Unexpected line in the route tree: ${line}`);
    const [, indent = '', segment = '', methods] = node;
    branch.length = indent.length / 4;
    branch.push(segment);
    const url = branch.join('');
    for (const method of methods?.split(', ') ?? []) routes.push({ method, url });
  }
  return routes;
}

/** Every endpoint contract `@app/contracts` exports (each domain's group of them). */
function endpointContracts(): contracts.Endpoint[] {
  const isEndpoint = (value: unknown): value is contracts.Endpoint =>
    typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'answers' in value;
  return Object.values(contracts).flatMap((group) =>
    typeof group === 'object' && group !== null ? Object.values(group).filter(isEndpoint) : [],
  );
}

/** Fastify's `/:id` is OpenAPI's `/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe.each(STACKS)('OpenAPI document on %s', (stack) => {
  let t: TestApp;
  let webDist: string;
  let document: OpenApiDocument;
  beforeAll(async () => {
    // A small built web app of our own, so the static file routes exist whatever apps/web/dist holds.
    webDist = mkdtempSync(path.join(tmpdir(), 'openapi-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Dopamine Deals</title>');
    writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log("app");');
    t = await createTestApp(stack, { WEB_DIST_DIR: webDist });
    const response = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('lists every route the app registers, with its method', () => {
    const routes = registeredRoutes(t.app);
    const registered = (method: string, url: string) =>
      routes.some((route) => route.method === method && route.url === url);
    const undocumented = routes.filter((route) => {
      // Fastify answers HEAD for every GET by itself; the GET is what is documented.
      if (route.method === 'HEAD') return !registered('GET', route.url);
      // The reference's own page, scripts, styles and its copy of the document: a page, not the API.
      if (route.url === API_DOCS_PATH || route.url.startsWith(`${API_DOCS_PATH}/`)) return false;
      // The built web app's files (and `/` for its index.html), served as they are.
      if (['/', '/index.html', '/assets/app.js'].includes(route.url)) return false;
      return !document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
    });
    expect(undocumented).toEqual([]);
    // The route tree was read whole: the static files, the reference and the API itself are all there.
    expect(routes).toContainEqual({ method: 'GET', url: '/assets/app.js' });
    expect(routes).toContainEqual({ method: 'GET', url: `${API_DOCS_PATH}/json` });
    expect(routes).toContainEqual({ method: 'PUT', url: '/api/card/decks/:deckId' });
    expect(routes).toContainEqual({ method: 'POST', url: '/api/card/decks/:deckId/activate' });
  });

  it('registers every API route from its contract, and every contract as a route', () => {
    const endpoints = endpointContracts();
    const operation = (method: string, path: string) =>
      document.paths[openApiPath(path)]?.[method.toLowerCase()] as { summary?: string } | undefined;
    // A route documented without a contract's summary was written by hand.
    const withoutContract = Object.entries(document.paths).flatMap(([url, operations]) =>
      Object.keys(operations)
        .map((method) => `${method.toUpperCase()} ${url}`)
        .filter(
          (route) =>
            !endpoints.some((endpoint) => `${endpoint.method} ${openApiPath(endpoint.path)}` === route),
        ),
    );
    expect(withoutContract).toEqual([]);
    const notServed = endpoints
      .filter(
        (endpoint) =>
          !t.app.hasRoute({ method: endpoint.method, url: endpoint.path }) ||
          operation(endpoint.method, endpoint.path)?.summary !== endpoint.summary,
      )
      .map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(notServed).toEqual([]);
    expect(endpoints.length).toBeGreaterThan(100);
  });

  it('documents nothing the app does not serve', () => {
    for (const [url, operations] of Object.entries(document.paths)) {
      for (const method of Object.keys(operations)) {
        expect(t.app.hasRoute({ method: method.toUpperCase(), url: url.replace(/\{(\w+)\}/g, ':$1') })).toBe(
          true,
        );
      }
    }
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    // Every $ref points somewhere in the document.
    expect(() => validator.resolveRefs()).not.toThrow();
  });

  it('files each operation under its domain and marks the ones that need a token', () => {
    const tags = new Set(document.tags.map((tag) => tag.name));
    const untagged = Object.entries(document.paths).flatMap(([url, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.tags?.length !== 1 || !tags.has(operation.tags[0] ?? ''))
        .map(([method]) => `${method.toUpperCase()} ${url}`),
    );
    expect(untagged).toEqual([]);
    expect(document.paths['/api/auth/login']?.post?.tags).toEqual(['auth']);
    expect(document.paths['/api/card/decks']?.get?.tags).toEqual(['decks']);
    expect(document.paths['/api/card/matches/{matchId}']?.get?.tags).toEqual(['card-game']);
    expect(document.paths['/api/auth/login']?.post?.security).toBeUndefined();
    expect(document.paths['/api/auth/profile']?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/api/admin/submissions']?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/api/newsletter']?.post?.security).toEqual([{}, { bearerAuth: [] }]);
  });

  it('draws request and response shapes from the Zod schemas', () => {
    const login = document.paths['/api/auth/login']?.post as {
      requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
      responses: Record<string, unknown>;
    };
    expect(Object.keys(login.requestBody.content['application/json']?.schema.properties ?? {})).toEqual([
      'username',
      'password',
    ]);
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['200', '4XX']));
  });

  it('serves the reference page and its assets from this server, under the site policy', async () => {
    const page = await t.app.inject({ method: 'GET', url: API_DOCS_PATH });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const site = await t.app.inject({ method: 'GET', url: '/health' });
    expect(page.headers['content-security-policy']).toBe(site.headers['content-security-policy']);
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script.startsWith(`${API_DOCS_PATH}/`)).toBe(true);
      const asset = await t.app.inject({ method: 'GET', url: script });
      expect(asset.statusCode).toBe(200);
    }
  });
});
