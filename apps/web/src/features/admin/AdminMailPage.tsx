import { useState } from 'react';
import { Loaded, whenNo } from '@/components/ui/Loaded';
import { MessageState } from '@/components/ui/StatusBlock';
import { SITE_NAME } from '@/config/site';
import { useLoad } from '@/hooks/use-load';
import { formatDate } from '@/lib/format-date';
import { fetchMailOutbox, PAGE_SIZE } from './api';
import { Pager } from './Pager';

const STATUS_TEXT = {
  sent: 'Sent',
  failed: 'Failed',
  pending: 'Waiting to send',
  stored: 'Stored (no SMTP)',
} as const;

/**
 * /admin-mail: every email the site sent or would have sent (without SMTP it is kept here), newest first; a
 * message opens to its text. Sign-up welcome mails, newsletter confirmations and the like.
 */
export function AdminMailPage() {
  const [page, setPage] = useState(0);
  const list = useLoad((signal) => fetchMailOutbox(page, signal), [page]);
  return (
    <>
      <title>{`Mail Outbox | Admin | ${SITE_NAME}`}</title>
      <h1 className="admin-page__title">Mail Outbox</h1>
      <Loaded
        load={list}
        loading="Loading mail..."
        failed="Failed to load the mail outbox."
        empty={whenNo('messages', <MessageState emoji="📭" title="No mail yet." />)}
      >
        {({ messages, total }) => (
          <>
            <ul className="admin-mail-list" aria-label="Messages, newest first">
              {messages.map((message) => (
                <li key={message.id} className="admin-card">
                  <details>
                    <summary>
                      <strong>{message.subject}</strong> to {message.to}
                      <span className="admin-table__sub">
                        {formatDate(message.created_at)} · {message.kind} · {STATUS_TEXT[message.status]}
                        {message.attempts > 1 ? ` after ${message.attempts} attempts` : ''}
                      </span>
                    </summary>
                    {message.error ? (
                      <p className="admin-notice admin-notice--error">{message.error}</p>
                    ) : null}
                    <pre className="admin-mail-text">{message.text}</pre>
                  </details>
                </li>
              ))}
            </ul>
            <Pager page={page} total={total} pageSize={PAGE_SIZE} onPage={setPage} />
          </>
        )}
      </Loaded>
    </>
  );
}
