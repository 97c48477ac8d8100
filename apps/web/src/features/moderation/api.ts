import {
  blockStatusAnswer,
  moderationReportsAnswer,
  type ReportContentType,
  type ReportStatus,
  reportAnswer,
  resolveReportAnswer,
} from '@app/contracts';
import { api } from '@/lib/api-client';

export const fetchBlockStatus = (userId: number, signal?: AbortSignal) =>
  api.read(`/api/moderation/blocks/${userId}`, { schema: blockStatusAnswer, ...(signal ? { signal } : {}) });

export const blockMember = (userId: number) =>
  api.send('/api/moderation/block', { blocked_id: userId }, { schema: blockStatusAnswer });

export const unblockMember = (userId: number) =>
  api.delete(`/api/moderation/block?blocked_id=${userId}`, undefined, { schema: blockStatusAnswer });

/** What a report is about: a member, or a forum thread or reply. */
export type ReportTarget =
  | { type: 'user'; id: number; name: string }
  | { type: 'content'; contentType: ReportContentType; id: number; name: string };

export function sendReport(target: ReportTarget, reason: string, description: string) {
  return target.type === 'user'
    ? api.send(
        '/api/moderation/report/user',
        { reported_id: target.id, reason, description },
        { schema: reportAnswer },
      )
    : api.send(
        '/api/moderation/report/content',
        { content_type: target.contentType, content_id: target.id, reason, description },
        { schema: reportAnswer },
      );
}

export interface ReportFilters {
  type: '' | 'user' | 'content';
  status: '' | ReportStatus;
}

/** The moderation dashboard's list, newest first (at most 500 a page). */
export function fetchReports(filters: ReportFilters, signal?: AbortSignal) {
  const query = new URLSearchParams({ type: filters.type, status: filters.status, limit: '500' });
  return api.read(`/api/moderation/reports?${query}`, {
    schema: moderationReportsAnswer,
    ...(signal ? { signal } : {}),
  });
}

export const decideReport = (id: number, status: 'resolved' | 'dismissed', adminNotes: string) =>
  api.send(
    `/api/moderation/reports/${id}/resolve`,
    { status, admin_notes: adminNotes },
    { schema: resolveReportAnswer },
  );
