import { describe, expect, it, vi } from 'vitest';
import { testProduct } from '@/testing/test-product';
import { createProductsStore } from './products-store';

const product = testProduct('p1', { name: 'One' });

describe('products store (list cached in memory for 5 minutes)', () => {
  it('fetches once and serves the cached list for 5 minutes', async () => {
    let now = 1_000_000;
    const loader = vi.fn(async () => [product]);
    const store = createProductsStore(loader, () => now);

    expect(store.getState().status).toBe('idle');
    await expect(store.getState().load()).resolves.toEqual([product]);
    expect(store.getState()).toMatchObject({ status: 'ready', products: [product], fetchedAt: now });

    now += 5 * 60_000 - 1;
    await store.getState().load();
    expect(loader).toHaveBeenCalledTimes(1);

    now += 1;
    await store.getState().load();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('shares one request between simultaneous loads', async () => {
    const loader = vi.fn(async () => [product]);
    const store = createProductsStore(loader);
    await Promise.all([store.getState().load(), store.getState().load(), store.getState().load()]);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('gives an empty list on failure and tries again next time', async () => {
    const loader = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce([product]);
    const store = createProductsStore(loader);
    await expect(store.getState().load()).resolves.toEqual([]);
    expect(store.getState()).toMatchObject({ status: 'error', products: [], fetchedAt: null });
    await expect(store.getState().load()).resolves.toEqual([product]);
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('reloads when forced or invalidated', async () => {
    const loader = vi.fn(async () => [product]);
    const store = createProductsStore(loader);
    await store.getState().load();
    await store.getState().load({ force: true });
    store.getState().invalidate();
    await store.getState().load();
    expect(loader).toHaveBeenCalledTimes(3);
  });
});
