import { FLAIR_LABELS, type ForumThread, postTypeName } from '@app/contracts';

/** A thread's flags and post type (and its tags, in listings) as badges. */
export function ThreadBadges({ thread, withFlairs = false }: { thread: ForumThread; withFlairs?: boolean }) {
  return (
    <p className="thread-card__badges">
      {thread.is_pinned ? <span className="forum-badge">📌 Pinned</span> : null}
      {thread.is_locked ? <span className="forum-badge">🔒 Locked</span> : null}
      {thread.is_resolved ? <span className="forum-badge forum-badge--ok">✓ Resolved</span> : null}
      <span className="forum-badge forum-badge--type">{postTypeName(thread.post_type)}</span>
      {withFlairs
        ? thread.flairs.map((flair) => (
            <span key={flair} className="forum-badge forum-badge--flair">
              {FLAIR_LABELS[flair] ?? flair}
            </span>
          ))
        : null}
    </p>
  );
}

/** A thread's replies, hype and views, as a listing's card and the thread's sidebar show them. */
export function ThreadCounts({ thread, className }: { thread: ForumThread; className: string }) {
  const counts = [
    ['Replies', thread.reply_count],
    ['Hype', thread.hype_count],
    ['Views', thread.view_count],
  ] as const;
  return (
    <dl className={className}>
      {counts.map(([name, count]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{count}</dd>
        </div>
      ))}
    </dl>
  );
}
