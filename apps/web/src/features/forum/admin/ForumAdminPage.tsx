import { useState } from 'react';
import { BusyButton } from '@/components/ui/BusyButton';
import { Loaded, whenNo } from '@/components/ui/Loaded';
import { PageButtons } from '@/components/ui/PageButtons';
import { MessageState } from '@/components/ui/StatusBlock';
import { SITE_NAME } from '@/config/site';
import { useLoad } from '@/hooks/use-load';
import { fetchFilingSuggestions } from '../api';
import { ToggleChip } from '../ToggleChip';
import { UnfiledRow } from './UnfiledRow';
import { type Filing, type FilingMessage, type UnfiledThread, useFiling } from './use-filing';

/**
 * /forum/admin (product spec 2 §2): threads with no category, 100 a page, each with a suggested category and
 * post type (the server's keyword scorer) to apply as it is or changed, one at a time or all ticked at once.
 */
export function ForumAdminPage() {
  const [page, setPage] = useState(1);
  const list = useLoad((signal) => fetchFilingSuggestions(page, signal), [page]);
  const filing = useFiling((filed) =>
    list.update((value) => ({ ...value, threads: value.threads.filter((thread) => !filed.has(thread.id)) })),
  );
  const hasNext = list.state.status === 'done' && list.state.value.pagination.hasNext;

  return (
    <>
      <title>{`Forum Admin | ${SITE_NAME}`}</title>
      <h1 className="admin-page__title">Forum admin tools</h1>
      <p className="admin-muted">
        Threads with no category. Each comes with a suggestion from its title and content; change it if it is
        wrong, then apply it to one thread or to every ticked thread.
      </p>
      <Message message={filing.message} />
      <Loaded
        load={list}
        loading="Loading threads..."
        failed="Failed to load threads."
        empty={whenNo('threads', <MessageState emoji="🗂️" title="No uncategorised threads." />)}
      >
        {(value) => <UnfiledThreads threads={value.threads} filing={filing} />}
      </Loaded>
      {page > 1 || hasNext ? (
        <PageButtons page={page} hasPrevious={page > 1} hasNext={hasNext} onPage={setPage}>
          Page {page}
        </PageButtons>
      ) : null}
    </>
  );
}

function Message({ message }: { message: FilingMessage }) {
  if (!message) return null;
  return (
    <p
      className={message.kind === 'ok' ? 'form-success' : 'form-alert'}
      role={message.kind === 'ok' ? 'status' : 'alert'}
    >
      {message.text}
    </p>
  );
}

function UnfiledThreads({ threads, filing }: { threads: UnfiledThread[]; filing: Filing }) {
  const tickedThreads = threads.filter((thread) => filing.ticked.has(thread.id));
  const allTicked = tickedThreads.length === threads.length;
  return (
    <>
      <div className="admin-toolbar">
        <ToggleChip
          checked={allTicked}
          onChange={() => filing.tickAll(allTicked ? [] : threads.map((thread) => thread.id))}
        >
          Tick all
        </ToggleChip>
        <BusyButton
          type="button"
          className="btn btn--gradient btn--sm"
          busy={filing.busy}
          busyLabel="Applying..."
          disabled={filing.busy || tickedThreads.length === 0}
          onClick={() => filing.apply(tickedThreads)}
        >
          Apply to selected ({tickedThreads.length})
        </BusyButton>
      </div>
      <ul className="admin-rows">
        {threads.map((thread) => (
          <UnfiledRow key={thread.id} thread={thread} filing={filing} />
        ))}
      </ul>
    </>
  );
}
