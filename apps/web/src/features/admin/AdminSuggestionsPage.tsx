import { useState } from 'react';
import { LoadFailedState, LoadingState, MessageState } from '@/components/ui/StatusBlock';
import { SITE_NAME } from '@/config/site';
import { useLoad } from '@/hooks/use-load';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { fetchSubmissions, PAGE_SIZE } from './api';
import { Pager } from './Pager';

/** /admin-suggestions: the products shoppers suggested through /submit, newest first, with who sent them. */
export function AdminSuggestionsPage() {
  const [page, setPage] = useState(0);
  const list = useLoad((signal) => fetchSubmissions(page, signal), [page]);
  return (
    <>
      <title>{`Suggestions | Admin | ${SITE_NAME}`}</title>
      <h1 className="admin-page__title">Product Suggestions</h1>
      {list.state.status === 'loading' ? (
        <LoadingState text="Loading suggestions..." />
      ) : list.state.status === 'error' ? (
        <LoadFailedState
          text={errorMessage(list.state.error, 'Failed to load suggestions.')}
          onRetry={list.reload}
        />
      ) : list.state.value.submissions.length === 0 ? (
        <MessageState emoji="💡" title="No suggestions yet." />
      ) : (
        <>
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption className="visually-hidden">Product suggestions, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">Sent by</th>
                  <th scope="col">Sent</th>
                </tr>
              </thead>
              <tbody>
                {list.state.value.submissions.map((row) => (
                  <tr key={row.id}>
                    <td>
                      {row.name}
                      <a
                        className="admin-table__sub"
                        href={row.url}
                        target="_blank"
                        rel="noopener noreferrer nofollow"
                      >
                        {row.url}
                      </a>
                    </td>
                    <td>{row.username ?? 'A visitor'}</td>
                    <td>{formatDate(row.created_at)}</td>
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
