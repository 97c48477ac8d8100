import type { ForumThread } from '@app/contracts';
import { CLAMP } from '../forum-text';
import { ThreadBadges } from '../ThreadFacts';
import { HypeButton } from './HypeButton';
import { Byline, Clamped } from './PostParts';
import type { ThreadActions } from './use-thread-actions';

/** The thread's own post: its flags, title, author, text and image, and what the reader may do with it. */
export function ThreadPost({
  post,
  moderator,
  canDelete,
  own,
  actions,
}: {
  post: ForumThread;
  moderator: boolean;
  canDelete: boolean;
  /** The reader wrote it. */
  own: boolean;
  actions: ThreadActions;
}) {
  return (
    <article className="forum-post" aria-labelledby="thread-title">
      <ThreadBadges thread={post} />
      <h1 id="thread-title" className="forum-post__title">
        {post.title}
      </h1>
      <Byline author={post} at={post.created_at} />
      <Clamped text={post.content} limit={CLAMP.thread} />
      {post.image_url ? (
        <img src={post.image_url} alt="" className="forum-post__image" loading="lazy" />
      ) : null}
      <div className="forum-post__actions">
        <HypeButton hyped={post.hyped} own={own} onHype={actions.hypeThread}>
          🔥 Hype {post.hype_count}
        </HypeButton>
        <button type="button" className="btn btn--ghost btn--sm" onClick={actions.reportThread}>
          Report
        </button>
        {moderator ? <ModeratorButtons post={post} actions={actions} /> : null}
        {canDelete ? (
          <button type="button" className="btn btn--ghost btn--sm" onClick={actions.removeThread}>
            Delete
          </button>
        ) : null}
      </div>
    </article>
  );
}

/** A moderator pins and unpins, locks and unlocks the thread. */
function ModeratorButtons({ post, actions }: { post: ForumThread; actions: ThreadActions }) {
  const toggles = [
    { label: post.is_pinned ? 'Unpin' : 'Pin', change: { is_pinned: !post.is_pinned } },
    { label: post.is_locked ? 'Unlock' : 'Lock', change: { is_locked: !post.is_locked } },
  ];
  return (
    <>
      {toggles.map(({ label, change }) => (
        <button
          key={Object.keys(change)[0]}
          type="button"
          className="btn btn--ghost btn--sm"
          onClick={() => actions.moderate(change)}
        >
          {label}
        </button>
      ))}
    </>
  );
}
