import { eq, sql } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { pointsLedger } from './schema/points.ts';

export interface Award {
  userId: number;
  amount: number;
  reason: string;
  /** With the reason, names what is paid for; the pair pays once, however often it is retried. */
  reference: string;
}

/** Pays an award at most once (the ledger's unique reason and reference). Returns whether this call paid it. */
export async function awardPoints(db: Executor, award: Award): Promise<boolean> {
  const paid = await db
    .insert(pointsLedger)
    .values(award)
    .onConflictDoNothing({ target: [pointsLedger.reason, pointsLedger.reference] })
    .returning({ id: pointsLedger.id });
  return paid.length > 0;
}

export async function pointsBalance(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${pointsLedger.amount}), 0)` })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId));
  return Number(row?.total ?? 0);
}
