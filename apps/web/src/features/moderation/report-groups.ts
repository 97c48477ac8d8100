import type { ModerationReport } from '@app/contracts';

/** Reports in one state about one member or piece of content: one item on the dashboard. */
export interface ReportGroup {
  key: string;
  /** Newest first; the first one's id carries the decision for the whole group. */
  reports: ModerationReport[];
  /** All reports in this state about the target (more than `reports` when the page holds only some). */
  count: number;
}

const targetOf = (report: ModerationReport) =>
  report.content_type ? `${report.content_type}:${report.content_id}` : `user:${report.reported_user_id}`;

/** Groups a newest-first list by target and state, keeping the order of each group's newest report. */
export function groupReports(reports: readonly ModerationReport[]): ReportGroup[] {
  const groups = new Map<string, ReportGroup>();
  for (const report of reports) {
    const key = `${targetOf(report)}:${report.status}`;
    const group = groups.get(key);
    if (group) group.reports.push(report);
    else groups.set(key, { key, reports: [report], count: report.target_report_count });
  }
  return [...groups.values()];
}

/** What a report is about, as the dashboard names it. */
export function targetLabel(report: ModerationReport) {
  if (report.content_type === 'thread') return `Thread #${report.content_id}`;
  if (report.content_type === 'reply') return `Reply #${report.content_id}`;
  return report.reported_username ? `@${report.reported_username}` : 'A deleted member';
}
