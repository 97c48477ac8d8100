import type { ModerationReport } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { groupReports, targetLabel } from './report-groups';

const report = (overrides: Partial<ModerationReport>): ModerationReport => ({
  id: 1,
  status: 'pending',
  created_at: '2026-11-24T10:00:00.000Z',
  resolved_at: null,
  reporter_username: 'ann',
  reported_user_id: 5,
  reported_username: 'bob',
  reason: 'Other',
  description: '',
  admin_notes: null,
  content_type: null,
  content_id: null,
  resolved_by_username: null,
  target_report_count: 1,
  reported_content: null,
  ...overrides,
});

describe('report groups', () => {
  it('puts reports in one state about one target together, in newest-first order of the groups', () => {
    const groups = groupReports([
      report({ id: 9, reported_user_id: 5, target_report_count: 2 }),
      report({ id: 8, content_type: 'thread', content_id: 5, reported_user_id: null }),
      report({ id: 7, reported_user_id: 5, target_report_count: 2 }),
      report({ id: 6, reported_user_id: 5, status: 'resolved' }),
    ]);
    expect(groups.map((group) => group.reports.map((r) => r.id))).toEqual([[9, 7], [8], [6]]);
    expect(groups[0]?.count).toBe(2);
  });

  it('names the target', () => {
    expect(targetLabel(report({}))).toBe('@bob');
    expect(targetLabel(report({ content_type: 'thread', content_id: 12 }))).toBe('Thread #12');
    expect(targetLabel(report({ content_type: 'reply', content_id: 3 }))).toBe('Reply #3');
    expect(targetLabel(report({ reported_username: null }))).toBe('A deleted member');
  });
});
