import type { AdminSubscriber } from '@app/contracts';
import { useId, useState } from 'react';
import { BusyButton } from '@/components/ui/BusyButton';
import { FormAlert } from '@/components/ui/FormAlert';
import { Loaded, whenNo } from '@/components/ui/Loaded';
import { SearchForm } from '@/components/ui/SearchForm';
import { SelectField } from '@/components/ui/SelectField';
import { MessageState } from '@/components/ui/StatusBlock';
import { SITE_NAME } from '@/config/site';
import { useLoad } from '@/hooks/use-load';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { AdminTable } from './AdminTable';
import { exportSubscribers, fetchSubscribers, PAGE_SIZE, type SubscriberFilters, unsubscribe } from './api';
import { Pager } from './Pager';

function SubscriberTable({
  subscribers,
  onUnsubscribe,
}: {
  subscribers: AdminSubscriber[];
  onUnsubscribe: (subscriber: AdminSubscriber) => void;
}) {
  return (
    <AdminTable columns={['Email', 'Member', 'Subscribed', 'Unsubscribed', { hidden: 'Actions' }]}>
      {subscribers.map((row) => (
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
                onClick={() => onUnsubscribe(row)}
              >
                Unsubscribe
              </button>
            )}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** The CSV export of the list as filtered; a failure is said in `onFailed`. */
function ExportButton({
  filters,
  onFailed,
}: {
  filters: SubscriberFilters;
  onFailed: (text: string | null) => void;
}) {
  const [exporting, setExporting] = useState(false);
  const onExport = async () => {
    setExporting(true);
    onFailed(null);
    try {
      await exportSubscribers(filters);
    } catch (failure) {
      onFailed(errorMessage(failure, 'Failed to export subscribers.'));
    } finally {
      setExporting(false);
    }
  };
  return (
    <BusyButton
      type="button"
      className="btn btn--gradient btn--sm"
      busy={exporting}
      busyLabel="Exporting..."
      onClick={onExport}
    >
      Export CSV
    </BusyButton>
  );
}

/** /admin-subscribers: newsletter addresses with search and status filters, a CSV export and unsubscribe. */
export function AdminSubscribersPage() {
  const [filters, setFilters] = useState<SubscriberFilters>({ search: '', status: 'active' });
  const [page, setPage] = useState(0);
  const [alert, setAlert] = useState<string | null>(null);
  const list = useLoad((signal) => fetchSubscribers(filters, page, signal), [filters, page]);
  const statusId = useId();
  const filter = (change: Partial<SubscriberFilters>) => {
    setFilters({ ...filters, ...change });
    setPage(0);
  };
  const onUnsubscribe = async ({ id, email }: AdminSubscriber) => {
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
        <SearchForm
          className="admin-search"
          name="Subscriber search"
          labelShown
          label="Search by email"
          onSearch={(search) => filter({ search })}
        />
        <SelectField
          id={statusId}
          label="Status"
          value={filters.status}
          onChange={(event) => filter({ status: event.target.value as SubscriberFilters['status'] })}
        >
          <option value="active">Subscribed</option>
          <option value="unsubscribed">Unsubscribed</option>
          <option value="all">All</option>
        </SelectField>
        <ExportButton filters={filters} onFailed={setAlert} />
      </div>
      <FormAlert text={alert} />
      <Loaded
        load={list}
        loading="Loading subscribers..."
        failed="Failed to load subscribers."
        empty={whenNo('subscribers', <MessageState emoji="📭" title="No subscribers found." />)}
      >
        {({ subscribers, total }) => (
          <>
            <SubscriberTable subscribers={subscribers} onUnsubscribe={(row) => void onUnsubscribe(row)} />
            <Pager page={page} total={total} pageSize={PAGE_SIZE} onPage={setPage} />
          </>
        )}
      </Loaded>
    </>
  );
}
