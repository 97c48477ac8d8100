import type { AdminUser } from '@app/contracts';
import { type AppDatabase, blocks, type Executor, reports, users } from '@app/db';
import { invalid, notFound } from '@app/platform';
import { count, desc, eq, ilike, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { containing } from './search-text.ts';

const USER_NOT_FOUND = 'User not found';

/**
 * A member's columns and counts. `$count` writes its correlated subqueries with qualified columns (a bare
 * `sql` template in a select list names columns without their table, which a subquery would misread).
 */
function userSelection(db: Executor) {
  return {
    id: users.id,
    username: users.username,
    email: users.email,
    displayName: users.displayName,
    isAdmin: users.isAdmin,
    isModerator: users.isModerator,
    createdAt: users.createdAt,
    reportsReceived: db.$count(reports, eq(reports.reportedId, users.id)),
    reportsMade: db.$count(reports, eq(reports.reporterId, users.id)),
    blockedBy: db.$count(blocks, eq(blocks.blockedId, users.id)),
  };
}

type UserRow = { [K in keyof ReturnType<typeof userSelection>]: unknown } & {
  id: number;
  username: string;
  email: string;
  displayName: string | null;
  isAdmin: boolean;
  isModerator: boolean;
  createdAt: Date;
};

const toAdminUser = (row: UserRow): AdminUser => ({
  id: row.id,
  username: row.username,
  email: row.email,
  display_name: row.displayName,
  is_admin: row.isAdmin,
  is_moderator: row.isModerator,
  created_at: row.createdAt.toISOString(),
  reports_received: Number(row.reportsReceived),
  reports_made: Number(row.reportsMade),
  blocked_by: Number(row.blockedBy),
});

/** Members by name, display name or email (newest first), with how often they reported and were reported. */
export async function listUsers(
  db: AppDatabase,
  { search, limit, offset }: { search?: string | undefined; limit: number; offset: number },
) {
  const where = search
    ? or(
        ilike(users.username, containing(search)),
        ilike(users.email, containing(search)),
        ilike(users.displayName, containing(search)),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(userSelection(db))
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { users: rows.map(toAdminUser), total: Number(total?.total ?? 0) };
}

async function loadUser(db: Executor, id: number) {
  const [row] = await db.select(userSelection(db)).from(users).where(eq(users.id, id));
  if (!row) throw notFound(USER_NOT_FOUND);
  return toAdminUser(row);
}

/** Who blocked the member (`blocked`) or whom they block (`blocking`), newest first. */
async function blocksOf(db: AppDatabase, id: number, side: 'blocked' | 'blocking') {
  // The member is on one side of each block; the list names whoever is on the other.
  const [other, own] =
    side === 'blocked' ? [blocks.blockerId, blocks.blockedId] : [blocks.blockedId, blocks.blockerId];
  const rows = await db
    .select({ id: users.id, username: users.username, createdAt: blocks.createdAt })
    .from(blocks)
    .innerJoin(users, eq(users.id, other))
    .where(eq(own, id))
    .orderBy(desc(blocks.createdAt));
  return rows.map((row) => ({ id: row.id, username: row.username, created_at: row.createdAt.toISOString() }));
}

/** One member with the reports about them and the blocks either way. */
export async function userDetail(db: AppDatabase, id: number) {
  const user = await loadUser(db, id);
  const reporter = alias(users, 'reporter');
  const [received, blockedBy, blocking] = await Promise.all([
    db
      .select({
        id: reports.id,
        reporter: reporter.username,
        reason: reports.reason,
        status: reports.status,
        createdAt: reports.createdAt,
      })
      .from(reports)
      .leftJoin(reporter, eq(reporter.id, reports.reporterId))
      .where(eq(reports.reportedId, id))
      .orderBy(desc(reports.createdAt))
      .limit(50),
    blocksOf(db, id, 'blocked'),
    blocksOf(db, id, 'blocking'),
  ]);
  return {
    user,
    reports_received: received.map((row) => ({
      id: row.id,
      reporter_username: row.reporter,
      reason: row.reason,
      status: row.status,
      created_at: row.createdAt.toISOString(),
    })),
    blocked_by: blockedBy,
    blocking,
  };
}

/**
 * Grants or revokes admin and moderator, recorded in the audit log in the same transaction. An admin cannot
 * take their own admin role away (someone must be left to give it back).
 */
export async function setUserRoles(
  db: AppDatabase,
  actor: AuditActor,
  id: number,
  roles: { is_admin?: boolean | undefined; is_moderator?: boolean | undefined },
) {
  if (actor.id === id && roles.is_admin === false) {
    throw invalid('You cannot remove your own admin role', 'is_admin');
  }
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ isAdmin: users.isAdmin, isModerator: users.isModerator })
      .from(users)
      .where(eq(users.id, id))
      .for('update');
    if (!before) throw notFound(USER_NOT_FOUND);
    const changes: Record<string, { from: boolean; to: boolean }> = {};
    if (roles.is_admin !== undefined && roles.is_admin !== before.isAdmin) {
      changes.is_admin = { from: before.isAdmin, to: roles.is_admin };
    }
    if (roles.is_moderator !== undefined && roles.is_moderator !== before.isModerator) {
      changes.is_moderator = { from: before.isModerator, to: roles.is_moderator };
    }
    if (Object.keys(changes).length === 0) return;
    await tx
      .update(users)
      .set({
        ...(changes.is_admin ? { isAdmin: changes.is_admin.to } : {}),
        ...(changes.is_moderator ? { isModerator: changes.is_moderator.to } : {}),
      })
      .where(eq(users.id, id));
    await recordAudit(tx, actor, {
      action: 'users.roles',
      targetType: 'user',
      targetId: id,
      details: changes,
    });
  });
  return loadUser(db, id);
}
