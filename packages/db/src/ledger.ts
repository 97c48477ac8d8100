import { and, eq, inArray, sql } from 'drizzle-orm';
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

/**
 * Takes back the awards paid for things that are undone (deleted posts): each once (the reversal's reason with
 * the award's reference is unique in the ledger), never more than was paid, and never taking a member below
 * zero. Run in the transaction that undoes them. Answers the points taken back.
 */
export async function reverseAwards(
  db: Executor,
  { reason, references, reversal }: { reason: string; references: string[]; reversal: string },
): Promise<number> {
  if (references.length === 0) return 0;
  const awards = await db
    .select({ userId: pointsLedger.userId, amount: pointsLedger.amount, reference: pointsLedger.reference })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.reason, reason), inArray(pointsLedger.reference, references)))
    .orderBy(pointsLedger.userId, pointsLedger.id);
  let taken = 0;
  for (const award of awards) {
    // One member's balance is read and lowered by one transaction at a time, so two reversals at once
    // cannot both take the last points.
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`points:${award.userId}`}))`);
    const amount = Math.min(award.amount, await pointsBalance(db, award.userId));
    if (amount <= 0) continue;
    const reversed = await db
      .insert(pointsLedger)
      .values({ userId: award.userId, amount: -amount, reason: reversal, reference: award.reference })
      .onConflictDoNothing({ target: [pointsLedger.reason, pointsLedger.reference] })
      .returning({ id: pointsLedger.id });
    if (reversed.length > 0) taken += amount;
  }
  return taken;
}
