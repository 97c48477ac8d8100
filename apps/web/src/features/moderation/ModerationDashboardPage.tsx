import { REPORT_STATUSES } from '@app/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadFailedState, LoadingState, MessageState } from '@/components/ui/StatusBlock';
import { SITE_NAME } from '@/config/site';
import { AdminNav } from '@/features/admin';
import { useAuthStore } from '@/features/auth';
import { useLoad } from '@/hooks/use-load';
import { formatDate } from '@/lib/format-date';
import { decideReport, fetchReports, type ReportFilters } from './api';
import { reportsErrorText, resolveErrorText } from './messages';
import { groupReports, type ReportGroup, targetLabel } from './report-groups';

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * /admin-moderation (product spec 2 §2): reports filtered by type and status, each pile-on about one target
 * shown as one item with its count; Resolve and Dismiss with notes settle the item, and the list reloads.
 */
export function ModerationDashboardPage() {
  const token = useAuthStore((state) => state.token);
  const isAdmin = useAuthStore((state) => state.isAdmin);
  const [filters, setFilters] = useState<ReportFilters>({ type: '', status: 'pending' });
  const reports = useLoad(token && isAdmin ? (signal: AbortSignal) => fetchReports(filters, signal) : null, [
    token,
    isAdmin,
    filters,
  ]);
  const loaded = reports.state;
  const typeId = useId();
  const statusId = useId();

  const page = (content: React.ReactNode) => (
    <div className="page moderation-page">
      <title>{`Moderation | ${SITE_NAME}`}</title>
      {content}
    </div>
  );

  if (!token) return page(<MessageState emoji="🔒" title="Not authenticated" level={1} />);
  if (!isAdmin) {
    return page(
      <MessageState emoji="⛔" title="Access Denied" level={1}>
        <p>You must be an admin to access this page.</p>
      </MessageState>,
    );
  }

  return page(
    <>
      <AdminNav />
      <header className="page-header">
        <h1 className="page-header__title">Moderation</h1>
      </header>
      <fieldset className="moderation-filters">
        <legend className="visually-hidden">Filter reports</legend>
        <label htmlFor={typeId}>Type</label>
        <select
          id={typeId}
          value={filters.type}
          onChange={(event) => setFilters({ ...filters, type: event.target.value as ReportFilters['type'] })}
        >
          <option value="">All types</option>
          <option value="user">User</option>
          <option value="content">Content</option>
        </select>
        <label htmlFor={statusId}>Status</label>
        <select
          id={statusId}
          value={filters.status}
          onChange={(event) =>
            setFilters({ ...filters, status: event.target.value as ReportFilters['status'] })
          }
        >
          <option value="">All statuses</option>
          {REPORT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {capitalise(status)}
            </option>
          ))}
        </select>
      </fieldset>
      {loaded.status === 'loading' ? (
        <LoadingState text="Loading reports..." />
      ) : loaded.status === 'error' ? (
        <LoadFailedState text={reportsErrorText(loaded.error)} onRetry={reports.reload} />
      ) : loaded.value.reports.length === 0 ? (
        <MessageState emoji="✨" title="No reports here." />
      ) : (
        <>
          <ol className="moderation-list">
            {groupReports(loaded.value.reports).map((group) => (
              <ReportItem key={group.key} group={group} onDecided={reports.reload} />
            ))}
          </ol>
          {loaded.value.total > 500 ? (
            <p className="moderation-more">Showing the newest 500 of {loaded.value.total} reports.</p>
          ) : null}
        </>
      )}
    </>,
  );
}

function ReportItem({ group, onDecided }: { group: ReportGroup; onDecided: () => void }) {
  const newest = group.reports[0];
  const [notes, setNotes] = useState(newest?.admin_notes ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const notesId = useId();
  if (!newest) return null;

  const decide = async (status: 'resolved' | 'dismissed') => {
    setBusy(true);
    setError(null);
    try {
      await decideReport(newest.id, status, notes.trim());
      onDecided();
    } catch (failure) {
      setError(resolveErrorText(failure));
      setBusy(false);
    }
  };

  const target = targetLabel(newest);
  return (
    <li
      className={`moderation-item moderation-item--${newest.status}`}
      aria-label={`Reports about ${target}`}
    >
      <header className="moderation-item__header">
        <h2 className="moderation-item__target">
          {newest.content_type === 'thread' ? (
            <Link to={`/forum/thread/${newest.content_id}`}>{target}</Link>
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
      <div className="form-field">
        <label htmlFor={notesId} className="form-field__label">
          Admin notes
        </label>
        <div className="form-field__control">
          <textarea
            id={notesId}
            rows={2}
            maxLength={2000}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
          />
        </div>
      </div>
      {error ? (
        <p className="form-alert" role="alert">
          {error}
        </p>
      ) : null}
      <div className="moderation-item__actions">
        <button
          type="button"
          className="btn btn--gradient btn--sm"
          disabled={busy || newest.status === 'resolved'}
          onClick={() => decide('resolved')}
        >
          Resolve
        </button>
        <button
          type="button"
          className="btn btn--outline btn--sm"
          disabled={busy || newest.status === 'dismissed'}
          onClick={() => decide('dismissed')}
        >
          Dismiss
        </button>
      </div>
    </li>
  );
}
