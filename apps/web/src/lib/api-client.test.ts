import { body, endpoint, productAnswer, queryInt, raw, requiredId } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, api, errorMessage, setTokenGetter, toApiError, UNEXPECTED_RESPONSE } from './api-client';

function jsonResponse(status: number, body: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('toApiError', () => {
  it('carries the server error text and field', () => {
    const error = toApiError(409, { error: 'Username is already taken', field: 'username' });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(409);
    expect(error.message).toBe('Username is already taken');
    expect(error.serverMessage).toBe('Username is already taken');
    expect(error.field).toBe('username');
  });

  it('falls back to a generic message when the body has no error text', () => {
    for (const body of [undefined, null, {}, { error: '' }, { error: 42 }, 'oops']) {
      const error = toApiError(500, body);
      expect(error.message).toBe('Request failed with status 500');
      expect(error.serverMessage).toBeUndefined();
      expect(error.field).toBeUndefined();
    }
  });
});

describe('errorMessage', () => {
  it('prefers the server text, else the fallback', () => {
    expect(errorMessage(toApiError(401, { error: 'Invalid username or password' }), 'Login failed')).toBe(
      'Invalid username or password',
    );
    expect(errorMessage(toApiError(502, undefined), 'Login failed')).toBe('Login failed');
    expect(errorMessage(new Error('boom'), 'Login failed')).toBe('Login failed');
    expect(errorMessage('weird', 'Registration failed')).toBe('Registration failed');
  });
});

/** Endpoints of the tests' own: one of each kind of input, with an answer schema to parse. */
const register = endpoint({
  method: 'POST',
  path: '/api/auth/register',
  auth: 'none',
  tag: 'auth',
  summary: 'test',
  body: body({ username: z.string() }),
  answers: { 201: z.object({ token: z.string() }) },
});
const profile = endpoint({
  method: 'GET',
  path: '/api/auth/profile',
  auth: 'member',
  tag: 'auth',
  summary: 'test',
  answers: { 200: z.object({ ok: z.literal(true) }) },
});
const product = endpoint({
  method: 'GET',
  path: '/api/products/:id',
  auth: 'none',
  tag: 'catalogue',
  summary: 'test',
  params: z.object({ id: z.string() }),
  answers: { 200: productAnswer },
});
const listing = endpoint({
  method: 'GET',
  path: '/api/things/:userId/items',
  auth: 'none',
  tag: 'test',
  summary: 'test',
  params: z.object({ userId: requiredId('userId') }),
  query: z.object({
    limit: queryInt('limit', { min: 1, max: 50, fallback: 20 }),
    tag: z.array(z.string()).optional(),
  }),
  answers: { 200: z.object({ items: z.array(z.number()) }) },
});
const removal = endpoint({
  method: 'DELETE',
  path: '/api/things/:id',
  auth: 'member',
  tag: 'test',
  summary: 'test',
  params: z.object({ id: z.string() }),
  answers: { 204: raw(null, 'Removed') },
});

describe('api', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    setTokenGetter(() => 'tok-123');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    setTokenGetter(() => null);
  });

  it("sends the contract's method and path with the JSON body and the bearer token, and answers the parsed body", async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { token: 't', user: { id: 1 } }));
    const result = await api(register, { body: { username: 'amy' } });
    expect(result).toEqual({ token: 't' });
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/auth/register');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ username: 'amy' }));
    const headers = (init?.headers ?? {}) as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok-123');
    expect(headers['Content-Type']).toBe('application/json');
  });

  it('fills path parameters (each encoded as one segment) and writes the query, leaving out what is missing', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { items: [1] }));
    await api(listing, { params: { userId: 7 }, query: { limit: 5, tag: ['a b', 'c/d'] } });
    await api(listing, { params: { userId: '8' }, query: { limit: undefined } });
    await api(removal, { params: { id: '../admin?x=1' } });
    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual([
      '/api/things/7/items?limit=5&tag=a+b&tag=c%2Fd',
      '/api/things/8/items',
      '/api/things/..%2Fadmin%3Fx%3D1',
    ]);
  });

  it('omits the Authorization header without a token and the body on GET', async () => {
    setTokenGetter(() => null);
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));
    await api(profile);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
    expect(((init?.headers ?? {}) as Record<string, string>).Authorization).toBeUndefined();
  });

  it('lets a call override the stored token', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));
    await api(profile, { token: 'other' });
    expect(((fetchMock.mock.calls[0]?.[1]?.headers ?? {}) as Record<string, string>).Authorization).toBe(
      'Bearer other',
    );
  });

  it('throws ApiError with status, message and field for 4xx', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, { error: 'Passwords do not match', field: 'confirm_password' }),
    );
    const error = await api(register, { body: { username: '' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Passwords do not match',
      field: 'confirm_password',
    });
  });

  it('maps a non-JSON error body to a generic ApiError', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await api(profile).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, serverMessage: undefined });
  });

  it('maps network failures to status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    const error = await api(profile).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
  });

  it('rejects an unreadable success body and accepts an empty answer where the contract has no body', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<!doctype html>', { status: 200 }));
    await expect(api(profile)).rejects.toBeInstanceOf(ApiError);
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(api(removal, { params: { id: 'x' } })).resolves.toBeUndefined();
  });

  it('answers what the contract parsed, and turns an answer that breaks it into an ApiError', async () => {
    const item = {
      _id: 'p1',
      asin: null,
      title: 'One',
      name: 'One',
      description: 'A thing.',
      price: 9.5,
      imageUrl: '',
      detailPageUrl: 'https://shop.example/p1',
      affiliateUrl: 'https://shop.example/p1',
      viralFactor: '',
      categories: ['tech'],
      dropDate: '2026-01-01T00:00:00.000Z',
      images: [],
      source: 'other',
      availability: null,
      lastUpdated: null,
    };
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { product: item, extra: 'dropped' }));
    await expect(api(product, { params: { id: 'p1' } })).resolves.toEqual({ product: item });

    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { product: { ...item, price: '$9.50' } }));
    const error = await api(product, { params: { id: 'p1' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, message: UNEXPECTED_RESPONSE, serverMessage: undefined });
    expect(consoleError).toHaveBeenCalledOnce();
    consoleError.mockRestore();
  });
});
