import { type AppDatabase, matches } from '@app/db';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';

/** How long a process's claim on a match lasts without renewal (a crashed process frees it this fast). */
export const LEASE_MS = 10_000;
export const LEASE_RENEW_MS = 3_000;

/**
 * One match, one room: a process claims a match in the database before one of
 * its rooms serves it. Colyseus' Redis driver alone would let two processes
 * create a room for the same match at once; the claim is a compare-and-set, so
 * only one wins, and it works the same on PGlite and PostgreSQL.
 */
export async function claimMatch(db: AppDatabase, matchId: string, owner: string): Promise<boolean> {
  const claimed = await db
    .update(matches)
    .set({ roomOwner: owner, roomLeaseUntil: sql`now() + ${`${LEASE_MS} milliseconds`}::interval` })
    .where(
      and(
        eq(matches.id, matchId),
        or(isNull(matches.roomOwner), eq(matches.roomOwner, owner), lt(matches.roomLeaseUntil, sql`now()`)),
      ),
    )
    .returning({ id: matches.id });
  return claimed.length === 1;
}

export async function releaseMatch(db: AppDatabase, matchId: string, owner: string) {
  await db
    .update(matches)
    .set({ roomOwner: null, roomLeaseUntil: null })
    .where(and(eq(matches.id, matchId), eq(matches.roomOwner, owner)));
}
