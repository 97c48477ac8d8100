import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { body, paging, requiredId } from './fields.ts';

/** The reasons a member may give when reporting another member (product spec 2 §2, Block and report dialog). */
export const USER_REPORT_REASONS = [
  'Harassment or bullying',
  'Spam or unwanted messages',
  'Inappropriate behavior',
  'Impersonation',
  'Other',
] as const;

/** The reasons for reporting a forum thread or reply (product spec 2 §2). */
export const CONTENT_REPORT_REASONS = [
  'Inappropriate content',
  'Spam',
  'Harassment',
  'False information',
  'Copyright violation',
  'Other',
] as const;

/** What can be reported as content (product spec 2 §9). */
export const REPORT_CONTENT_TYPES = ['thread', 'reply'] as const;
export type ReportContentType = (typeof REPORT_CONTENT_TYPES)[number];

/** Longest report details a member may write (the spec leaves it open). */
export const REPORT_DESCRIPTION_MAX = 1000;

/** `POST /api/moderation/block`, `DELETE /api/moderation/block`, `GET /api/moderation/blocks/{userId}`: whether I block them. */
export const blockStatusAnswer = z.object({ blocked: z.boolean() });
export type BlockStatusAnswer = z.infer<typeof blockStatusAnswer>;

/** `GET /api/moderation/blocks`: the members I block, newest first. */
export const blockListAnswer = z.object({
  blocks: z.array(
    z.object({
      blocked_id: z.number().int(),
      username: z.string(),
      display_name: z.string().nullable(),
      avatar_url: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
});
export type BlockListAnswer = z.infer<typeof blockListAnswer>;

/** `POST /api/moderation/report/user` and `/report/content`: the report as stored, pending review. */
export const reportAnswer = z.object({
  success: z.literal(true),
  report: z.object({ id: z.number().int(), status: z.literal('pending'), created_at: z.string() }),
});
export type ReportAnswer = z.infer<typeof reportAnswer>;

/** Where a report stands (product spec 2 §3); moderators set resolved or dismissed. */
export const REPORT_STATUSES = ['pending', 'reviewed', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_DECISIONS = ['resolved', 'dismissed'] as const;

/**
 * One report as the moderation dashboard lists it (product spec 2 §3), with how many reports in the
 * same state are about the same member or content (`target_report_count`), so a pile-on reads as one.
 */
export const moderationReport = z.object({
  id: z.number().int(),
  status: z.enum(REPORT_STATUSES),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  reporter_username: z.string(),
  reported_user_id: z.number().int().nullable(),
  reported_username: z.string().nullable(),
  reason: z.string(),
  description: z.string(),
  admin_notes: z.string().nullable(),
  content_type: z.enum(REPORT_CONTENT_TYPES).nullable(),
  content_id: z.number().int().nullable(),
  resolved_by_username: z.string().nullable(),
  target_report_count: z.number().int(),
  /**
   * What a content report is about, so a moderator can judge it from the list: the thread's title or the
   * reply's first 140 characters ('…' after them when there is more), and the thread it is in (the link);
   * null for a report about a member, or content deleted since. Its author is `reported_username`.
   */
  reported_content: z.object({ thread_id: z.number().int(), text: z.string() }).nullable(),
});
export type ModerationReport = z.infer<typeof moderationReport>;

/** `GET /api/moderation/reports?type=&status=&limit=&offset=`: newest first, and how many match in all. */
export const moderationReportsAnswer = z.object({
  reports: z.array(moderationReport),
  total: z.number().int(),
});
export type ModerationReportsAnswer = z.infer<typeof moderationReportsAnswer>;

/** `POST /api/moderation/reports/{id}/resolve`: how many reports the decision settled (the target's whole group). */
export const resolveReportAnswer = z.object({ success: z.literal(true), settled: z.number().int() });

/** The spec's words for a missing reason (product spec 2 §5); an unknown one is refused too. */
const reason = (reasons: readonly string[]) =>
  z
    .string({ error: 'Please select a reason' })
    .trim()
    .min(1, 'Please select a reason')
    .refine((value) => reasons.includes(value), { message: 'Please select one of the listed reasons' });

const description = z
  .string({ error: 'Details must be text' })
  .trim()
  .max(REPORT_DESCRIPTION_MAX, `Details must be at most ${REPORT_DESCRIPTION_MAX} characters`)
  .nullish()
  .transform((value) => value ?? '');

/** An optional enum query parameter; empty counts as missing. */
const queryChoice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((value) => (value === '' ? undefined : value), z.enum(values, { error: message }).optional());

export const moderationEndpoints = {
  block: endpoint({
    method: 'POST',
    path: '/api/moderation/block',
    auth: 'member',
    tag: 'moderation',
    summary: 'Blocks a member',
    body: body({ blocked_id: requiredId('blocked_id') }),
    answers: { 200: blockStatusAnswer },
  }),
  unblock: endpoint({
    method: 'DELETE',
    path: '/api/moderation/block',
    auth: 'member',
    tag: 'moderation',
    summary: 'Unblocks a member',
    query: z.object({ blocked_id: requiredId('blocked_id') }),
    answers: { 200: blockStatusAnswer },
  }),
  blocks: endpoint({
    method: 'GET',
    path: '/api/moderation/blocks',
    auth: 'member',
    tag: 'moderation',
    summary: 'The members I block, newest first',
    answers: { 200: blockListAnswer },
  }),
  blockStatus: endpoint({
    method: 'GET',
    path: '/api/moderation/blocks/:userId',
    auth: 'member',
    tag: 'moderation',
    summary: 'Whether I block this member',
    params: z.object({ userId: requiredId('userId') }),
    answers: { 200: blockStatusAnswer },
  }),
  reportUser: endpoint({
    method: 'POST',
    path: '/api/moderation/report/user',
    auth: 'member',
    tag: 'moderation',
    summary: 'Reports a member',
    body: body({
      reported_id: requiredId('reported_id'),
      reason: reason(USER_REPORT_REASONS),
      description,
    }),
    answers: { 201: reportAnswer },
  }),
  reportContent: endpoint({
    method: 'POST',
    path: '/api/moderation/report/content',
    auth: 'member',
    tag: 'moderation',
    summary: 'Reports a forum thread or reply',
    body: body({
      content_type: z.enum(REPORT_CONTENT_TYPES, {
        error: (issue) =>
          issue.input == null || issue.input === ''
            ? 'Content type is required'
            : 'Content type must be thread or reply',
      }),
      content_id: requiredId('content_id'),
      reason: reason(CONTENT_REPORT_REASONS),
      description,
    }),
    answers: { 201: reportAnswer },
  }),
  reports: endpoint({
    method: 'GET',
    path: '/api/moderation/reports',
    auth: 'admin',
    tag: 'moderation',
    summary: 'The reports to review, newest first (filtered by type and status)',
    query: z.object({
      ...paging({ fallback: 100, max: 500 }),
      type: queryChoice(['user', 'content'], 'type must be user or content'),
      status: queryChoice(REPORT_STATUSES, `status must be one of ${REPORT_STATUSES.join(', ')}`),
    }),
    answers: { 200: moderationReportsAnswer },
  }),
  resolve: endpoint({
    method: 'POST',
    path: '/api/moderation/reports/:id/resolve',
    auth: 'admin',
    tag: 'moderation',
    summary: 'Resolves or dismisses a report, with the other reports in its state about the same target',
    params: z.object({ id: requiredId('id') }),
    body: body({
      status: z.enum(REPORT_DECISIONS, { error: 'status must be resolved or dismissed' }),
      admin_notes: z
        .string({ error: 'Admin notes must be text' })
        .trim()
        .max(2000, 'Admin notes must be at most 2000 characters')
        .nullish()
        .transform((value) => value || null),
    }),
    answers: { 200: resolveReportAnswer },
  }),
};
