import {
  adminDashboardAnswer,
  adminOkAnswer,
  adminSubscribersAnswer,
  adminSystemAnswer,
  adminUserDetailAnswer,
  adminUsersAnswer,
  auditAnswer,
  errorBody,
  paging,
  queryText,
  SUBSCRIBER_STATUSES,
  userRolesAnswer,
  userRolesBody,
} from '@app/contracts';
import type { Member } from '@app/platform';
import { notFound } from '@app/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listAudit, recordAudit } from '../audit/index.ts';
import {
  dashboard,
  listSubscribers,
  listUsers,
  setUserRoles,
  subscribersCsv,
  systemReport,
  unsubscribeSubscriber,
  userDetail,
} from './service.ts';

const actor = (request: FastifyRequest) => request.member as Member;

const idParams = z.object({
  id: z.coerce
    .number({ error: 'id must be a number' })
    .int('id must be a number')
    .positive('id must be a number'),
});

const subscriberQuery = {
  search: queryText('search', 200),
  status: z.preprocess(
    (value) => (value === '' || value === undefined ? 'all' : value),
    z.enum(SUBSCRIBER_STATUSES, { error: `status must be one of ${SUBSCRIBER_STATUSES.join(', ')}` }),
  ),
};

/**
 * The admin area's API (product spec 2: the pages are not shown; see docs/decisions.md): the dashboard's
 * figures, members and their roles, newsletter subscribers with a CSV export, and the audit log. Every route
 * is admin-only on the server; every change is recorded in the audit log with who and when.
 */
export const adminPlugin = fp(
  async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const errors = { '4xx': errorBody };
    const admin = { onRequest: app.requireAdmin };

    routes.get(
      '/api/admin/dashboard',
      { ...admin, schema: { response: { 200: adminDashboardAnswer, ...errors } } },
      async () => dashboard(app.db),
    );

    routes.get(
      '/api/admin/system',
      {
        ...admin,
        schema: {
          summary: 'The job queue (counts, given-up jobs, repeating jobs) and the live card-game rooms',
          response: { 200: adminSystemAnswer, ...errors },
        },
      },
      async () => systemReport(app.db, app.jobs),
    );

    routes.post(
      '/api/admin/system/jobs/:id/retry',
      {
        ...admin,
        schema: {
          summary: 'Run a given-up job again with fresh attempts',
          params: z.object({ id: z.string().min(1).max(200, 'id must be at most 200 characters') }),
          response: { 200: adminOkAnswer, ...errors },
        },
      },
      async (request) => {
        if (!(await app.jobs.retry(request.params.id))) throw notFound('Job not found');
        // The retry is in Redis (or memory), not the database: the record follows it.
        await recordAudit(app.db, actor(request), {
          action: 'job.retry',
          targetType: 'job',
          targetId: request.params.id,
        });
        return { success: true as const };
      },
    );

    routes.get(
      '/api/admin/audit',
      {
        ...admin,
        schema: {
          querystring: z.object({ ...paging({ fallback: 50, max: 200 }), action: queryText('action', 60) }),
          response: { 200: auditAnswer, ...errors },
        },
      },
      async (request) => listAudit(app.db, request.query),
    );

    routes.get(
      '/api/admin/users',
      {
        ...admin,
        schema: {
          querystring: z.object({ ...paging({ fallback: 50, max: 200 }), search: queryText('search', 100) }),
          response: { 200: adminUsersAnswer, ...errors },
        },
      },
      async (request) => listUsers(app.db, request.query),
    );

    routes.get(
      '/api/admin/users/:id',
      { ...admin, schema: { params: idParams, response: { 200: adminUserDetailAnswer, ...errors } } },
      async (request) => userDetail(app.db, request.params.id),
    );

    routes.put(
      '/api/admin/users/:id/roles',
      {
        ...admin,
        schema: { params: idParams, body: userRolesBody, response: { 200: userRolesAnswer, ...errors } },
      },
      async (request) => ({
        user: await setUserRoles(app.db, actor(request), request.params.id, request.body),
      }),
    );

    routes.get(
      '/api/admin/subscribers',
      {
        ...admin,
        schema: {
          querystring: z.object({ ...paging({ fallback: 50, max: 200 }), ...subscriberQuery }),
          response: { 200: adminSubscribersAnswer, ...errors },
        },
      },
      async (request) => listSubscribers(app.db, request.query),
    );

    // The whole (filtered) list as a spreadsheet; who exported it, and how many addresses, is recorded.
    routes.get(
      '/api/admin/subscribers.csv',
      { ...admin, schema: { querystring: z.object(subscriberQuery) } },
      async (request, reply) => {
        const { subscribers } = await listSubscribers(app.db, { ...request.query, limit: null, offset: 0 });
        await recordAudit(app.db, actor(request), {
          action: 'subscribers.export',
          targetType: 'subscribers',
          targetId: request.query.status,
          details: { count: subscribers.length, search: request.query.search ?? null },
        });
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="subscribers-${day}.csv"`)
          .header('cache-control', 'no-store')
          .send(subscribersCsv(subscribers));
      },
    );

    routes.post(
      '/api/admin/subscribers/:id/unsubscribe',
      { ...admin, schema: { params: idParams, response: { 200: adminOkAnswer, ...errors } } },
      async (request) => {
        await unsubscribeSubscriber(app.db, actor(request), request.params.id);
        return { success: true as const };
      },
    );
  },
  { name: 'admin', dependencies: ['auth'] },
);
