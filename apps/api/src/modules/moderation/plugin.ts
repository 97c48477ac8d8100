import { moderationEndpoints as endpoints } from '@app/contracts';
import type { Member } from '@app/platform';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { serve, signedIn } from '../../lib/contract-routes.ts';
import { FORM_LIMITS } from '../../plugins/rate-limits.ts';
import {
  blockMember,
  decideReport,
  fileReport,
  isBlocking,
  listBlocks,
  listReports,
  type ReportTarget,
  unblockMember,
} from './service.ts';

const memberId = (request: { member: Member | null }) => signedIn(request).id;

/** A member blocks and unblocks others, and lists whom they block. */
function blockRoutes(app: FastifyInstance) {
  serve(app, endpoints.block, async (request) => {
    await blockMember(app.db, memberId(request), request.body.blocked_id);
    return { blocked: true };
  });

  serve(app, endpoints.unblock, async (request) => {
    await unblockMember(app.db, memberId(request), request.query.blocked_id);
    return { blocked: false };
  });

  serve(app, endpoints.blocks, async (request) => ({ blocks: await listBlocks(app.db, memberId(request)) }));

  // The spec's block status check (its path is not shown): whether I block this member.
  serve(app, endpoints.blockStatus, async (request) => ({
    blocked: await isBlocking(app.db, memberId(request), request.params.userId),
  }));
}

/** Members report members and forum content; admins review the reports. */
function reportRoutes(app: FastifyInstance) {
  const limited = { preHandler: app.limitPerAddress('report', FORM_LIMITS.report) };

  /** Files the report (or finds the reporter's own one still pending) and answers it, 201. */
  async function filed(
    reply: FastifyReply,
    reporterId: number,
    target: ReportTarget,
    details: { reason: string; description: string },
  ) {
    const report = await fileReport(app.db, reporterId, target, details);
    return reply.status(201).send({ success: true as const, report });
  }

  serve(
    app,
    endpoints.reportUser,
    (request, reply) => {
      const { reported_id, ...details } = request.body;
      return filed(reply, memberId(request), { kind: 'user', reportedId: reported_id }, details);
    },
    limited,
  );

  serve(
    app,
    endpoints.reportContent,
    (request, reply) => {
      const { content_type, content_id, ...details } = request.body;
      const target = { kind: 'content' as const, contentType: content_type, contentId: content_id };
      return filed(reply, memberId(request), target, details);
    },
    limited,
  );

  serve(app, endpoints.reports, (request) => listReports(app.db, request.query));

  serve(app, endpoints.resolve, async (request) => ({
    success: true as const,
    settled: await decideReport(app.db, request.params.id, {
      status: request.body.status,
      adminNotes: request.body.admin_notes,
      moderator: signedIn(request),
    }),
  }));
}

/**
 * Members block and report each other and forum content; admins review the reports on the moderation
 * dashboard (product spec 2 §2, §7).
 */
export const moderationPlugin = fp(
  async (app: FastifyInstance) => {
    blockRoutes(app);
    reportRoutes(app);
  },
  { name: 'moderation', dependencies: ['auth', 'rate-limits'] },
);
