import { adminEndpoints as endpoints } from '@app/contracts';
import { notFound } from '@app/platform';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serve, signedIn } from '../../lib/contract-routes.ts';
import { listAudit, recordAudit } from '../audit/index.ts';
import { dashboard } from './dashboard.ts';
import { listSubscribers, subscribersCsv, unsubscribeSubscriber } from './subscribers.ts';
import { systemReport } from './system.ts';
import { listUsers, setUserRoles, userDetail } from './users.ts';

/** The dashboard, the system page (with its job retry) and the audit log. */
function serveOverview(app: FastifyInstance) {
  serve(app, endpoints.dashboard, () => dashboard(app.db));
  serve(app, endpoints.system, () => systemReport(app.db, app.jobs));
  serve(app, endpoints.retryJob, async (request) => {
    if (!(await app.jobs.retry(request.params.id))) throw notFound('Job not found');
    // The retry is in Redis (or memory), not the database: the record follows it.
    await recordAudit(app.db, signedIn(request), {
      action: 'job.retry',
      targetType: 'job',
      targetId: request.params.id,
    });
    return { success: true as const };
  });
  serve(app, endpoints.audit, (request) => listAudit(app.db, request.query));
}

/** Members, one member's reports and blocks, and their roles. */
function serveUsers(app: FastifyInstance) {
  serve(app, endpoints.users, (request) => listUsers(app.db, request.query));
  serve(app, endpoints.user, (request) => userDetail(app.db, request.params.id));
  serve(app, endpoints.setRoles, async (request) => ({
    user: await setUserRoles(app.db, signedIn(request), request.params.id, request.body),
  }));
}

/** Newsletter subscribers: the list, its CSV export and unsubscribing one. */
function serveSubscribers(app: FastifyInstance) {
  serve(app, endpoints.subscribers, (request) => listSubscribers(app.db, request.query));
  // The whole (filtered) list as a spreadsheet; who exported it, and how many addresses, is recorded.
  serve(app, endpoints.subscribersCsv, async (request, reply) => {
    const { subscribers } = await listSubscribers(app.db, { ...request.query, limit: null, offset: 0 });
    await recordAudit(app.db, signedIn(request), {
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
  });
  serve(app, endpoints.unsubscribe, async (request) => {
    await unsubscribeSubscriber(app.db, signedIn(request), request.params.id);
    return { success: true as const };
  });
}

/**
 * The admin area's API (product spec 2: the pages are not shown; see docs/decisions.md): the dashboard's
 * figures, members and their roles, newsletter subscribers with a CSV export, and the audit log. Every route
 * is admin-only on the server; every change is recorded in the audit log with who and when.
 */
export const adminPlugin = fp(
  async (app: FastifyInstance) => {
    serveOverview(app);
    serveUsers(app);
    serveSubscribers(app);
  },
  { name: 'admin', dependencies: ['auth'] },
);
