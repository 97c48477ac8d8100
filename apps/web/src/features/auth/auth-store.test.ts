import { authEndpoints } from '@app/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowserPerTest } from '@/testing/fake-browser';
import { testMember } from '@/testing/test-member';

const user = testMember(7, 'gizmo_fan', { email: 'gizmo@example.com' });

const browser = fakeBrowserPerTest();

async function loadStore() {
  vi.resetModules();
  return import('./auth-store');
}

beforeEach(() => {
  browser.fetchMock.mockResolvedValue(new Response(JSON.stringify({ ok: true }), { status: 200 }));
});

describe('auth store', () => {
  it('starts logged out with empty storage', async () => {
    const { useAuthStore, selectIsLoggedIn } = await loadStore();
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null, isAdmin: false });
    expect(selectIsLoggedIn(useAuthStore.getState())).toBe(false);
  });

  it('restores token and user from the spec storage keys', async () => {
    browser.shims.storage.setItem('token', 'abc');
    browser.shims.storage.setItem('user', JSON.stringify({ ...user, is_admin: 1 }));
    const { useAuthStore, selectIsLoggedIn } = await loadStore();
    expect(useAuthStore.getState().token).toBe('abc');
    expect(useAuthStore.getState().user?.username).toBe('gizmo_fan');
    expect(useAuthStore.getState().isAdmin).toBe(true);
    expect(selectIsLoggedIn(useAuthStore.getState())).toBe(true);
  });

  it("starts from a visitor's state, as the server draws pages, and holds the stored session at once", async () => {
    browser.shims.storage.setItem('token', 'abc');
    browser.shims.storage.setItem('user', JSON.stringify(user));
    const { useAuthStore } = await loadStore();
    // React adopts a page the server drew with this state (zustand's server snapshot): no hydration error.
    expect(useAuthStore.getInitialState()).toMatchObject({ token: null, user: null, isAdmin: false });
    expect(useAuthStore.getState().token).toBe('abc');
  });

  it('ignores a corrupt or half-stored session', async () => {
    browser.shims.storage.setItem('token', 'abc');
    browser.shims.storage.setItem('user', '{not json');
    let { useAuthStore } = await loadStore();
    expect(useAuthStore.getState().token).toBeNull();

    browser.shims.storage.removeItem('user');
    ({ useAuthStore } = await loadStore());
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('login stores token and user and fires auth:login', async () => {
    const { useAuthStore } = await loadStore();
    useAuthStore.getState().login('tok', user);
    expect(browser.shims.storage.getItem('token')).toBe('tok');
    expect(JSON.parse(browser.shims.storage.getItem('user') ?? 'null')).toEqual(user);
    expect(useAuthStore.getState()).toMatchObject({ token: 'tok', user, isAdmin: false });
    expect(browser.shims.events).toEqual([{ type: 'auth:login', detail: { user } }]);
  });

  it('logout clears storage, fires auth:logout and tells the server with the bearer token', async () => {
    const { useAuthStore } = await loadStore();
    useAuthStore.getState().login('tok', user);
    await useAuthStore.getState().logout();
    expect(browser.shims.storage.getItem('token')).toBeNull();
    expect(browser.shims.storage.getItem('user')).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null, isAdmin: false });
    expect(browser.shims.events.at(-1)).toEqual({ type: 'auth:logout', detail: { reason: 'user' } });
    const [path, init] = browser.fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/auth/logout');
    expect(init?.method).toBe('POST');
    expect(((init?.headers ?? {}) as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('logout ignores server and network errors', async () => {
    browser.fetchMock.mockRejectedValue(new TypeError('offline'));
    const { useAuthStore } = await loadStore();
    useAuthStore.getState().login('tok', user);
    await expect(useAuthStore.getState().logout()).resolves.toBeUndefined();
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('logout runs the logout steps with the token first, then ends the session on the server', async () => {
    const { useAuthStore, beforeLogout } = await loadStore();
    const order: string[] = [];
    browser.fetchMock.mockImplementation(async (path) => {
      order.push(String(path));
      return new Response(JSON.stringify({ ok: true }), { status: 200 });
    });
    beforeLogout(async (token) => {
      order.push(`step with ${token}`);
    });
    beforeLogout(async () => {
      throw new Error('a failing step does not stop the logout');
    });
    useAuthStore.getState().login('tok', user);
    await useAuthStore.getState().logout();
    expect(order).toEqual(['step with tok', '/api/auth/logout']);
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('expire forgets the session and runs the logout steps with its token, without ending it on the server', async () => {
    const { useAuthStore, beforeLogout } = await loadStore();
    const steps: string[] = [];
    beforeLogout(async (token) => {
      steps.push(`step with ${token}`);
    });
    useAuthStore.getState().login('tok', user);
    useAuthStore.getState().expire();
    expect(useAuthStore.getState().token).toBeNull();
    expect(browser.shims.events.at(-1)).toEqual({ type: 'auth:logout', detail: { reason: 'expired' } });
    await vi.waitFor(() => expect(steps).toEqual(['step with tok']));
    expect(browser.fetchMock).not.toHaveBeenCalled();
  });

  it('the api client uses the store token', async () => {
    const { useAuthStore } = await loadStore();
    const { api } = await import('@/lib/api-client');
    useAuthStore.getState().login('store-token', user);
    await api(authEndpoints.logout);
    expect(
      ((browser.fetchMock.mock.calls[0]?.[1]?.headers ?? {}) as Record<string, string>).Authorization,
    ).toBe('Bearer store-token');
  });

  it('syncFromStorage picks up changes made elsewhere', async () => {
    const { useAuthStore } = await loadStore();
    browser.shims.storage.setItem('token', 'other-tab');
    browser.shims.storage.setItem('user', JSON.stringify(user));
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
