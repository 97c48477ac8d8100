import { productAnswer } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

  it('sends JSON with the bearer token and returns the parsed body', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { token: 't', user: { id: 1 } }));
    const result = await api.post<{ token: string }>('/api/auth/register', { username: 'amy' });
    expect(result.token).toBe('t');
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/auth/register');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ username: 'amy' }));
    const headers = (init?.headers ?? {}) as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok-123');
    expect(headers['Content-Type']).toBe('application/json');
  });

  it('omits the Authorization header without a token and the body on GET', async () => {
    setTokenGetter(() => null);
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));
    await api.get('/api/auth/profile');
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
    expect(((init?.headers ?? {}) as Record<string, string>).Authorization).toBeUndefined();
  });

  it('lets a call override the stored token', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));
    await api.post('/api/auth/logout', undefined, { token: 'other' });
    expect(((fetchMock.mock.calls[0]?.[1]?.headers ?? {}) as Record<string, string>).Authorization).toBe(
      'Bearer other',
    );
  });

  it('throws ApiError with status, message and field for 4xx', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, { error: 'Passwords do not match', field: 'confirm_password' }),
    );
    const error = await api.post('/api/auth/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Passwords do not match',
      field: 'confirm_password',
    });
  });

  it('maps a non-JSON error body to a generic ApiError', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await api.get('/api/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, serverMessage: undefined });
  });

  it('maps network failures to status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    const error = await api.get('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
  });

  it('rejects an unreadable success body and accepts an empty one', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<!doctype html>', { status: 200 }));
    await expect(api.get('/api/x')).rejects.toBeInstanceOf(ApiError);
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(api.delete('/api/x')).resolves.toBeUndefined();
  });

  it('answers what the contract parsed, and turns an answer that breaks it into an ApiError', async () => {
    const product = {
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
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { product, extra: 'dropped' }));
    await expect(api.read('/api/products/p1', { schema: productAnswer })).resolves.toEqual({ product });

    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { product: { ...product, price: '$9.50' } }));
    const error = await api.read('/api/products/p1', { schema: productAnswer }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, message: UNEXPECTED_RESPONSE, serverMessage: undefined });
    expect(consoleError).toHaveBeenCalledOnce();
    consoleError.mockRestore();
  });
});
