import { REPORT_STATUSES } from '@app/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { FormAlert } from '@/components/ui/FormAlert';
import { InlineSelect } from '@/components/ui/InlineSelect';
import { Loaded, whenNo } from '@/components/ui/Loaded';
import { MessageState } from '@/components/ui/StatusBlock';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { SITE_NAME } from '@/config/site';
import { AdminNav } from '@/features/admin';
import { useAuthStore } from '@/features/auth';
import { useLoad } from '@/hooks/use-load';
import { formatDate } from '@/lib/format-date';
import { decideReport, fetchReports, type ReportFilters } from './api';
import { reportsErrorText, resolveErrorText } from './messages';
import { ReportedContent, reportedContentLink } from './ReportedContent';
import { groupReports, type ReportGroup, targetLabel } from './report-groups';

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A select of the filter bar: its label and its choices (value and text), 'All' first. */
interface FilterSelect {
  label: string;
  choices: ReadonlyArray<readonly [string, string]>;
}

const FILTER_CHOICES: Record<keyof ReportFilters, FilterSelect> = {
  type: {
    label: 'Type',
    choices: [
      ['', 'All types'],
      ['user', 'User'],
      ['content', 'Content'],
    ],
  },
  status: {
    label: 'Status',
    choices: [
      ['', 'All statuses'],
      ...REPORT_STATUSES.map((status) => [status, capitalise(status)] as const),
    ],
  },
};
const FILTER_KEYS = ['type', 'status'] as const;

/**
 * /admin-moderation (product spec 2 §2): reports filtered by type and status, each pile-on about one target
 * shown as one item with its count; Resolve and Dismiss with notes settle the item, and the list reloads.
 */
export function ModerationDashboardPage() {
  const token = useAuthStore((state) => state.token);
  const isAdmin = useAuthStore((state) => state.isAdmin);
  return (
    <div className="page moderation-page">
      <title>{`Moderation | ${SITE_NAME}`}</title>
      {!token ? (
        <MessageState emoji="🔒" title="Not authenticated" level={1} />
      ) : !isAdmin ? (
        <MessageState emoji="⛔" title="Access Denied" level={1}>
          <p>You must be an admin to access this page.</p>
        </MessageState>
      ) : (
        <ModerationDashboard />
      )}
    </div>
  );
}

function ModerationDashboard() {
  const [filters, setFilters] = useState<ReportFilters>({ type: '', status: 'pending' });
  const reports = useLoad((signal: AbortSignal) => fetchReports(filters, signal), [filters]);
  return (
    <>
      <AdminNav />
      <header className="page-header">
        <h1 className="page-header__title">Moderation</h1>
      </header>
      <ReportFilterBar filters={filters} onChange={setFilters} />
      <Loaded
        load={reports}
        loading="Loading reports..."
        failed={reportsErrorText}
        empty={whenNo('reports', <MessageState emoji="✨" title="No reports here." />)}
      >
        {(answer) => (
          <>
            <ol className="moderation-list">
              {groupReports(answer.reports).map((group) => (
                <ReportItem key={group.key} group={group} onDecided={reports.reload} />
              ))}
            </ol>
            {answer.total > 500 ? (
              <p className="moderation-more">Showing the newest 500 of {answer.total} reports.</p>
            ) : null}
          </>
        )}
      </Loaded>
    </>
  );
}

function ReportFilterBar({
  filters,
  onChange,
}: {
  filters: ReportFilters;
  onChange: (next: ReportFilters) => void;
}) {
  const id = useId();
  return (
    <fieldset className="moderation-filters">
      <legend className="visually-hidden">Filter reports</legend>
      {FILTER_KEYS.map((key) => (
        <InlineSelect
          key={key}
          id={`${id}-${key}`}
          label={FILTER_CHOICES[key].label}
          value={filters[key]}
          onChange={(event) => onChange({ ...filters, [key]: event.target.value })}
        >
          {FILTER_CHOICES[key].choices.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </InlineSelect>
      ))}
    </fieldset>
  );
}

/** One target's reports, newest first, with what was decided and the admin's Resolve and Dismiss. */
function ReportItem({ group, onDecided }: { group: ReportGroup; onDecided: () => void }) {
  const newest = group.reports[0];
  if (!newest) return null;
  const target = targetLabel(newest);
  const contentLink = reportedContentLink(newest);
  return (
    <li
      className={`moderation-item moderation-item--${newest.status}`}
      aria-label={`Reports about ${target}`}
    >
      <header className="moderation-item__header">
        <h2 className="moderation-item__target">
          {contentLink ? (
            <Link to={contentLink}>{target}</Link>
          ) : newest.content_type === null && newest.reported_user_id !== null ? (
            <Link to={`/user/${newest.reported_user_id}`}>{target}</Link>
          ) : (
            target
          )}
        </h2>
        <span className="moderation-item__badge">{capitalise(newest.status)}</span>
        <span className="moderation-item__count">
          {group.count} {group.count === 1 ? 'report' : 'reports'}
        </span>
      </header>
      <ReportedContent report={newest} />
      <ul className="moderation-item__reports">
        {group.reports.map((report) => (
          <li key={report.id}>
            <p>
              <strong>#{report.id}</strong> · {report.reason} · by @{report.reporter_username} ·{' '}
              <time dateTime={report.created_at}>{formatDate(report.created_at)}</time>
            </p>
            {report.description ? <p className="moderation-item__description">{report.description}</p> : null}
          </li>
        ))}
      </ul>
      {newest.resolved_at ? (
        <p className="moderation-item__decided">
          {capitalise(newest.status)} by @{newest.resolved_by_username ?? 'unknown'} on{' '}
          <time dateTime={newest.resolved_at}>{formatDate(newest.resolved_at)}</time>
        </p>
      ) : null}
      <ReportDecision report={newest} onDecided={onDecided} />
    </li>
  );
}

const DECISIONS = [
  { status: 'resolved', label: 'Resolve', className: 'btn btn--gradient btn--sm' },
  { status: 'dismissed', label: 'Dismiss', className: 'btn btn--outline btn--sm' },
] as const;

/** The admin's notes, and Resolve or Dismiss for the newest report (whichever it already is, is off). */
function ReportDecision({
  report,
  onDecided,
}: {
  report: ReportGroup['reports'][number];
  onDecided: () => void;
}) {
  const [notes, setNotes] = useState(report.admin_notes ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const notesId = useId();

  const decide = async (status: 'resolved' | 'dismissed') => {
    setBusy(true);
    setError(null);
    try {
      await decideReport(report.id, status, notes.trim());
      onDecided();
    } catch (failure) {
      setError(resolveErrorText(failure));
      setBusy(false);
    }
  };

  return (
    <>
      <TextAreaField
        id={notesId}
        label="Admin notes"
        rows={2}
        maxLength={2000}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
      />
      <FormAlert text={error} />
      <div className="moderation-item__actions">
        {DECISIONS.map(({ status, label, className }) => (
          <button
            key={status}
            type="button"
            className={className}
            disabled={busy || report.status === status}
            onClick={() => decide(status)}
          >
            {label}
          </button>
        ))}
      </div>
    </>
  );
}
