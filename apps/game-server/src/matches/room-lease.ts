import { type AppDatabase, matchRoomClaims } from '@app/db';
import { and, eq, sql } from 'drizzle-orm';

/** How long a process's claim on a match lasts without renewal (a crashed process frees it this fast). */
export const LEASE_MS = 10_000;
export const LEASE_RENEW_MS = 3_000;

export const leaseEnd = () => sql`now() + ${`${LEASE_MS} milliseconds`}::interval`;

/**
 * One match, one room: a process claims a match in the database before one of
 * its rooms serves it. Colyseus' Redis driver alone would let two processes
 * create a room for the same match at once; the claim is a compare-and-set, so
 * only one wins, and it works the same on PGlite and PostgreSQL.
 */
export async function claimMatch(db: AppDatabase, matchId: string, owner: string): Promise<boolean> {
  const claimed = await db
    .insert(matchRoomClaims)
    .values({ matchId, owner, leaseUntil: leaseEnd() })
    .onConflictDoUpdate({
      target: matchRoomClaims.matchId,
      set: { owner, leaseUntil: leaseEnd() },
      setWhere: sql`${matchRoomClaims.owner} = ${owner} or ${matchRoomClaims.leaseUntil} < now()`,
    })
    .returning({ matchId: matchRoomClaims.matchId });
  return claimed.length === 1;
}

export async function releaseMatch(db: AppDatabase, matchId: string, owner: string) {
  await db
    .delete(matchRoomClaims)
    .where(and(eq(matchRoomClaims.matchId, matchId), eq(matchRoomClaims.owner, owner)));
}
