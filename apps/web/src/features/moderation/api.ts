import { blockStatusAnswer, type ReportContentType, reportAnswer } from '@app/contracts';
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
