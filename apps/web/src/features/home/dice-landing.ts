import { fetchRandomProduct, pickRandom, productPath, useProductsStore } from '@/features/products';

/**
 * Where the hero's dice lands: the page of a random product from the cached list, else of the server's random
 * pick; null when there is none. Loaded when the dice is rolled (the roll takes 1.3 s), so the home page starts
 * without the product list's store and the API's code.
 */
export async function landingPath(): Promise<string | null> {
  const target =
    pickRandom(useProductsStore.getState().products) ?? (await fetchRandomProduct().catch(() => null));
  return target ? productPath(target._id) : null;
}
