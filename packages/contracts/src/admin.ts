import { z } from 'zod';
import { endpoint, raw } from './endpoint.ts';
import { paging, queryText } from './fields.ts';
import { amazonRefreshRun, numberIdParams } from './product-admin.ts';

/** One admin action: who, what, to what, what changed, when. */
export const auditEntry = z.object({
  id: z.number().int(),
  actor_id: z.number().int().nullable(),
  actor_username: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** `GET /api/admin/dashboard`: the admin area's figures (not shown by the spec). */
export const adminDashboardAnswer = z.object({
  products: z.number().int(),
  members: z.number().int(),
  new_members_week: z.number().int(),
  pending_reports: z.number().int(),
  product_suggestions: z.number().int(),
  subscribers: z.number().int(),
  clicks_today: z.number().int(),
  clicks_week: z.number().int(),
  /** The latest refresh of product data from Amazon, or null when none has run. */
  last_amazon_refresh: amazonRefreshRun.nullable(),
  recent_actions: z.array(auditEntry),
});
export type AdminDashboardAnswer = z.infer<typeof adminDashboardAnswer>;

/** `GET /api/admin/audit`: newest first. */
export const auditAnswer = z.object({ entries: z.array(auditEntry), total: z.number().int() });

export const adminUser = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  display_name: z.string().nullable(),
  is_admin: z.boolean(),
  is_moderator: z.boolean(),
  created_at: z.string(),
  reports_received: z.number().int(),
  reports_made: z.number().int(),
  blocked_by: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUser>;

/** `GET /api/admin/users?search=&limit=&offset=`. */
export const adminUsersAnswer = z.object({ users: z.array(adminUser), total: z.number().int() });

/** `PUT /api/admin/users/{id}/roles`: either or both. */
export const userRolesBody = z
  .object({
    is_admin: z.boolean({ error: 'is_admin must be true or false' }).optional(),
    is_moderator: z.boolean({ error: 'is_moderator must be true or false' }).optional(),
  })
  .refine((body) => body.is_admin !== undefined || body.is_moderator !== undefined, {
    message: 'Nothing to change',
  });
export const userRolesAnswer = z.object({ user: adminUser });

/** One member's reports and blocks, for the users page. */
export const adminUserDetailAnswer = z.object({
  user: adminUser,
  reports_received: z.array(
    z.object({
      id: z.number().int(),
      reporter_username: z.string().nullable(),
      reason: z.string(),
      status: z.string(),
      created_at: z.string(),
    }),
  ),
  blocked_by: z.array(z.object({ id: z.number().int(), username: z.string(), created_at: z.string() })),
  blocking: z.array(z.object({ id: z.number().int(), username: z.string(), created_at: z.string() })),
});
export type AdminUserDetailAnswer = z.infer<typeof adminUserDetailAnswer>;

export const SUBSCRIBER_STATUSES = ['active', 'unsubscribed', 'all'] as const;

export const adminSubscriber = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string().nullable(),
  subscribed_at: z.string(),
  unsubscribed_at: z.string().nullable(),
});
export type AdminSubscriber = z.infer<typeof adminSubscriber>;

/** `GET /api/admin/subscribers?search=&status=&limit=&offset=`. */
export const adminSubscribersAnswer = z.object({
  subscribers: z.array(adminSubscriber),
  total: z.number().int(),
});

/** `GET /api/admin/clicks?days=30`: outbound deal clicks per day and per product (the admin's 'orders'). */
export const clickReportAnswer = z.object({
  days: z.array(z.object({ day: z.string(), clicks: z.number().int() })),
  products: z.array(
    z.object({
      product_id: z.string(),
      name: z.string().nullable(),
      clicks: z.number().int(),
      today: z.number().int(),
    }),
  ),
});
export type ClickReportAnswer = z.infer<typeof clickReportAnswer>;

export const adminOkAnswer = z.object({ success: z.literal(true) });

/** `GET /api/admin/submissions`: product suggestions sent through /submit, newest first. */
export const adminSubmissionsAnswer = z.object({
  submissions: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      url: z.string(),
      user_id: z.number().int().nullable(),
      username: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  total: z.number().int(),
});

/** sent: SMTP accepted it; failed: the last SMTP attempt failed; pending: not tried yet; stored: no SMTP. */
export const MAIL_STATUSES = ['sent', 'failed', 'pending', 'stored'] as const;

/** `GET /api/admin/mail-outbox`: what the product has emailed (or, without SMTP, would have), newest first. */
export const mailOutboxAnswer = z.object({
  messages: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string(),
      headers: z.record(z.string(), z.string()),
      transport: z.enum(['smtp', 'outbox']),
      status: z.enum(MAIL_STATUSES),
      attempts: z.number().int(),
      created_at: z.string(),
      sent_at: z.string().nullable(),
      error: z.string().nullable(),
    }),
  ),
  total: z.number().int(),
});

