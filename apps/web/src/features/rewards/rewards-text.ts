import { POINT_AWARDS, POINT_REVERSALS, type PointsEntry } from '@app/contracts';
import { ApiError } from '@/lib/api-client';

/** The balance could not be read: the server's own words, else the spec's (product spec 1 §8). */
export const balanceErrorText = (error: unknown) =>
  (error instanceof ApiError && error.serverMessage) || 'Failed to fetch balance';

/** The history could not be read (the spec's text for points). */
export const historyErrorText = (error: unknown) =>
  (error instanceof ApiError && error.serverMessage) || 'Failed to fetch points.';

/** What an award (or an award taken back) was for, in the words of the 'How to Earn Points' card. */
export const awardLabel = (entry: Pick<PointsEntry, 'reason'>) =>
  [...POINT_AWARDS, ...POINT_REVERSALS].find((award) => award.reason === entry.reason)?.label ??
  entry.reason.replaceAll('_', ' ');

/** The balance as the points circle shows it: grouped the way the reader's locale groups numbers. */
export const formatPoints = (points: number, locale?: string) => points.toLocaleString(locale);
