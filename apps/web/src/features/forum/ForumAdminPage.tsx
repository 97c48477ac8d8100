import { type FilingSuggestionsAnswer, FORUM_SECTIONS, POST_TYPES, timeAgo } from '@app/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { BusyButton } from '@/components/ui/BusyButton';
import { LoadFailedState, LoadingState, MessageState } from '@/components/ui/StatusBlock';
import { SITE_NAME } from '@/config/site';
import { useLoad } from '@/hooks/use-load';
import { errorMessage } from '@/lib/api-client';
import { fetchFilingSuggestions, fileThreads } from './api';

type UnfiledThread = FilingSuggestionsAnswer['threads'][number];
interface Choice {
  category: string;
  post_type: string;
}

/**
 * /forum/admin (product spec 2 §2): threads with no category, 100 a page, each with a suggested category and
 * post type (the server's keyword scorer) to apply as it is or changed, one at a time or all ticked at once.
 */
export function ForumAdminPage() {
  const [page, setPage] = useState(1);
  const list = useLoad((signal) => fetchFilingSuggestions(page, signal), [page]);
  const [choices, setChoices] = useState<Record<number, Choice>>({});
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);

  if (list.state.status === 'loading') return <LoadingState text="Loading threads..." />;
  if (list.state.status === 'error') {
    return (
      <LoadFailedState
        text={errorMessage(list.state.error, 'Failed to load threads.')}
        onRetry={list.reload}
      />
    );
  }
  const { threads, pagination } = list.state.value;
  const choiceOf = (thread: UnfiledThread): Choice =>
    choices[thread.id] ?? { category: thread.suggestion.category, post_type: thread.suggestion.post_type };

  const apply = async (chosen: UnfiledThread[]) => {
    setBusy(true);
    setMessage(null);
    try {
      const { updated } = await fileThreads(chosen.map((thread) => ({ id: thread.id, ...choiceOf(thread) })));
      const filed = new Set(chosen.map((thread) => thread.id));
      list.update((value) => ({
        ...value,
        threads: value.threads.filter((thread) => !filed.has(thread.id)),
      }));
      setTicked((current) => new Set([...current].filter((id) => !filed.has(id))));
      setMessage({ kind: 'ok', text: `Filed ${updated} ${updated === 1 ? 'thread' : 'threads'}.` });
    } catch (failure) {
      setMessage({ kind: 'error', text: errorMessage(failure, 'Failed to file threads.') });
    } finally {
      setBusy(false);
    }
  };
  const tickedThreads = threads.filter((thread) => ticked.has(thread.id));
  const toggle = (id: number) =>
    setTicked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <>
      <title>{`Forum Admin | ${SITE_NAME}`}</title>
      <h1 className="admin-page__title">Forum admin tools</h1>
      <p className="admin-muted">
        Threads with no category. Each comes with a suggestion from its title and content; change it if it is
        wrong, then apply it to one thread or to every ticked thread.
      </p>
      {message ? (
        <p
          className={message.kind === 'ok' ? 'form-success' : 'form-alert'}
          role={message.kind === 'ok' ? 'status' : 'alert'}
        >
          {message.text}
        </p>
      ) : null}
      {threads.length === 0 ? (
        <MessageState emoji="🗂️" title="No uncategorised threads." />
      ) : (
        <>
          <div className="admin-toolbar">
            <label className="forum-flair-toggle">
              <input
                type="checkbox"
                checked={tickedThreads.length === threads.length}
                onChange={() =>
                  setTicked(
                    tickedThreads.length === threads.length ? new Set() : new Set(threads.map((t) => t.id)),
                  )
                }
              />
              Tick all
            </label>
            <BusyButton
              type="button"
              className="btn btn--gradient btn--sm"
              busy={busy}
              busyLabel="Applying..."
              disabled={busy || tickedThreads.length === 0}
              onClick={() => apply(tickedThreads)}
            >
              Apply to selected ({tickedThreads.length})
            </BusyButton>
          </div>
          <ul className="admin-rows">
            {threads.map((thread) => (
              <UnfiledRow
                key={thread.id}
                thread={thread}
                choice={choiceOf(thread)}
                ticked={ticked.has(thread.id)}
                busy={busy}
                onTick={() => toggle(thread.id)}
                onChoose={(choice) => setChoices((current) => ({ ...current, [thread.id]: choice }))}
                onApply={() => apply([thread])}
              />
            ))}
          </ul>
        </>
      )}
      {page > 1 || pagination.hasNext ? (
        <nav className="admin-pager" aria-label="Pages">
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={page === 1}
            onClick={() => setPage(page - 1)}
          >
            Previous
          </button>
          <span>Page {page}</span>
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={!pagination.hasNext}
            onClick={() => setPage(page + 1)}
          >
            Next
          </button>
        </nav>
      ) : null}
    </>
  );
}

function UnfiledRow({
  thread,
  choice,
  ticked,
  busy,
  onTick,
  onChoose,
  onApply,
}: {
  thread: UnfiledThread;
  choice: Choice;
  ticked: boolean;
  busy: boolean;
  onTick: () => void;
  onChoose: (choice: Choice) => void;
  onApply: () => void;
}) {
  const categoryId = useId();
  const typeId = useId();
  const suggested =
    choice.category === thread.suggestion.category && choice.post_type === thread.suggestion.post_type;
  return (
    <li className="admin-row" aria-label={`Thread ${thread.title}`}>
      <div className="admin-row__main">
        <p>
          <label className="forum-flair-toggle">
            <input type="checkbox" checked={ticked} onChange={onTick} aria-label={`Select ${thread.title}`} />
            <Link to={`/forum/thread/${thread.id}`}>
              <strong>{thread.title}</strong>
            </Link>
          </label>
        </p>
        <p className="admin-muted">
          by {thread.display_name || thread.username} · {timeAgo(thread.created_at)} · suggested{' '}
          {Math.round(thread.suggestion.confidence * 100)}% sure{suggested ? '' : ' (changed)'}
        </p>
        <div className="admin-toolbar">
          <label htmlFor={categoryId}>Category</label>
          <select
            id={categoryId}
            value={choice.category}
            onChange={(event) => onChoose({ ...choice, category: event.target.value })}
          >
            {FORUM_SECTIONS.map((section) => (
              <optgroup key={section.slug} label={section.name}>
                {section.categories.map((category) => (
                  <option key={category.slug} value={category.slug}>
                    {category.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          <label htmlFor={typeId}>Post type</label>
          <select
            id={typeId}
            value={choice.post_type}
            onChange={(event) => onChoose({ ...choice, post_type: event.target.value })}
          >
            {POST_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="admin-row__actions">
        <button type="button" className="btn btn--outline btn--sm" disabled={busy} onClick={onApply}>
          Apply
        </button>
      </div>
    </li>
  );
}
