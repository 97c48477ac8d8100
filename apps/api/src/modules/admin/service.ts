import type { AdminSubscriber, AdminSystemAnswer, AdminUser } from '@app/contracts';
import {
  type AppDatabase,
  blocks,
  type Executor,
  matches,
  matchQueue,
  matchRoomClaims,
  newsletterSubscriptions,
  productSubmissions,
  products,
  reports,
  users,
} from '@app/db';
import type { JobRunner } from '@app/jobs';
import { conflict, invalid, notFound } from '@app/platform';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { recentRuns } from '../amazon/index.ts';
import { type AuditActor, listAudit, recordAudit } from '../audit/index.ts';
import { clickTotals } from '../outbound/index.ts';

const USER_NOT_FOUND = 'User not found';

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** The admin dashboard's figures, and the last admin actions. */
export async function dashboard(db: AppDatabase) {
  const [figures] = await db
    .select({
      products: sql<number>`(select count(*) from ${products})::int`,
      members: sql<number>`(select count(*) from ${users})::int`,
      newMembersWeek: sql<number>`(select count(*) from ${users} where ${users.createdAt} > now() - interval '7 days')::int`,
      pendingReports: sql<number>`(select count(*) from ${reports} where ${reports.status} = 'pending')::int`,
      suggestions: sql<number>`(select count(*) from ${productSubmissions})::int`,
      subscribers: sql<number>`(select count(*) from ${newsletterSubscriptions} where ${newsletterSubscriptions.unsubscribedAt} is null)::int`,
    })
    .from(sql`(select 1) as figures`);
  const clicks = await clickTotals(db);
  const { entries } = await listAudit(db, { limit: 10, offset: 0 });
  const [lastRefresh] = await recentRuns(db, 1);
  return {
    products: Number(figures?.products ?? 0),
    members: Number(figures?.members ?? 0),
    new_members_week: Number(figures?.newMembersWeek ?? 0),
    pending_reports: Number(figures?.pendingReports ?? 0),
    product_suggestions: Number(figures?.suggestions ?? 0),
    subscribers: Number(figures?.subscribers ?? 0),
    clicks_today: clicks.today,
    clicks_week: clicks.week,
    last_amazon_refresh: lastRefresh ?? null,
    recent_actions: entries,
  };
}

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
    db
      .select({ id: users.id, username: users.username, createdAt: blocks.createdAt })
      .from(blocks)
      .innerJoin(users, eq(users.id, blocks.blockerId))
      .where(eq(blocks.blockedId, id))
      .orderBy(desc(blocks.createdAt)),
    db
      .select({ id: users.id, username: users.username, createdAt: blocks.createdAt })
      .from(blocks)
      .innerJoin(users, eq(users.id, blocks.blockedId))
      .where(eq(blocks.blockerId, id))
      .orderBy(desc(blocks.createdAt)),
  ]);
  const member = (row: { id: number; username: string; createdAt: Date }) => ({
    id: row.id,
    username: row.username,
    created_at: row.createdAt.toISOString(),
  });
  return {
    user,
    reports_received: received.map((row) => ({
      id: row.id,
      reporter_username: row.reporter,
      reason: row.reason,
      status: row.status,
      created_at: row.createdAt.toISOString(),
    })),
    blocked_by: blockedBy.map(member),
    blocking: blocking.map(member),
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

export type SubscriberStatus = 'active' | 'unsubscribed' | 'all';

function subscriberFilter(search: string | undefined, status: SubscriberStatus): SQL | undefined {
  return and(
    search ? ilike(newsletterSubscriptions.email, containing(search)) : undefined,
    status === 'active' ? isNull(newsletterSubscriptions.unsubscribedAt) : undefined,
    status === 'unsubscribed' ? isNotNull(newsletterSubscriptions.unsubscribedAt) : undefined,
  );
}

const subscriberColumns = {
  id: newsletterSubscriptions.id,
  email: newsletterSubscriptions.email,
  username: users.username,
  subscribedAt: newsletterSubscriptions.subscribedAt,
  unsubscribedAt: newsletterSubscriptions.unsubscribedAt,
};

const toSubscriber = (row: {
  id: number;
  email: string;
  username: string | null;
  subscribedAt: Date;
  unsubscribedAt: Date | null;
}): AdminSubscriber => ({
  id: row.id,
  email: row.email,
  username: row.username,
  subscribed_at: row.subscribedAt.toISOString(),
  unsubscribed_at: row.unsubscribedAt?.toISOString() ?? null,
});

/** Newsletter subscribers, newest first; `limit` null reads them all (the CSV export). */
export async function listSubscribers(
  db: AppDatabase,
  {
    search,
    status,
    limit,
    offset,
  }: { search?: string | undefined; status: SubscriberStatus; limit: number | null; offset: number },
) {
  const where = subscriberFilter(search, status);
  const query = db
    .select(subscriberColumns)
    .from(newsletterSubscriptions)
    .leftJoin(users, eq(users.id, newsletterSubscriptions.userId))
    .where(where)
    .orderBy(desc(newsletterSubscriptions.subscribedAt), desc(newsletterSubscriptions.id))
    .offset(offset);
  const [rows, [total]] = await Promise.all([
    limit === null ? query : query.limit(limit),
    db.select({ total: count() }).from(newsletterSubscriptions).where(where),
  ]);
  return { subscribers: rows.map(toSubscriber), total: Number(total?.total ?? 0) };
}

/** An admin ends a subscription (the address's owner asked by mail, say); recorded in the audit log. */
export async function unsubscribeSubscriber(db: AppDatabase, actor: AuditActor, id: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(newsletterSubscriptions)
      .set({ unsubscribedAt: sql`now()` })
      .where(and(eq(newsletterSubscriptions.id, id), isNull(newsletterSubscriptions.unsubscribedAt)))
      .returning({ email: newsletterSubscriptions.email });
    if (!row) {
      const [exists] = await tx
        .select({ id: newsletterSubscriptions.id })
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.id, id));
      throw exists ? conflict('This address has already unsubscribed') : notFound('Subscriber not found');
    }
    await recordAudit(tx, actor, {
      action: 'subscribers.unsubscribe',
      targetType: 'subscriber',
      targetId: id,
      details: { email: row.email },
    });
  });
}

