import { api } from '@/lib/api-client';
import { normalizeProduct, normalizeProducts } from './normalize';
import type { Product, RawProduct } from './types';

/** `GET /products`: the whole catalogue, normalised (spec 1 §7). Throws on failure; the store decides. */
export async function fetchProductList(signal?: AbortSignal): Promise<Product[]> {
  const body = await api.get<unknown>('/products', signal ? { signal } : {});
  return normalizeProducts(body);
}

function productOf(body: { product?: RawProduct } | undefined): Product | null {
  const raw = body?.product;
  if (typeof raw !== 'object' || raw === null) return null;
  const product = normalizeProduct(raw);
  return product._id ? product : null;
}

/** `GET /api/products/:idOrAsin`. A 404 throws an ApiError with status 404. */
export async function fetchProduct(idOrAsin: string, signal?: AbortSignal): Promise<Product | null> {
  const body = await api.get<{ product?: RawProduct }>(
    `/api/products/${encodeURIComponent(idOrAsin)}`,
    signal ? { signal } : {},
  );
  return productOf(body);
}

/** `GET /api/products/random?exclude=a,b`: a random product other than the excluded ids. */
export async function fetchRandomProduct(exclude: readonly string[] = []): Promise<Product | null> {
  const query = exclude.length > 0 ? `?exclude=${exclude.map(encodeURIComponent).join(',')}` : '';
  return productOf(await api.get<{ product?: RawProduct }>(`/api/products/random${query}`));
}

export interface SearchResult {
  products: Product[];
  total: number;
}

/** `GET /api/products/search?q=&limit=`: server-side, case-insensitive match on name, description, categories. */
export async function searchProducts(q: string, limit: number, signal?: AbortSignal): Promise<SearchResult> {
  const params = new URLSearchParams({ q, limit: String(limit) });
  const body = await api.get<{ products?: unknown; total?: unknown }>(
    `/api/products/search?${params}`,
    signal ? { signal } : {},
  );
  const products = normalizeProducts(body?.products);
  const total =
    typeof body?.total === 'number' && body.total >= products.length ? body.total : products.length;
  return { products, total };
}
