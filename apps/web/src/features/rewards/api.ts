import { pointsEndpoints } from '@app/contracts';
import { api } from '@/lib/api-client';

export const fetchPointsBalance = (signal?: AbortSignal) => api(pointsEndpoints.balance, { signal });

/** The newest awards first; the page shows one page of them. */
export const fetchPointsHistory = (signal?: AbortSignal) =>
  api(pointsEndpoints.history, { query: { limit: 20 }, signal });
