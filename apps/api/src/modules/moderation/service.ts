import type { ReportContentType, ReportStatus } from '@app/contracts';
import { type AppDatabase, blocks, type Executor, follows, reports, users } from '@app/db';
import { conflict, invalid, notFound } from '@app/platform';
import { and, asc, count, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { contentAuthor, reportedContent } from '../forum/index.ts';

async function requireMember(db: Executor, id: number) {
  const [found] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  if (!found) throw notFound('User not found.');
}

/**
 * Blocks a member: they stop following each other both ways, in the same
 * transaction, so a block never leaves a follow behind (product spec 2 §4).
 */
export async function blockMember(db: AppDatabase, blockerId: number, blockedId: number) {
  if (blockerId === blockedId) throw invalid('You cannot block yourself', 'blocked_id');
  await db.transaction(async (tx) => {
    await requireMember(tx, blockedId);
    // A follow locks its follower's row (profiles); locking both rows the same way (in id order, so two
    // blocks cannot deadlock) makes a follow racing this block either land before it, and be ended here,
    // or see it. Not FOR UPDATE: that would also wait for the key-share locks a follow's foreign keys take.
    await tx
      .select({ id: users.id })
      .from(users)
      .where(or(eq(users.id, blockerId), eq(users.id, blockedId)))
      .orderBy(asc(users.id))
      .for('no key update');
    await tx.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing();
    await tx
      .delete(follows)
      .where(
        or(
          and(eq(follows.followerId, blockerId), eq(follows.followeeId, blockedId)),
          and(eq(follows.followerId, blockedId), eq(follows.followeeId, blockerId)),
        ),
      );
  });
}

export async function unblockMember(db: AppDatabase, blockerId: number, blockedId: number) {
  await db.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
}

/** Whether `blockerId` blocks `blockedId` (one direction: what the profile's Block/Unblock button shows). */
export async function isBlocking(db: Executor, blockerId: number, blockedId: number) {
  const [row] = await db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
  return Boolean(row);
}

/** Whether either member blocks the other: such a pair does not follow, meet in the card queue or see each other's posts. */
export async function blockedEitherWay(db: Executor, a: number, b: number) {
  const [row] = await db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
        and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function listBlocks(db: AppDatabase, blockerId: number) {
  const rows = await db
    .select({
      blockedId: blocks.blockedId,
      username: users.username,
      displayName: users.displayName,
      avatarUrl: users.avatarUrl,
      createdAt: blocks.createdAt,
    })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(eq(blocks.blockerId, blockerId))
    .orderBy(desc(blocks.createdAt), desc(blocks.blockedId));
  return rows.map((row) => ({
    blocked_id: row.blockedId,
    username: row.username,
    display_name: row.displayName,
    avatar_url: row.avatarUrl,
    created_at: row.createdAt.toISOString(),
  }));
}

export type ReportTarget =
  | { kind: 'user'; reportedId: number }
  | { kind: 'content'; contentType: ReportContentType; contentId: number };

/**
 * Stores a report, pending review. A member who reports the same target again
 * while their first report still waits gets that report back instead of a
 * second copy in the moderators' queue.
 */
export async function fileReport(
  db: AppDatabase,
  reporterId: number,
  target: ReportTarget,
  details: { reason: string; description: string },
) {
  if (target.kind === 'user' && target.reportedId === reporterId) {
    throw invalid('You cannot report yourself', 'reported_id');
  }
  return db.transaction(async (tx) => {
    // One reporter's reports are filed one at a time, so a double submit cannot file twice.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, reporterId)).for('update');
    const sameTarget =
      target.kind === 'user'
        ? and(eq(reports.reportedId, target.reportedId), isNull(reports.contentType))
        : and(eq(reports.contentType, target.contentType), eq(reports.contentId, target.contentId));
    if (target.kind === 'user') await requireMember(tx, target.reportedId);
    // A content report names the content's author, so the dashboard shows whom it is about.
    const contentAuthorId =
      target.kind === 'content' ? await contentAuthor(tx, target.contentType, target.contentId) : null;
    if (target.kind === 'content' && contentAuthorId === null) {
      throw notFound(
        target.contentType === 'thread' ? 'Thread not found.' : 'Reply not found.',
        'content_id',
      );
    }
    const [waiting] = await tx
      .select({ id: reports.id, createdAt: reports.createdAt })
      .from(reports)
      .where(and(eq(reports.reporterId, reporterId), eq(reports.status, 'pending'), sameTarget));
    const [row] = waiting
      ? [waiting]
      : await tx
          .insert(reports)
          .values({
            reporterId,
            ...(target.kind === 'user'
              ? { reportedId: target.reportedId }
              : {
                  contentType: target.contentType,
                  contentId: target.contentId,
                  reportedId: contentAuthorId,
                }),
            reason: details.reason,
            description: details.description,
          })
          .returning({ id: reports.id, createdAt: reports.createdAt });
    if (!row) throw new Error('insert returned no row');
    return { id: row.id, status: 'pending' as const, created_at: row.createdAt.toISOString() };
  });
}

const reporter = alias(users, 'reporter');
const reported = alias(users, 'reported');
const resolver = alias(users, 'resolver');

/** The member or content a report is about: reports sharing it are one item in the moderators' queue. */
const targetKey = sql`coalesce(${reports.contentType}, 'user'), coalesce(${reports.contentId}, ${reports.reportedId})`;

function reportFilter({
  type,
  status,
}: {
  type?: 'user' | 'content' | undefined;
  status?: ReportStatus | undefined;
}) {
  return and(
    type === 'user'
      ? isNull(reports.contentType)
      : type === 'content'
        ? isNotNull(reports.contentType)
        : undefined,
    status ? eq(reports.status, status) : undefined,
  );
}

/** The moderation dashboard's list (product spec 2 §2): newest first, each with its target's report count. */
export async function listReports(
  db: AppDatabase,
  filter: {
    type?: 'user' | 'content' | undefined;
    status?: ReportStatus | undefined;
    limit: number;
    offset: number;
  },
) {
  const where = reportFilter(filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: reports.id,
        status: reports.status,
        createdAt: reports.createdAt,
        resolvedAt: reports.resolvedAt,
        reporterUsername: reporter.username,
        reportedId: reports.reportedId,
        reportedUsername: reported.username,
        reason: reports.reason,
        description: reports.description,
        adminNotes: reports.adminNotes,
        contentType: reports.contentType,
        contentId: reports.contentId,
        resolvedByUsername: resolver.username,
        // Counted among the rows the filter keeps, whose status is part of the partition.
        targetReportCount: sql<number>`(count(*) over (partition by ${targetKey}, ${reports.status}))::int`,
      })
      .from(reports)
      .innerJoin(reporter, eq(reporter.id, reports.reporterId))
      .leftJoin(reported, eq(reported.id, reports.reportedId))
      .leftJoin(resolver, eq(resolver.id, reports.resolvedBy))
      .where(where)
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(reports).where(where),
  ]);
  const contents = await reportedContent(
    db,
    rows.flatMap((row) =>
      row.contentType && row.contentId !== null ? [{ type: row.contentType, id: row.contentId }] : [],
    ),
  );
  return {
    reports: rows.map((row) => ({
      id: row.id,
      status: row.status,
      created_at: row.createdAt.toISOString(),
      resolved_at: row.resolvedAt?.toISOString() ?? null,
      reporter_username: row.reporterUsername,
      reported_user_id: row.reportedId,
      reported_username: row.reportedUsername,
      reason: row.reason,
      description: row.description,
      admin_notes: row.adminNotes,
      content_type: row.contentType,
      content_id: row.contentId,
      resolved_by_username: row.resolvedByUsername,
      target_report_count: Number(row.targetReportCount),
      reported_content: contents.get(`${row.contentType}:${row.contentId}`) ?? null,
    })),
    total: counted?.n ?? 0,
  };
}

