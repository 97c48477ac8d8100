import { authEndpoints } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installBrowserShims } from '@/testing/browser-shims';
import type { User } from '@/types/api';

const user: User = {
  id: 7,
  username: 'gizmo_fan',
  email: 'gizmo@example.com',
  display_name: null,
  avatar_url: null,
  bio: null,
  is_admin: false,
};

let shims: ReturnType<typeof installBrowserShims>;
const fetchMock = vi.fn<typeof fetch>();

async function loadStore() {
  vi.resetModules();
  return import('./auth-store');
}

beforeEach(() => {
  shims = installBrowserShims();
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response(JSON.stringify({ ok: true }), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  shims.uninstall();
});

describe('auth store', () => {
  it('starts logged out with empty storage', async () => {
    const { useAuthStore, selectIsLoggedIn } = await loadStore();
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null, isAdmin: false });
    expect(selectIsLoggedIn(useAuthStore.getState())).toBe(false);
  });

  it('restores token and user from the spec storage keys', async () => {
    shims.storage.setItem('token', 'abc');
    shims.storage.setItem('user', JSON.stringify({ ...user, is_admin: 1 }));
    const { useAuthStore, selectIsLoggedIn } = await loadStore();
    expect(useAuthStore.getState().token).toBe('abc');
    expect(useAuthStore.getState().user?.username).toBe('gizmo_fan');
    expect(useAuthStore.getState().isAdmin).toBe(true);
    expect(selectIsLoggedIn(useAuthStore.getState())).toBe(true);
  });

  it('ignores a corrupt or half-stored session', async () => {
    shims.storage.setItem('token', 'abc');
    shims.storage.setItem('user', '{not json');
    let { useAuthStore } = await loadStore();
    expect(useAuthStore.getState().token).toBeNull();

    shims.storage.removeItem('user');
    ({ useAuthStore } = await loadStore());
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('login stores token and user and fires auth:login', async () => {
    const { useAuthStore } = await loadStore();
    useAuthStore.getState().login('tok', user);
    expect(shims.storage.getItem('token')).toBe('tok');
    expect(JSON.parse(shims.storage.getItem('user') ?? 'null')).toEqual(user);
    expect(useAuthStore.getState()).toMatchObject({ token: 'tok', user, isAdmin: false });
    expect(shims.events).toEqual([{ type: 'auth:login', detail: { user } }]);
  });

  it('logout clears storage, fires auth:logout and tells the server with the bearer token', async () => {
    const { useAuthStore } = await loadStore();
    useAuthStore.getState().login('tok', user);
    await useAuthStore.getState().logout();
    expect(shims.storage.getItem('token')).toBeNull();
    expect(shims.storage.getItem('user')).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null, isAdmin: false });
    expect(shims.events.at(-1)).toEqual({ type: 'auth:logout', detail: { reason: 'user' } });
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/auth/logout');
    expect(init?.method).toBe('POST');
    expect(((init?.headers ?? {}) as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('logout ignores server and network errors', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    const { useAuthStore } = await loadStore();
    useAuthStore.getState().login('tok', user);
    await expect(useAuthStore.getState().logout()).resolves.toBeUndefined();
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('expire forgets the session without calling the server', async () => {
    const { useAuthStore } = await loadStore();
    useAuthStore.getState().login('tok', user);
    useAuthStore.getState().expire();
    expect(useAuthStore.getState().token).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(shims.events.at(-1)).toEqual({ type: 'auth:logout', detail: { reason: 'expired' } });
  });

  it('the api client uses the store token', async () => {
    const { useAuthStore } = await loadStore();
    const { api } = await import('@/lib/api-client');
    useAuthStore.getState().login('store-token', user);
    await api(authEndpoints.logout);
    expect(((fetchMock.mock.calls[0]?.[1]?.headers ?? {}) as Record<string, string>).Authorization).toBe(
      'Bearer store-token',
    );
  });

  it('syncFromStorage picks up changes made elsewhere', async () => {
    const { useAuthStore } = await loadStore();
    shims.storage.setItem('token', 'other-tab');
    shims.storage.setItem('user', JSON.stringify(user));
    useAuthStore.getState().syncFromStorage();
    expect(useAuthStore.getState().token).toBe('other-tab');
  });
});

describe('isAdminUser', () => {
  it('treats true and 1 as admin', async () => {
    const { isAdminUser } = await loadStore();
    expect(isAdminUser({ ...user, is_admin: true })).toBe(true);
    expect(isAdminUser({ ...user, is_admin: 1 })).toBe(true);
    expect(isAdminUser({ ...user, is_admin: 0 })).toBe(false);
    expect(isAdminUser({ ...user, is_admin: false })).toBe(false);
    expect(isAdminUser(null)).toBe(false);
  });
});
