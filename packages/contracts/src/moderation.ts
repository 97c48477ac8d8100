import { z } from 'zod';

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
