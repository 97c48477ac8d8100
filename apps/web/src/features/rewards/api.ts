import { pointsBalanceAnswer, pointsHistoryAnswer } from '@app/contracts';
import { api } from '@/lib/api-client';

export const fetchPointsBalance = (signal?: AbortSignal) =>
  api.read('/api/points/balance', { schema: pointsBalanceAnswer, ...(signal ? { signal } : {}) });

/** The newest awards first; the page shows one page of them. */
export const fetchPointsHistory = (signal?: AbortSignal) =>
  api.read('/api/points/history?limit=20', { schema: pointsHistoryAnswer, ...(signal ? { signal } : {}) });
