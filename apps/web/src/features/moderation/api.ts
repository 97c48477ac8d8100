import { moderationEndpoints, type ReportContentType, type ReportStatus } from '@app/contracts';
import { api } from '@/lib/api-client';

export const fetchBlockStatus = (userId: number, signal?: AbortSignal) =>
  api(moderationEndpoints.blockStatus, { params: { userId }, signal });

export const blockMember = (userId: number) =>
  api(moderationEndpoints.block, { body: { blocked_id: userId } });

export const unblockMember = (userId: number) =>
  api(moderationEndpoints.unblock, { query: { blocked_id: userId } });

/** What a report is about: a member, or a forum thread or reply. */
export type ReportTarget =
  | { type: 'user'; id: number; name: string }
  | { type: 'content'; contentType: ReportContentType; id: number; name: string };

export function sendReport(target: ReportTarget, reason: string, description: string) {
  return target.type === 'user'
    ? api(moderationEndpoints.reportUser, { body: { reported_id: target.id, reason, description } })
    : api(moderationEndpoints.reportContent, {
        body: { content_type: target.contentType, content_id: target.id, reason, description },
      });
}

export interface ReportFilters {
  type: '' | 'user' | 'content';
  status: '' | ReportStatus;
}

/** The moderation dashboard's list, newest first (at most 500 a page). */
export const fetchReports = (filters: ReportFilters, signal?: AbortSignal) =>
  api(moderationEndpoints.reports, {
    query: { type: filters.type, status: filters.status, limit: 500 },
    signal,
  });

export const decideReport = (id: number, status: 'resolved' | 'dismissed', adminNotes: string) =>
  api(moderationEndpoints.resolve, { params: { id }, body: { status, admin_notes: adminNotes } });
