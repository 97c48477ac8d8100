import { type PostType, postTypeName, timeAgo } from '@app/contracts';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { InlineSelect } from '@/components/ui/InlineSelect';
import { CategoryOptions, PostTypeOptions } from '../ForumOptions';
import { placeOfCategory } from '../forum-text';
import { ToggleChip } from '../ToggleChip';
import type { Filing, ListedThread } from './use-filing';

/**
 * One listed thread: tick it, see the suggestion and how sure it is, change where it goes, apply it. An unfiled
 * thread starts at the suggestion; a filed one where it is, with the suggestion one click away.
 */
export function FilingRow({ thread, filing }: { thread: ListedThread; filing: Filing }) {
  const categoryId = useId();
  const typeId = useId();
  const choice = filing.choiceOf(thread);
  const { suggestion } = thread;
  const suggested = choice.category === suggestion.category && choice.post_type === suggestion.post_type;
  const suggestedName = placeOfCategory(suggestion.category)?.category.name ?? suggestion.category;
  return (
    <li className="admin-row" aria-label={`Thread ${thread.title}`}>
      <div className="admin-row__main">
        <p>
          <ToggleChip
            checked={filing.ticked.has(thread.id)}
            onChange={() => filing.toggle(thread.id)}
            aria-label={`Select ${thread.title}`}
          >
            <Link to={`/forum/thread/${thread.id}`}>
              <strong>{thread.title}</strong>
            </Link>
          </ToggleChip>
        </p>
        <p className="admin-muted">
          by {thread.display_name || thread.username} · {timeAgo(thread.created_at)} · suggested{' '}
          {suggestedName} ({postTypeName(suggestion.post_type)}), {Math.round(suggestion.confidence * 100)}%
          sure
          {thread.category && !suggested ? (
            <>
              {' '}
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                onClick={() =>
                  filing.choose(thread.id, { category: suggestion.category, post_type: suggestion.post_type })
                }
              >
                Use suggestion
              </button>
            </>
          ) : null}
          {!thread.category && !suggested ? ' (changed)' : ''}
        </p>
        <div className="admin-toolbar">
          <InlineSelect
            id={categoryId}
            label="Category"
            value={choice.category}
            onChange={(event) => filing.choose(thread.id, { ...choice, category: event.target.value })}
          >
            <CategoryOptions />
          </InlineSelect>
          <InlineSelect
            id={typeId}
            label="Post type"
            value={choice.post_type}
            onChange={(event) =>
              filing.choose(thread.id, { ...choice, post_type: event.target.value as PostType })
            }
          >
            <PostTypeOptions />
          </InlineSelect>
        </div>
      </div>
      <div className="admin-row__actions">
        <button
          type="button"
          className="btn btn--outline btn--sm"
          disabled={filing.busy}
          onClick={() => filing.apply([thread])}
        >
          Apply
        </button>
      </div>
    </li>
  );
}
