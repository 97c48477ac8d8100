import { FLAIR_LABELS, type ForumThread, timeAgo } from '@app/contracts';
import { Link } from 'react-router-dom';

/** One thread in a listing: title, author, tags, counts and when it last moved. */
export function ThreadCard({ thread }: { thread: ForumThread }) {
  return (
    <li className={`thread-card${thread.has_unread ? ' is-unread' : ''}`}>
      <div className="thread-card__main">
        <p className="thread-card__badges">
          {thread.is_pinned ? <span className="forum-badge">📌 Pinned</span> : null}
          {thread.is_locked ? <span className="forum-badge">🔒 Locked</span> : null}
          {thread.is_resolved ? <span className="forum-badge forum-badge--ok">✓ Resolved</span> : null}
          <span className="forum-badge forum-badge--type">{thread.post_type}</span>
          {thread.flairs.map((flair) => (
            <span key={flair} className="forum-badge forum-badge--flair">
              {FLAIR_LABELS[flair] ?? flair}
            </span>
          ))}
        </p>
        <h3 className="thread-card__title">
          <Link to={`/forum/thread/${thread.id}`}>{thread.title}</Link>
        </h3>
        <p className="thread-card__meta">
          by <Link to={`/user/${thread.user_id}`}>{thread.display_name || thread.username}</Link>
          {thread.is_moderator ? <span className="forum-badge forum-badge--mod">Mod</span> : null} ·{' '}
          <time dateTime={thread.last_activity_at}>{timeAgo(thread.last_activity_at)}</time>
        </p>
      </div>
      <dl className="thread-card__counts">
        <div>
          <dt>Replies</dt>
          <dd>{thread.reply_count}</dd>
        </div>
        <div>
          <dt>Hype</dt>
          <dd>{thread.hype_count}</dd>
        </div>
        <div>
          <dt>Views</dt>
          <dd>{thread.view_count}</dd>
        </div>
      </dl>
    </li>
  );
}
