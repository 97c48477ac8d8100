import { type AppDatabase, pointsLedger } from '@app/db';
import { desc, eq, sql } from 'drizzle-orm';

// The ledger primitives live beside the table whose unique key makes them idempotent.
export { type Award, awardPoints, pointsBalance, reverseAwards } from '@app/db';

/** A member's own awards, newest first, and how many there are in all. */
export async function pointsHistory(db: AppDatabase, userId: number, limit: number, offset: number) {
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: pointsLedger.id,
        reason: pointsLedger.reason,
        amount: pointsLedger.amount,
        createdAt: pointsLedger.createdAt,
      })
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, userId))
      .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, userId)),
  ]);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      reason: row.reason,
      amount: row.amount,
      created_at: row.createdAt.toISOString(),
    })),
    total: Number(counted?.total ?? 0),
  };
}
