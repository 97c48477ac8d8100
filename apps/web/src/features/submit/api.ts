import { submissionsEndpoints } from '@app/contracts';
import { api } from '@/lib/api-client';

/** `POST /api/submit-product {name, url}` → 201 `{ ok, id }`, or `{ error, field }`. */
export const submitProduct = (input: { name: string; url: string }) =>
  api(submissionsEndpoints.submit, { body: input });
