import { type AppDatabase, auditLog, type Executor } from '@app/db';
import { count, desc, eq } from 'drizzle-orm';

export interface AuditActor {
  id: number | null;
  username: string;
}

export interface AuditEntry {
  /** `domain.verb`, e.g. `users.roles`. */
  action: string;
  targetType: string;
  targetId: string | number;
  details?: Record<string, unknown>;
}

/** Records an admin action; call it in the transaction that makes the change, so both commit or neither. */
export async function recordAudit(tx: Executor, actor: AuditActor, entry: AuditEntry) {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorUsername: actor.username,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    details: entry.details ?? {},
  });
}

/** The log, newest first; `action` narrows it to one kind. */
export async function listAudit(
  db: AppDatabase,
  { limit, offset, action }: { limit: number; offset: number; action?: string | undefined },
) {
  const where = action ? eq(auditLog.action, action) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      actor_id: row.actorId,
      actor_username: row.actorUsername,
      action: row.action,
      target_type: row.targetType,
      target_id: row.targetId,
      details: row.details,
      created_at: row.createdAt.toISOString(),
    })),
    total: Number(total?.total ?? 0),
  };
}
