import { PRODUCT_LIST_ELEMENT_ID } from '@app/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testProduct } from '@/testing/test-product';
import { productListInPage } from './page-data';
import { createProductsStore } from './products-store';

/** A page holding `text` in the product-list element (or no such element). */
const pageWith = (text: string | null) => ({
  getElementById: (id: string) =>
    id === PRODUCT_LIST_ELEMENT_ID && text !== null ? ({ textContent: text } as HTMLElement) : null,
});

afterEach(() => vi.restoreAllMocks());

describe('the product list sent inside the page', () => {
  it('is read and checked by its contract, with the escaped < of the server', () => {
    const product = testProduct('p1', { name: 'Mug </script> of doom' });
    const text = JSON.stringify([product]).replace(/</g, '\\u003c');
    expect(text).not.toContain('</script>');
    expect(productListInPage(pageWith(text))).toEqual([product]);
  });

  it('is null when the page has none, it is not JSON, or it breaks the contract', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(productListInPage(pageWith(null))).toBeNull();
    expect(productListInPage(undefined)).toBeNull();
    expect(productListInPage(pageWith('[{"_id": '))).toBeNull();
    expect(productListInPage(pageWith('[{"name": 42}]'))).toBeNull();
    expect(logged).toHaveBeenCalledTimes(2);
  });

  it('starts the store with a fresh copy, so no load asks the server for 5 minutes', async () => {
    const product = testProduct('p2', { name: 'Two' });
    const loader = vi.fn(async () => [product]);
    let now = 5_000_000;
    const store = createProductsStore(loader, () => now, [product]);
    expect(store.getState()).toMatchObject({ status: 'ready', products: [product], fetchedAt: now });
    await store.getState().load();
    expect(loader).not.toHaveBeenCalled();
    now += 5 * 60_000;
    await store.getState().load();
    expect(loader).toHaveBeenCalledTimes(1);
  });
});