/**
 * A moderator resolves or dismisses a report (product spec 2 §4). The decision settles every report in the
 * same state about the same target, so twelve reports of one pile-on take one decision; it records who
 * decided and when. Resolving a resolved report (or dismissing a dismissed one) is refused, as the
 * dashboard's disabled buttons say.
 */
export async function decideReport(
  db: AppDatabase,
  id: number,
  decision: { status: 'resolved' | 'dismissed'; adminNotes: string | null; moderator: AuditActor },
) {
  return db.transaction(async (tx) => {
    const [report] = await tx.select().from(reports).where(eq(reports.id, id)).for('update');
    if (!report) throw notFound('Report not found');
    if (report.status === decision.status) {
      throw conflict(`This report is already ${decision.status}`, 'status');
    }
    const sameTarget = report.contentType
      ? and(eq(reports.contentType, report.contentType), eq(reports.contentId, report.contentId as number))
      : and(isNull(reports.contentType), eq(reports.reportedId, report.reportedId as number));
    const settled = await tx
      .update(reports)
      .set({
        status: decision.status,
        adminNotes: decision.adminNotes,
        resolvedBy: decision.moderator.id,
        resolvedAt: sql`now()`,
      })
      .where(or(eq(reports.id, id), and(sameTarget, eq(reports.status, report.status))))
      .returning({ id: reports.id });
    await recordAudit(tx, decision.moderator, {
      action: `reports.${decision.status === 'resolved' ? 'resolve' : 'dismiss'}`,
      targetType: report.contentType ?? 'user',
      targetId: report.contentId ?? report.reportedId ?? report.id,
      details: { reports: settled.map((row) => row.id), admin_notes: decision.adminNotes },
    });
    return settled.length;
  });
}
