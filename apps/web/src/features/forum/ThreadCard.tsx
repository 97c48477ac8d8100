import { type ForumThread, timeAgo } from '@app/contracts';
import { Link } from 'react-router-dom';
import { placeOfCategory } from './forum-text';
import { ThreadBadges, ThreadCounts } from './ThreadFacts';

/** Where a thread is filed, as links to its section and its category (nothing for an unfiled thread). */
function ThreadPlace({ category: slug }: { category: string | null }) {
  const place = placeOfCategory(slug);
  if (!place) return null;
  const { section, category } = place;
  return (
    <p className="thread-card__place">
      in <Link to={`/forum/${section.slug}`}>{section.name}</Link> ›{' '}
      <Link to={`/forum/${section.slug}/${category.slug}`}>{category.name}</Link>
    </p>
  );
}

/** One thread in a listing: title, author, tags, counts, when it last moved, and (`withPlace`) where it is filed. */
export function ThreadCard({ thread, withPlace = false }: { thread: ForumThread; withPlace?: boolean }) {
  return (
    <li className={`thread-card${thread.has_unread ? ' is-unread' : ''}`}>
      <div className="thread-card__main">
        <ThreadBadges thread={thread} withFlairs />
        <h3 className="thread-card__title">
          <Link to={`/forum/thread/${thread.id}`}>{thread.title}</Link>
        </h3>
        {withPlace ? <ThreadPlace category={thread.category} /> : null}
        <p className="thread-card__meta">
          by <Link to={`/user/${thread.user_id}`}>{thread.display_name || thread.username}</Link>
          {thread.is_moderator ? <span className="forum-badge forum-badge--mod">Mod</span> : null} ·{' '}
          <time dateTime={thread.last_activity_at}>{timeAgo(thread.last_activity_at)}</time>
        </p>
      </div>
      <ThreadCounts thread={thread} className="thread-card__counts" />
    </li>
  );
}

/** Threads as a listing's cards; `withPlace` names each one's section and category (a forum-wide list). */
export function ThreadList({
  threads,
  compact = false,
  withPlace = false,
}: {
  threads: ForumThread[];
  compact?: boolean;
  withPlace?: boolean;
}) {
  return (
    <ol className={compact ? 'thread-list thread-list--compact' : 'thread-list'}>
      {threads.map((thread) => (
        <ThreadCard key={thread.id} thread={thread} withPlace={withPlace} />
      ))}
    </ol>
  );
}
