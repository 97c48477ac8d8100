import { newsletterEndpoints } from '@app/contracts';
import { api } from '@/lib/api-client';

/** `POST /api/newsletter {email}` (the client adds the bearer token when logged in). */
export const subscribeToNewsletter = (email: string) =>
  api(newsletterEndpoints.subscribe, { body: { email } });

/** `POST /api/unsubscribe {email, token}`: the address and token of an email's link. */
export const unsubscribeFromNewsletter = (email: string, token: string) =>
  api(newsletterEndpoints.unsubscribe, { body: { email, token }, token: null });
