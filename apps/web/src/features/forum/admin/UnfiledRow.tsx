import { type PostType, timeAgo } from '@app/contracts';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { InlineSelect } from '@/components/ui/InlineSelect';
import { CategoryOptions, PostTypeOptions } from '../ForumOptions';
import { ToggleChip } from '../ToggleChip';
import type { Filing, UnfiledThread } from './use-filing';

/** One unfiled thread: tick it, see the suggestion and how sure it is, change it, apply it. */
export function UnfiledRow({ thread, filing }: { thread: UnfiledThread; filing: Filing }) {
  const categoryId = useId();
  const typeId = useId();
  const choice = filing.choiceOf(thread);
  const suggested =
    choice.category === thread.suggestion.category && choice.post_type === thread.suggestion.post_type;
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
          {Math.round(thread.suggestion.confidence * 100)}% sure{suggested ? '' : ' (changed)'}
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
