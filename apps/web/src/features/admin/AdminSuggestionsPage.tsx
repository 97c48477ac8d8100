import { useState } from 'react';
import { Loaded, whenNo } from '@/components/ui/Loaded';
import { MessageState } from '@/components/ui/StatusBlock';
import { SITE_NAME } from '@/config/site';
import { useLoad } from '@/hooks/use-load';
import { formatDate } from '@/lib/format-date';
import { AdminTable } from './AdminTable';
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
      <Loaded
        load={list}
        loading="Loading suggestions..."
        failed="Failed to load suggestions."
        empty={whenNo('submissions', <MessageState emoji="💡" title="No suggestions yet." />)}
      >
        {({ submissions, total }) => (
          <>
            <AdminTable caption="Product suggestions, newest first" columns={['Product', 'Sent by', 'Sent']}>
              {submissions.map((row) => (
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
            </AdminTable>
            <Pager page={page} total={total} pageSize={PAGE_SIZE} onPage={setPage} />
          </>
        )}
      </Loaded>
    </>
  );
}
