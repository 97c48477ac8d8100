import { api } from '@/lib/api-client';

/** `POST /api/submit-product {name, url}` → 201 `{ ok, id }`, or `{ error, field }`. */
export const submitProduct = (input: { name: string; url: string }) =>
  api.post<{ ok?: boolean; id?: number | string }>('/api/submit-product', input);