/** A CSV field: quoted when it holds a quote, comma or line break; a leading =, +, - or @ is defused. */
const csvField = (value: string) => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export function subscribersCsv(subscribers: AdminSubscriber[]) {
  const header = ['email', 'username', 'subscribed_at', 'unsubscribed_at'];
  const lines = subscribers.map((row) =>
    [row.email, row.username ?? '', row.subscribed_at, row.unsubscribed_at ?? ''].map(csvField).join(','),
  );
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}

// ---------------------------------------------------------------------------------------------
// System: the job queue and the live card-game rooms.

/** Most live rooms listed (the count of players covers them all). */
const ROOMS_SHOWN = 100;

async function queueReport(jobs: JobRunner): Promise<Pick<AdminSystemAnswer, 'queue' | 'queue_error'>> {
  try {
    const report = await jobs.inspect({ failedLimit: 50 });
    return {
      queue: {
        kind: jobs.kind,
        counts: report.counts,
        failed: report.failed.map((job) => ({
          id: job.id,
          name: job.name,
          reason: job.reason,
          attempts: job.attempts,
          failed_at: job.failedAt?.toISOString() ?? null,
        })),
        repeating: report.repeating.map((job) => ({
          name: job.name,
          every_ms: job.everyMs,
          next: job.next?.toISOString() ?? null,
        })),
      },
      queue_error: null,
    };
  } catch (error) {
    // Redis away: the rest of the page still answers (the health check names the outage too).
    return { queue: null, queue_error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * What runs now: the job queue, and the card-game rooms a game server holds open (a match in progress whose
 * room claim is current), read from the app's own tables so every API process answers the same.
 */
export async function systemReport(db: AppDatabase, jobs: JobRunner): Promise<AdminSystemAnswer> {
  const live = and(eq(matches.status, 'in_progress'), gt(matchRoomClaims.leaseUntil, sql`now()`));
  const [queue, rooms, [inRooms], [waiting]] = await Promise.all([
    queueReport(jobs),
    db
      .select({
        id: matches.id,
        mode: matches.mode,
        turnCount: matches.turnCount,
        currentTurn: matches.currentTurn,
        playerAId: matches.playerAId,
        playerBId: matches.playerBId,
        turnDeadline: matches.turnDeadline,
        owner: matchRoomClaims.owner,
        leaseUntil: matchRoomClaims.leaseUntil,
      })
      .from(matches)
      .innerJoin(matchRoomClaims, eq(matchRoomClaims.matchId, matches.id))
      .where(live)
      .orderBy(asc(matches.turnDeadline))
      .limit(ROOMS_SHOWN),
    db
      .select({ n: count() })
      .from(matches)
      .innerJoin(matchRoomClaims, eq(matchRoomClaims.matchId, matches.id))
      .where(live),
    db.select({ n: count() }).from(matchQueue).where(isNull(matchQueue.matchId)),
  ]);
  const ids = [...new Set(rooms.flatMap((room) => [room.playerAId, room.playerBId]))];
  const names = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .select({ id: users.id, username: users.username })
            .from(users)
            .where(inArray(users.id, ids))
        ).map((row) => [row.id, row.username]),
  );
  const player = (id: number) => ({ id, username: names.get(id) ?? `#${id}` });
  return {
    ...queue,
    rooms: rooms.map((room) => ({
      match_id: room.id,
      mode: room.mode,
      turn_count: room.turnCount,
      players: [player(room.playerAId), player(room.playerBId)],
      to_move: player(room.currentTurn === 'player_a' ? room.playerAId : room.playerBId).username,
      turn_deadline: room.turnDeadline.toISOString(),
      owner: room.owner,
      lease_until: room.leaseUntil.toISOString(),
    })),
    players: { in_rooms: 2 * (inRooms?.n ?? 0), waiting_in_queue: waiting?.n ?? 0 },
  };
}
