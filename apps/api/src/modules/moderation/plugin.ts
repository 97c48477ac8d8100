import {
  blockListAnswer,
  blockStatusAnswer,
  errorBody,
  moderationReportsAnswer,
  reportAnswer,
  resolveReportAnswer,
} from '@app/contracts';
import type { Member } from '@app/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FORM_LIMITS } from '../../plugins/rate-limits.ts';
import {
  blockBody,
  blockStatusParams,
  contentReportBody,
  reportParams,
  reportsQuery,
  resolveBody,
  unblockQuery,
  userReportBody,
} from './schemas.ts';
import {
  blockMember,
  decideReport,
  fileReport,
  isBlocking,
  listBlocks,
  listReports,
  unblockMember,
} from './service.ts';

const memberId = (request: FastifyRequest) => (request.member as Member).id;

/**
 * Members block and report each other and forum content; admins review the reports on the moderation
 * dashboard (product spec 2 §2, §7).
 */
export const moderationPlugin = fp(
  async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const errors = { '4xx': errorBody };

    routes.post(
      '/api/moderation/block',
      {
        preHandler: app.authenticate,
        schema: { body: blockBody, response: { 200: blockStatusAnswer, ...errors } },
      },
      async (request) => {
        await blockMember(app.db, memberId(request), request.body.blocked_id);
        return { blocked: true };
      },
    );

    routes.delete(
      '/api/moderation/block',
      {
        preHandler: app.authenticate,
        schema: { querystring: unblockQuery, response: { 200: blockStatusAnswer, ...errors } },
      },
      async (request) => {
        await unblockMember(app.db, memberId(request), request.query.blocked_id);
        return { blocked: false };
      },
    );

    routes.get(
      '/api/moderation/blocks',
      { preHandler: app.authenticate, schema: { response: { 200: blockListAnswer, ...errors } } },
      async (request) => ({ blocks: await listBlocks(app.db, memberId(request)) }),
    );

    // The spec's block status check (its path is not shown): whether I block this member.
    routes.get(
      '/api/moderation/blocks/:userId',
      {
        preHandler: app.authenticate,
        schema: { params: blockStatusParams, response: { 200: blockStatusAnswer, ...errors } },
      },
      async (request) => ({ blocked: await isBlocking(app.db, memberId(request), request.params.userId) }),
    );

    const reportLimit = app.limitPerAddress('report', FORM_LIMITS.report);

    routes.post(
      '/api/moderation/report/user',
      {
        preHandler: [app.authenticate, reportLimit],
        schema: { body: userReportBody, response: { 201: reportAnswer, ...errors } },
      },
      async (request, reply) => {
        const { reported_id, reason, description } = request.body;
        const report = await fileReport(
          app.db,
          memberId(request),
          { kind: 'user', reportedId: reported_id },
          { reason, description },
        );
        return reply.status(201).send({ success: true as const, report });
      },
    );

    routes.post(
      '/api/moderation/report/content',
      {
        preHandler: [app.authenticate, reportLimit],
        schema: { body: contentReportBody, response: { 201: reportAnswer, ...errors } },
      },
      async (request, reply) => {
        const { content_type, content_id, reason, description } = request.body;
        const report = await fileReport(
          app.db,
          memberId(request),
          { kind: 'content', contentType: content_type, contentId: content_id },
          { reason, description },
        );
        return reply.status(201).send({ success: true as const, report });
      },
    );

    routes.get(
      '/api/moderation/reports',
      {
        onRequest: app.requireAdmin,
        schema: { querystring: reportsQuery, response: { 200: moderationReportsAnswer, ...errors } },
      },
      async (request) => listReports(app.db, request.query),
    );

    routes.post(
      '/api/moderation/reports/:id/resolve',
      {
        onRequest: app.requireAdmin,
        schema: {
          params: reportParams,
          body: resolveBody,
          response: { 200: resolveReportAnswer, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        settled: await decideReport(app.db, request.params.id, {
          status: request.body.status,
          adminNotes: request.body.admin_notes,
          moderator: request.member as Member,
        }),
      }),
    );
  },
  { name: 'moderation', dependencies: ['auth', 'rate-limits'] },
);
