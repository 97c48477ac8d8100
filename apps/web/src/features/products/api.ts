import { catalogueEndpoints, type Product } from '@app/contracts';
import { api } from '@/lib/api-client';

/** `GET /products`: the whole catalogue (product spec 1 §7). Throws on failure; the store decides. */
export function fetchProductList(signal?: AbortSignal): Promise<Product[]> {
  return api(catalogueEndpoints.all, { signal });
}

/** `GET /api/products/:idOrAsin`. A 404 throws an ApiError with status 404. */
export async function fetchProduct(idOrAsin: string, signal?: AbortSignal): Promise<Product> {
  return (await api(catalogueEndpoints.one, { params: { idOrAsin }, signal })).product;
}

/** `GET /api/products/random?exclude=a,b`: a random product other than the excluded ids. */
export async function fetchRandomProduct(exclude: readonly string[] = []): Promise<Product> {
  const query = { exclude: exclude.length > 0 ? exclude.join(',') : undefined };
  return (await api(catalogueEndpoints.random, { query })).product;
}

export interface SearchResult {
  products: Product[];
  total: number;
}

/** `GET /api/products/search?q=&limit=`: server-side, case-insensitive match on name, description, categories. */
export function searchProducts(q: string, limit: number, signal?: AbortSignal): Promise<SearchResult> {
  return api(catalogueEndpoints.search, { query: { q, limit }, signal });
}
