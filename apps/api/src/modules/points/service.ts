/** Point amounts from the spec (product spec 1 §9, product spec 3 §9). */
export const POINTS = {
  newsletterSignup: 100,
  forumThread: 10,
  forumReply: 3,
  wishlistAdd: 2,
  cardGameWin: 1,
} as const;

// The ledger primitives live beside the table whose unique key makes them idempotent.
export { type Award, awardPoints, pointsBalance } from '@app/db';
