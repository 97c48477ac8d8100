import { type ForumThread, timeAgo } from '@app/contracts';
import { Link } from 'react-router-dom';
import { ThreadBadges, ThreadCounts } from './ThreadFacts';

/** One thread in a listing: title, author, tags, counts and when it last moved. */
export function ThreadCard({ thread }: { thread: ForumThread }) {
  return (
    <li className={`thread-card${thread.has_unread ? ' is-unread' : ''}`}>
      <div className="thread-card__main">
        <ThreadBadges thread={thread} withFlairs />
        <h3 className="thread-card__title">
          <Link to={`/forum/thread/${thread.id}`}>{thread.title}</Link>
        </h3>
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

/** Threads as a listing's cards. */
export function ThreadList({ threads, compact = false }: { threads: ForumThread[]; compact?: boolean }) {
  return (
    <ol className={compact ? 'thread-list thread-list--compact' : 'thread-list'}>
      {threads.map((thread) => (
        <ThreadCard key={thread.id} thread={thread} />
      ))}
    </ol>
  );
}
