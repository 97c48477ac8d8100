import type { WishlistAnswer } from '@app/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowserPerTest } from '@/testing/fake-browser';
import { testMember } from '@/testing/test-member';
import { createWishlistStore, type WishlistDeps, type WishlistSession } from './wishlist-store';
import { ownerTitle, shareUrl } from './wishlist-text';

const listOf = (...ids: string[]): WishlistAnswer => ({
  items: ids.map((id, index) => ({
    id: index + 1,
    product_id: id,
    added_at: '2025-03-14T00:00:00.000Z',
    saved_price: null,
  })),
  wishlist: { id: 1, is_public: false, share_slug: 'x'.repeat(32) },
});

/** A promise the test settles when it likes. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function setup(overrides: Partial<WishlistDeps> = {}) {
  let session: WishlistSession | null = { token: 'token-a', userId: 7 };
  const deps: WishlistDeps = {
    session: () => session,
    fetch: vi.fn(async () => listOf('p1')),
    add: vi.fn(async (id: string) => listOf(id, 'p1')),
    remove: vi.fn(async () => listOf()),
    ...overrides,
  };
  const store = createWishlistStore(deps);
  return {
    store,
    deps,
    setSession: (next: WishlistSession | null) => {
      session = next;
    },
  };
}

describe('wishlist store (the hearts)', () => {
  it("loads the member's list once per login", async () => {
    const { store, deps } = setup();
    await Promise.all([store.getState().ensureLoaded(), store.getState().ensureLoaded()]);
    await store.getState().ensureLoaded();
    expect(deps.fetch).toHaveBeenCalledTimes(1);
    expect(deps.fetch).toHaveBeenCalledWith(7);
    expect(store.getState().status).toBe('ready');
    expect([...store.getState().ids]).toEqual(['p1']);
  });

  it('counts a failed lookup as not listed, and does not ask again in that session', async () => {
    const { store, deps } = setup({ fetch: vi.fn(async () => Promise.reject(new Error('down'))) });
    await store.getState().ensureLoaded();
    expect(store.getState().status).toBe('error');
    expect(store.getState().ids.size).toBe(0);
    await store.getState().ensureLoaded();
    expect(deps.fetch).toHaveBeenCalledTimes(1);
  });

  it('adds an unlisted product and removes a listed one, taking the list the server answers', async () => {
    const { store, deps } = setup();
    await store.getState().ensureLoaded();
    await store.getState().toggle('p2');
    expect(deps.add).toHaveBeenCalledWith('p2');
    expect([...store.getState().ids].sort()).toEqual(['p1', 'p2']);
    await store.getState().toggle('p1');
    expect(deps.remove).toHaveBeenCalledWith('p1');
    expect(store.getState().ids.size).toBe(0);
    expect(store.getState().pending.size).toBe(0);
  });

  it('saves a product asked for before a login once, never removing a listed one', async () => {
    const { store, deps } = setup();
    await Promise.all([store.getState().ensureSaved('p2'), store.getState().ensureSaved('p2')]);
    expect(deps.add).toHaveBeenCalledTimes(1);
    await store.getState().ensureSaved('p1');
    expect(deps.remove).not.toHaveBeenCalled();
    expect([...store.getState().ids].sort()).toEqual(['p1', 'p2']);
  });

  it('keeps the heart as it was and rethrows when the server refuses', async () => {
    const { store } = setup({ add: vi.fn(async () => Promise.reject(new Error('refused'))) });
    await store.getState().ensureLoaded();
    await expect(store.getState().toggle('p2')).rejects.toThrow('refused');
    expect([...store.getState().ids]).toEqual(['p1']);
    expect(store.getState().pending.size).toBe(0);
  });

  it('ignores a second press while the first is on its way', async () => {
    const answer = deferred<WishlistAnswer>();
    const { store, deps } = setup({ add: vi.fn(() => answer.promise) });
    await store.getState().ensureLoaded();
    const first = store.getState().toggle('p2');
    expect(store.getState().pending.has('p2')).toBe(true);
    await store.getState().toggle('p2');
    answer.resolve(listOf('p2', 'p1'));
    await first;
    expect(deps.add).toHaveBeenCalledTimes(1);
  });

  it('does not let a lookup that started before an add undo it', async () => {
    const lookup = deferred<WishlistAnswer>();
    const { store } = setup({ fetch: vi.fn(() => lookup.promise) });
    const loading = store.getState().ensureLoaded();
    await store.getState().toggle('p2');
    lookup.resolve(listOf('p1'));
    await loading;
    expect([...store.getState().ids].sort()).toEqual(['p1', 'p2']);
  });

  it("forgets one member's list when another logs in, and drops answers for an ended session", async () => {
    const lookup = deferred<WishlistAnswer>();
    const { store, deps, setSession } = setup({ fetch: vi.fn(() => lookup.promise) });
    const loading = store.getState().ensureLoaded();
    setSession(null);
    lookup.resolve(listOf('p1'));
    await loading;
    expect(store.getState().ids.size).toBe(0);

    setSession({ token: 'token-b', userId: 8 });
    (deps.fetch as ReturnType<typeof vi.fn>).mockResolvedValueOnce(listOf('p9'));
    await store.getState().ensureLoaded();
    expect(deps.fetch).toHaveBeenLastCalledWith(8);
    expect([...store.getState().ids]).toEqual(['p9']);
  });
});

describe('wishlist store bound to the session', () => {
  const { fetchMock } = fakeBrowserPerTest();
  beforeEach(() => vi.resetModules());

  it('loads the list right after login and clears it on logout', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/wishlist/7'
        ? new Response(JSON.stringify(listOf('p1')), { status: 200 })
        : new Response(JSON.stringify({ ok: true }), { status: 200 }),
    );
    const { useAuthStore } = await import('@/features/auth');
    const { useWishlistStore } = await import('./wishlist-store');
    useAuthStore.getState().login('token-a', testMember(7, 'heart_fan'));
    await vi.waitFor(() => expect(useWishlistStore.getState().status).toBe('ready'));
    expect([...useWishlistStore.getState().ids]).toEqual(['p1']);
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/api/wishlist/7') ?? [];
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-a');

    await useAuthStore.getState().logout();
    expect(useWishlistStore.getState().ids.size).toBe(0);
    expect(useWishlistStore.getState().status).toBe('idle');
    expect(useWishlistStore.getState().token).toBeNull();
  });
});

describe('wishlist texts', () => {
  it('builds the share link and the title of a shared list', () => {
    expect(shareUrl('AbC_-123', 'https://deals.example')).toBe(
      'https://deals.example/wishlist/share/AbC_-123',
    );
    expect(ownerTitle({ username: 'gizmo_fan', display_name: null })).toBe("gizmo_fan's Wishlist");
    expect(ownerTitle({ username: 'gizmo_fan', display_name: ' Gizmo ' })).toBe("Gizmo's Wishlist");
  });
});
