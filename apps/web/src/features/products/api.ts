import { type Product, productAnswer, productList, productPage } from '@app/contracts';
import { api } from '@/lib/api-client';

/** `GET /products`: the whole catalogue (product spec 1 §7). Throws on failure; the store decides. */
export function fetchProductList(signal?: AbortSignal): Promise<Product[]> {
  return api.read('/products', { schema: productList, ...(signal ? { signal } : {}) });
}

/** `GET /api/products/:idOrAsin`. A 404 throws an ApiError with status 404. */
export async function fetchProduct(idOrAsin: string, signal?: AbortSignal): Promise<Product> {
  const { product } = await api.read(`/api/products/${encodeURIComponent(idOrAsin)}`, {
    schema: productAnswer,
    ...(signal ? { signal } : {}),
  });
  return product;
}

/** `GET /api/products/random?exclude=a,b`: a random product other than the excluded ids. */
export async function fetchRandomProduct(exclude: readonly string[] = []): Promise<Product> {
  const query = exclude.length > 0 ? `?exclude=${exclude.map(encodeURIComponent).join(',')}` : '';
  return (await api.read(`/api/products/random${query}`, { schema: productAnswer })).product;
}

export interface SearchResult {
  products: Product[];
  total: number;
}

/** `GET /api/products/search?q=&limit=`: server-side, case-insensitive match on name, description, categories. */
export function searchProducts(q: string, limit: number, signal?: AbortSignal): Promise<SearchResult> {
  const params = new URLSearchParams({ q, limit: String(limit) });
  return api.read(`/api/products/search?${params}`, { schema: productPage, ...(signal ? { signal } : {}) });
}
