import { ApiError, api } from '@/lib/api-client';

export interface NewsletterResponse {
  ok?: boolean;
  message?: string;
  points_awarded?: number;
  error?: string;
}

/**
 * `POST /api/newsletter {email}` (the client adds the bearer token when logged in). A 2xx body that
 * carries `error` instead of `ok` is treated as a failure too.
 */
export async function subscribeToNewsletter(email: string): Promise<NewsletterResponse> {
  const body = await api.post<NewsletterResponse | undefined>('/api/newsletter', { email });
  if (body?.error && !body.ok) throw new ApiError(200, body.error, { serverMessage: body.error });
  return body ?? {};
}

/** `POST /api/unsubscribe {email, token}`. */
export const unsubscribeFromNewsletter = (email: string, token: string) =>
  api.post<{ ok?: boolean; message?: string; error?: string }>(
    '/api/unsubscribe',
    { email, token },
    { token: null },
  );