/** `GET /api/admin/system`: the job queue and the live card-game rooms (not shown by the spec). */
export const adminSystemAnswer = z.object({
  queue: z
    .object({
      kind: z.enum(['bullmq', 'in-process']),
      counts: z.object({
        waiting: z.number().int(),
        active: z.number().int(),
        delayed: z.number().int(),
        failed: z.number().int(),
      }),
      failed: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          reason: z.string(),
          attempts: z.number().int(),
          failed_at: z.string().nullable(),
        }),
      ),
      repeating: z.array(z.object({ name: z.string(), every_ms: z.number(), next: z.string().nullable() })),
    })
    .nullable(),
  /** Why the queue could not be read (Redis away); null when it was. */
  queue_error: z.string().nullable(),
  rooms: z.array(
    z.object({
      match_id: z.string(),
      mode: z.enum(['blitz', 'async']),
      turn_count: z.number().int(),
      players: z.array(z.object({ id: z.number().int(), username: z.string() })),
      to_move: z.string(),
      turn_deadline: z.string(),
      /** The game-server process holding the room, and until when its lease runs (it renews it every second). */
      owner: z.string(),
      lease_until: z.string(),
    }),
  ),
  players: z.object({ in_rooms: z.number().int(), waiting_in_queue: z.number().int() }),
});
export type AdminSystemAnswer = z.infer<typeof adminSystemAnswer>;

/** The subscriber list's filters (the list and its CSV export): words of the address, and which subscriptions. */
const subscriberFilters = {
  search: queryText('search', 200),
  status: z.preprocess(
    (value) => (value === '' || value === undefined ? 'all' : value),
    z.enum(SUBSCRIBER_STATUSES, { error: `status must be one of ${SUBSCRIBER_STATUSES.join(', ')}` }),
  ),
};

const adminListPaging = paging({ fallback: 50, max: 200 });

/** The admin area's endpoints: every one for admins only, every change recorded in the audit log. */
export const adminEndpoints = {
  dashboard: endpoint({
    method: 'GET',
    path: '/api/admin/dashboard',
    auth: 'admin',
    tag: 'admin',
    summary: "The admin dashboard's figures and the latest admin actions",
    answers: { 200: adminDashboardAnswer },
  }),
  system: endpoint({
    method: 'GET',
    path: '/api/admin/system',
    auth: 'admin',
    tag: 'admin',
    summary: 'The job queue (counts, given-up jobs, repeating jobs) and the live card-game rooms',
    answers: { 200: adminSystemAnswer },
  }),
  retryJob: endpoint({
    method: 'POST',
    path: '/api/admin/system/jobs/:id/retry',
    auth: 'admin',
    tag: 'admin',
    summary: 'Run a given-up job again with fresh attempts',
    params: z.object({ id: z.string().min(1).max(200, 'id must be at most 200 characters') }),
    answers: { 200: adminOkAnswer },
  }),
  audit: endpoint({
    method: 'GET',
    path: '/api/admin/audit',
    auth: 'admin',
    tag: 'admin',
    summary: 'The audit log of admin actions, newest first (by action)',
    query: z.object({ ...adminListPaging, action: queryText('action', 60) }),
    answers: { 200: auditAnswer },
  }),
  users: endpoint({
    method: 'GET',
    path: '/api/admin/users',
    auth: 'admin',
    tag: 'admin',
    summary: 'Members by name, display name or email, newest first',
    query: z.object({ ...adminListPaging, search: queryText('search', 100) }),
    answers: { 200: adminUsersAnswer },
  }),
  user: endpoint({
    method: 'GET',
    path: '/api/admin/users/:id',
    auth: 'admin',
    tag: 'admin',
    summary: 'One member with the reports about them and the blocks either way',
    params: numberIdParams,
    answers: { 200: adminUserDetailAnswer },
  }),
  setRoles: endpoint({
    method: 'PUT',
    path: '/api/admin/users/:id/roles',
    auth: 'admin',
    tag: 'admin',
    summary: "Grant or revoke a member's admin and moderator roles",
    params: numberIdParams,
    body: userRolesBody,
    answers: { 200: userRolesAnswer },
  }),
  subscribers: endpoint({
    method: 'GET',
    path: '/api/admin/subscribers',
    auth: 'admin',
    tag: 'admin',
    summary: 'Newsletter subscribers, newest first',
    query: z.object({ ...adminListPaging, ...subscriberFilters }),
    answers: { 200: adminSubscribersAnswer },
  }),
  /** Who exported the list, and how many addresses, is recorded. */
  subscribersCsv: endpoint({
    method: 'GET',
    path: '/api/admin/subscribers.csv',
    auth: 'admin',
    tag: 'admin',
    summary: 'The (filtered) newsletter subscribers as a CSV file',
    query: z.object(subscriberFilters),
    answers: {
      200: raw('text/csv', 'email, username, subscribed_at, unsubscribed_at; one subscriber a line'),
    },
  }),
  unsubscribe: endpoint({
    method: 'POST',
    path: '/api/admin/subscribers/:id/unsubscribe',
    auth: 'admin',
    tag: 'admin',
    summary: "End a subscriber's subscription",
    params: numberIdParams,
    answers: { 200: adminOkAnswer },
  }),
};
