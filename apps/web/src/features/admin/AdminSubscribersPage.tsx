import { type FormEvent, useId, useState } from 'react';
import { BusyButton } from '@/components/ui/BusyButton';
import { LoadFailedState, LoadingState, MessageState } from '@/components/ui/StatusBlock';
import { SITE_NAME } from '@/config/site';
import { useLoad } from '@/hooks/use-load';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { exportSubscribers, fetchSubscribers, PAGE_SIZE, type SubscriberFilters, unsubscribe } from './api';
import { Pager } from './Pager';

/** /admin-subscribers: newsletter addresses with search and status filters, a CSV export and unsubscribe. */
export function AdminSubscribersPage() {
  const [draft, setDraft] = useState('');
  const [filters, setFilters] = useState<SubscriberFilters>({ search: '', status: 'active' });
  const [page, setPage] = useState(0);
  const [exporting, setExporting] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const list = useLoad((signal) => fetchSubscribers(filters, page, signal), [filters, page]);
  const searchId = useId();
  const statusId = useId();

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...filters, search: draft.trim() });
    setPage(0);
  };
  const onExport = async () => {
    setExporting(true);
    setAlert(null);
    try {
      await exportSubscribers(filters);
    } catch (failure) {
      setAlert(errorMessage(failure, 'Failed to export subscribers.'));
    } finally {
      setExporting(false);
    }
  };
  const onUnsubscribe = async (id: number, email: string) => {
    if (!window.confirm(`Unsubscribe ${email}?`)) return;
    setAlert(null);
    try {
      await unsubscribe(id);
      list.reload();
    } catch (failure) {
      setAlert(errorMessage(failure, 'Failed to unsubscribe.'));
    }
  };

  return (
    <>
      <title>{`Subscribers | Admin | ${SITE_NAME}`}</title>
      <h1 className="admin-page__title">Subscribers</h1>
      <div className="admin-toolbar">
        <form className="admin-search" aria-label="Subscriber search" onSubmit={onSearch}>
          <label htmlFor={searchId}>Search by email</label>
          <input
            id={searchId}
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" className="btn btn--outline btn--sm">
            Search
          </button>
        </form>
        <label htmlFor={statusId}>Status</label>
        <select
          id={statusId}
          value={filters.status}
          onChange={(event) => {
            setFilters({ ...filters, status: event.target.value as SubscriberFilters['status'] });
            setPage(0);
          }}
        >
          <option value="active">Subscribed</option>
          <option value="unsubscribed">Unsubscribed</option>
          <option value="all">All</option>
        </select>
        <BusyButton
          type="button"
          className="btn btn--gradient btn--sm"
          busy={exporting}
          busyLabel="Exporting..."
          onClick={onExport}
        >
          Export CSV
        </BusyButton>
      </div>
      {alert ? (
        <p className="form-alert" role="alert">
          {alert}
        </p>
      ) : null}
      {list.state.status === 'loading' ? (
        <LoadingState text="Loading subscribers..." />
      ) : list.state.status === 'error' ? (
        <LoadFailedState
          text={errorMessage(list.state.error, 'Failed to load subscribers.')}
          onRetry={list.reload}
        />
      ) : list.state.value.subscribers.length === 0 ? (
        <MessageState emoji="📭" title="No subscribers found." />
      ) : (
        <>
          <div className="admin-table-wrap">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Email</th>
                  <th scope="col">Member</th>
                  <th scope="col">Subscribed</th>
                  <th scope="col">Unsubscribed</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.state.value.subscribers.map((row) => (
                  <tr key={row.id}>
                    <td>{row.email}</td>
                    <td>{row.username ? `@${row.username}` : '—'}</td>
                    <td>{formatDate(row.subscribed_at)}</td>
                    <td>{row.unsubscribed_at ? formatDate(row.unsubscribed_at) : '—'}</td>
                    <td>
                      {row.unsubscribed_at ? null : (
                        <button
                          type="button"
                          className="btn btn--ghost btn--sm"
                          aria-label={`Unsubscribe ${row.email}`}
                          onClick={() => onUnsubscribe(row.id, row.email)}
                        >
                          Unsubscribe
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={page} total={list.state.value.total} pageSize={PAGE_SIZE} onPage={setPage} />
        </>
      )}
    </>
  );
}
