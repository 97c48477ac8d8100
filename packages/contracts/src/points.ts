import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { paging } from './fields.ts';

/**
 * What pays points, and how many (product spec 1 §9; a card battle win, product spec 3). One table for
 * the API that pays them and the rewards page that lists them.
 */
export const POINT_AWARDS = [
  { reason: 'newsletter_signup', amount: 100, label: 'Sign up for the newsletter' },
  { reason: 'forum_thread', amount: 10, label: 'Start a forum thread' },
  { reason: 'forum_reply', amount: 3, label: 'Reply in the forum' },
  { reason: 'wishlist_add', amount: 2, label: 'Add a product to your wishlist' },
  {
    reason: 'card_game_win',
    amount: 1,
    label: 'Win a card battle',
    // The no-farming rules (packages/game-rules/RULES.md, Rewards).
    note: 'Once a day against the same opponent; aborted matches pay nothing',
  },
] as const;

export type PointReason = (typeof POINT_AWARDS)[number]['reason'];

/**
 * Awards taken back when what they paid for is undone: a deleted forum post gives back its points (never
 * taking a member below zero), so posting and deleting pays nothing.
 */
export const POINT_REVERSALS = [
  { reason: 'forum_thread_deleted', reverses: 'forum_thread', label: 'Forum thread deleted' },
  { reason: 'forum_reply_deleted', reverses: 'forum_reply', label: 'Forum reply deleted' },
] as const;

/** The amount one award of this kind pays. */
export const pointsFor = (reason: PointReason) =>
  POINT_AWARDS.find((award) => award.reason === reason)?.amount ?? 0;

/** `GET /api/points/balance`. */
export const pointsBalanceAnswer = z.object({ total_points: z.number().int() });

/** One line of a member's own point history (not in the spec; what members expect under their balance). */
export const pointsEntry = z.object({
  id: z.number().int(),
  reason: z.string(),
  amount: z.number().int(),
  created_at: z.string(),
});
export type PointsEntry = z.infer<typeof pointsEntry>;

/** `GET /api/points/history`: newest first, paged. */
export const pointsHistoryAnswer = z.object({ entries: z.array(pointsEntry), total: z.number().int() });
export type PointsHistoryAnswer = z.infer<typeof pointsHistoryAnswer>;

export const pointsEndpoints = {
  balance: endpoint({
    method: 'GET',
    path: '/api/points/balance',
    auth: 'member',
    tag: 'points',
    summary: "The member's points",
    answers: { 200: pointsBalanceAnswer },
  }),
  history: endpoint({
    method: 'GET',
    path: '/api/points/history',
    auth: 'member',
    tag: 'points',
    summary: 'What earned the member their points, newest first',
    query: z.object(paging({ fallback: 20, max: 100 })),
    answers: { 200: pointsHistoryAnswer },
  }),
};
