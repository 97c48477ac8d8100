import { useId, useState } from 'react';
import { BusyButton } from '@/components/ui/BusyButton';
import { InlineSelect } from '@/components/ui/InlineSelect';
import { Loaded, whenNo } from '@/components/ui/Loaded';
import { PageButtons } from '@/components/ui/PageButtons';
import { MessageState } from '@/components/ui/StatusBlock';
import { SITE_NAME } from '@/config/site';
import { useLoad } from '@/hooks/use-load';
import { fetchFilingSuggestions } from '../api';
import { CategoryOptions } from '../ForumOptions';
import { placeOfCategory } from '../forum-text';
import { ToggleChip } from '../ToggleChip';
import { FilingRow } from './FilingRow';
import { type Filing, type FilingMessage, type ListedThread, useFiling } from './use-filing';

/**
 * /forum/admin (product spec 2 §2): threads with no category (or, chosen under Show, one category's threads, to
 * move them), 100 a page, each with a suggested category and post type (the server's keyword scorer) to apply as
 * it is or changed, one at a time or all ticked at once.
 */
export function ForumAdminPage() {
  const [shown, setShown] = useState({ category: '', page: 1 });
  const { category, page } = shown;
  const list = useLoad((signal) => fetchFilingSuggestions(page, category, signal), [page, category]);
  // A thread filed elsewhere leaves the list; one filed where the list is (a new post type) stays.
  const filing = useFiling((filed) =>
    list.update((value) => ({
      ...value,
      threads: value.threads.filter((thread) => (filed.get(thread.id) ?? category) === category),
    })),
  );
  const hasNext = list.state.status === 'done' && list.state.value.pagination.hasNext;
  const categoryName = placeOfCategory(category)?.category.name;

  return (
    <>
      <title>{`Forum Admin | ${SITE_NAME}`}</title>
      <h1 className="admin-page__title">Forum admin tools</h1>
      <p className="admin-muted">
        Threads with no category, or the threads of a category you choose. Each comes with a suggestion from
        its title and content; change it if it is wrong, then apply it to one thread or to every ticked
        thread.
      </p>
      <ShownThreads category={category} onChange={(chosen) => setShown({ category: chosen, page: 1 })} />
      <Message message={filing.message} />
      <Loaded
        load={list}
        loading="Loading threads..."
        failed="Failed to load threads."
        empty={whenNo(
          'threads',
          <MessageState
            emoji="🗂️"
            title={categoryName ? `No threads in ${categoryName}.` : 'No uncategorised threads.'}
          />,
        )}
      >
        {(value) => <ListedThreads threads={value.threads} filing={filing} />}
      </Loaded>
      {page > 1 || hasNext ? (
        <PageButtons
          page={page}
          hasPrevious={page > 1}
          hasNext={hasNext}
          onPage={(next) => setShown({ category, page: next })}
        >
          Page {page}
        </PageButtons>
      ) : null}
    </>
  );
}

/** Which threads the tools list: the uncategorised ones, or one category's. */
function ShownThreads({ category, onChange }: { category: string; onChange: (category: string) => void }) {
  const id = useId();
  return (
    <div className="admin-toolbar">
      <InlineSelect id={id} label="Show" value={category} onChange={(event) => onChange(event.target.value)}>
        <option value="">Uncategorised threads</option>
        <CategoryOptions />
      </InlineSelect>
    </div>
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

function ListedThreads({ threads, filing }: { threads: ListedThread[]; filing: Filing }) {
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
          <FilingRow key={thread.id} thread={thread} filing={filing} />
        ))}
      </ul>
    </>
  );
}
