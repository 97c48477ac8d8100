import { type ForumThread, sectionOfCategory, timeAgo } from '@app/contracts';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { BusyButton } from '@/components/ui/BusyButton';
import { Markdown } from '@/components/ui/Markdown';
import { LoadFailedState, LoadingState, MessageState } from '@/components/ui/StatusBlock';
import { SITE_NAME } from '@/config/site';
import { useAuthStore } from '@/features/auth';
import { ReportDialog, type ReportTarget } from '@/features/moderation';
import { useLoad } from '@/hooks/use-load';
import { ApiError, errorMessage } from '@/lib/api-client';
import {
  acceptAnswer,
  countThreadView,
  deleteReply,
  deleteThread,
  fetchThread,
  markThreadRead,
  postReply,
  toggleHype,
  updateThread,
} from './api';
import { ForumRules } from './ForumRules';
import { CLAMP, FORUM_TEXT, type ReplyNode, type ReplySort, replyTree } from './forum-text';

/** /forum/thread/{id}: the post, its replies nested three deep, the composer and the sidebar (product spec 3 §2). */
export function ThreadPage() {
  const { id: param } = useParams();
  const id = Number(param);
  const me = useAuthStore((state) => (state.token ? state.user : null));
  const navigate = useNavigate();
  const thread = useLoad((signal) => fetchThread(id, signal), [id, me?.id]);
  const [sort, setSort] = useState<ReplySort>('top');
  const [alert, setAlert] = useState<string | null>(null);
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  const sortId = useId();

  // Opening the thread counts a view and, for a member, marks it read (errors ignored, product spec 3 §7).
  useEffect(() => {
    if (!Number.isSafeInteger(id) || id < 1) return;
    void countThreadView(id);
    if (me) void markThreadRead(id);
  }, [id, me]);

  // A link to one reply (a notification's) shows that reply once the thread is there.
  const { hash } = useLocation();
  const loaded = thread.state.status === 'done';
  useEffect(() => {
    if (loaded && hash.startsWith('#reply-')) {
      document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'center' });
    }
  }, [loaded, hash]);

  if (thread.state.status === 'loading') return <LoadingState text="Loading thread..." />;
  if (thread.state.status === 'error') {
    const missing = thread.state.error instanceof ApiError && [400, 404].includes(thread.state.error.status);
    return missing ? (
      <div className="page forum-page">
        <MessageState
          emoji="🧭"
          title={FORUM_TEXT.threadNotFound}
          level={1}
          actions={
            <Link to="/forum" className="btn btn--gradient">
              Back to Forum
            </Link>
          }
        />
      </div>
    ) : (
      <LoadFailedState
        text={errorMessage(thread.state.error, 'Failed to load the thread.')}
        onRetry={thread.reload}
      />
    );
  }

  const { thread: post, replies, can_moderate: moderator } = thread.state.value;
  const section = post.category ? sectionOfCategory(post.category) : undefined;
  const category = section?.categories.find((entry) => entry.slug === post.category);
  const canDelete = (authorId: number) => me !== null && (me.id === authorId || moderator);
  const accepting =
    me?.id === post.user_id &&
    post.post_type === 'question' &&
    !replies.some((reply) => reply.is_accepted_answer);

  const run = async (action: () => Promise<unknown>, failure: string, after: () => void = thread.reload) => {
    setAlert(null);
    try {
      await action();
      after();
    } catch (error) {
      setAlert(errorMessage(error, failure));
    }
  };
  const hype = (target: { threadId: number } | { replyId: number }) => {
    if (!me) {
      setAlert(FORUM_TEXT.hypeLogIn);
      return;
    }
    void run(() => toggleHype(target), 'Failed to hype.');
  };

  const actions = {
    hype: (replyId: number) => hype({ replyId }),
    accept: (replyId: number) => run(() => acceptAnswer(replyId), FORUM_TEXT.acceptFailed),
    remove: (replyId: number) =>
      window.confirm('Delete this reply?') && run(() => deleteReply(replyId), FORUM_TEXT.deleteReplyFailed),
    report: (reply: ReplyNode) =>
      setReporting({
        type: 'content',
        contentType: 'reply',
        id: reply.id,
        name: `${reply.username}'s reply`,
      }),
    reply: (content: string, parentId: number | null) =>
      postReply(post.id, content, parentId).then(thread.reload),
  };

  return (
    <div className="page forum-page">
      <title>{`${post.title} | Forum | ${SITE_NAME}`}</title>
      <nav className="breadcrumb" aria-label="Breadcrumb">
        <Link to="/forum">Forum</Link>
        {section ? (
          <>
            {' / '}
            <Link to={`/forum/${section.slug}`}>{section.name}</Link>
          </>
        ) : null}
        {section && category ? (
          <>
            {' / '}
            <Link to={`/forum/${section.slug}/${category.slug}`}>{category.name}</Link>
          </>
        ) : null}
      </nav>
      {alert ? (
        <p className="form-alert" role="alert">
          {alert}
        </p>
      ) : null}
      <div className="forum-layout">
        <div className="forum-main">
          <article className="forum-post" aria-labelledby="thread-title">
            <p className="thread-card__badges">
              {post.is_pinned ? <span className="forum-badge">📌 Pinned</span> : null}
              {post.is_locked ? <span className="forum-badge">🔒 Locked</span> : null}
              {post.is_resolved ? <span className="forum-badge forum-badge--ok">✓ Resolved</span> : null}
              <span className="forum-badge forum-badge--type">{post.post_type}</span>
            </p>
            <h1 id="thread-title" className="forum-post__title">
              {post.title}
            </h1>
            <Byline author={post} at={post.created_at} />
            <Clamped text={post.content} limit={CLAMP.thread} />
            {post.image_url ? (
              <img src={post.image_url} alt="" className="forum-post__image" loading="lazy" />
            ) : null}
            <div className="forum-post__actions">
              <button
                type="button"
                className={`btn btn--outline btn--sm${post.hyped ? ' is-on' : ''}`}
                aria-pressed={post.hyped}
                onClick={() => hype({ threadId: post.id })}
              >
                🔥 Hype {post.hype_count}
              </button>
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                onClick={() =>
                  setReporting({ type: 'content', contentType: 'thread', id: post.id, name: post.title })
                }
              >
                Report
              </button>
              {moderator ? (
                <>
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm"
                    onClick={() =>
                      run(
                        () => updateThread(post.id, { is_pinned: !post.is_pinned }),
                        'Failed to update thread.',
                      )
                    }
                  >
                    {post.is_pinned ? 'Unpin' : 'Pin'}
                  </button>
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm"
                    onClick={() =>
                      run(
                        () => updateThread(post.id, { is_locked: !post.is_locked }),
                        'Failed to update thread.',
                      )
                    }
                  >
                    {post.is_locked ? 'Unlock' : 'Lock'}
                  </button>
                </>
              ) : null}
              {canDelete(post.user_id) ? (
                <button
                  type="button"
                  className="btn btn--ghost btn--sm"
                  onClick={() =>
                    window.confirm('Delete this thread?') &&
                    run(
                      () => deleteThread(post.id),
                      FORUM_TEXT.deleteThreadFailed,
                      () =>
                        navigate(section && category ? `/forum/${section.slug}/${category.slug}` : '/forum'),
                    )
                  }
                >
                  Delete
                </button>
              ) : null}
            </div>
          </article>

          <section className="forum-replies" aria-labelledby="replies-title">
            <header className="forum-replies__header">
              <h2 id="replies-title">Replies ({replies.length})</h2>
              <label htmlFor={sortId}>Sort</label>
              <select id={sortId} value={sort} onChange={(event) => setSort(event.target.value as ReplySort)}>
                <option value="top">Top</option>
                <option value="new">New</option>
                <option value="old">Old</option>
                <option value="active">Active</option>
              </select>
            </header>
            <Composer
              thread={post}
              loggedIn={me !== null}
              onPost={(content) => actions.reply(content, null)}
            />
            <ol className="reply-list">
              {replyTree(replies, sort).map((node) => (
                <Reply
                  key={node.id}
                  node={node}
                  thread={post}
                  canReply={me !== null && !post.is_locked}
                  canAccept={accepting}
                  canDelete={canDelete}
                  actions={actions}
                />
              ))}
            </ol>
          </section>
        </div>
        <aside className="forum-sidebar">
          {post.product_data ? (
            <AttachedProduct data={post.product_data} productId={post.product_id} />
          ) : null}
          <section className="forum-card" aria-labelledby="stats-title">
            <h2 id="stats-title">Stats</h2>
            <dl className="forum-stats">
              <div>
                <dt>Replies</dt>
                <dd>{post.reply_count}</dd>
              </div>
              <div>
                <dt>Hype</dt>
                <dd>{post.hype_count}</dd>
              </div>
              <div>
                <dt>Views</dt>
                <dd>{post.view_count}</dd>
              </div>
            </dl>
          </section>
          <ForumRules />
          <section className="forum-card" aria-labelledby="related-title">
            <h2 id="related-title">Related Threads</h2>
            <p className="forum-muted">{FORUM_TEXT.relatedSoon}</p>
          </section>
        </aside>
      </div>
      {reporting ? <ReportDialog open onClose={() => setReporting(null)} target={reporting} /> : null}
    </div>
  );
}

function Byline({
  author,
  at,
}: {
  author: Pick<ForumThread, 'user_id' | 'username' | 'display_name' | 'is_moderator'>;
  at: string;
}) {
  return (
    <p className="forum-byline">
      <Link to={`/user/${author.user_id}`}>{author.display_name || author.username}</Link>
      {author.is_moderator ? <span className="forum-badge forum-badge--mod">Mod</span> : null} ·{' '}
      <time dateTime={at}>{timeAgo(at)}</time>
    </p>
  );
}

/** Long text shows its start and a 'Read more' button (500 characters for a thread, 800 for a reply). */
function Clamped({ text, limit }: { text: string; limit: number }) {
  const [open, setOpen] = useState(false);
  const long = text.length > limit;
  return (
    <div className="forum-text">
      <Markdown source={long && !open ? `${text.slice(0, limit).trimEnd()}…` : text} />
      {long ? (
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => setOpen(!open)}>
          {open ? 'Show less' : 'Read more'}
        </button>
      ) : null}
    </div>
  );
}

function AttachedProduct({ data, productId }: { data: Record<string, unknown>; productId: string | null }) {
  const name = typeof data.name === 'string' ? data.name : 'Product';
  const image = typeof data.image === 'string' && data.image.startsWith('/') ? data.image : null;
  return (
    <section className="forum-card" aria-labelledby="product-title">
      <h2 id="product-title">Product</h2>
      {image ? <img src={image} alt="" className="forum-product__image" loading="lazy" /> : null}
      <p>{productId ? <Link to={`/product/${productId}`}>{name}</Link> : name}</p>
      {typeof data.price === 'number' ? <p className="forum-muted">${data.price.toFixed(2)}</p> : null}
      {typeof data.store === 'string' ? <p className="forum-muted">{data.store}</p> : null}
    </section>
  );
}

function Composer({
  thread,
  loggedIn,
  onPost,
  autoFocus = false,
}: {
  thread: ForumThread;
  loggedIn: boolean;
  onPost: (content: string) => Promise<unknown>;
  autoFocus?: boolean;
}) {
  const [content, setContent] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  if (thread.is_locked) return <p className="forum-locked">{FORUM_TEXT.locked}</p>;
  if (!loggedIn) {
    return (
      <p className="forum-muted">
        <Link to="/login">{FORUM_TEXT.joinIn}</Link>
      </p>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim() || busy) {
      if (!content.trim()) setError('Content is required');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onPost(content.trim());
      setContent('');
    } catch (failure) {
      setError(errorMessage(failure, FORUM_TEXT.replyFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="forum-composer" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        Your reply
      </label>
      <textarea
        id={id}
        rows={3}
        placeholder="Write a reply..."
        value={content}
        // biome-ignore lint/a11y/noAutofocus: the composer opens on request, where the member is about to type
        autoFocus={autoFocus}
        onChange={(event) => setContent(event.target.value)}
      />
      {error ? (
        <p className="form-alert" role="alert">
          {error}
        </p>
      ) : null}
      <BusyButton type="submit" className="btn btn--gradient btn--sm" busy={busy} busyLabel="Posting...">
        Post Reply
      </BusyButton>
    </form>
  );
}

interface ReplyActions {
  hype: (replyId: number) => void;
  accept: (replyId: number) => void;
  remove: (replyId: number) => void;
  report: (reply: ReplyNode) => void;
  reply: (content: string, parentId: number | null) => Promise<unknown>;
}

function Reply({
  node,
  thread,
  canReply,
  canAccept,
  canDelete,
  actions,
}: {
  node: ReplyNode;
  thread: ForumThread;
  canReply: boolean;
  canAccept: boolean;
  canDelete: (authorId: number) => boolean;
  actions: ReplyActions;
}) {
  const [answering, setAnswering] = useState(false);
  const [expanded, setExpanded] = useState(true);
  return (
    <li
      id={`reply-${node.id}`}
      className={`forum-reply${node.is_accepted_answer ? ' is-accepted' : ''}`}
      aria-label={`Reply by ${node.username}`}
    >
      <Byline author={node} at={node.created_at} />
      {node.is_accepted_answer ? <p className="forum-badge forum-badge--ok">✓ Accepted answer</p> : null}
      <Clamped text={node.content} limit={CLAMP.reply} />
      <div className="forum-post__actions">
        <button
          type="button"
          className={`btn btn--outline btn--sm${node.hyped ? ' is-on' : ''}`}
          aria-pressed={node.hyped}
          onClick={() => actions.hype(node.id)}
        >
          🔥 {node.hype_count}
        </button>
        {canReply && node.depth < 2 ? (
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => setAnswering(!answering)}>
            Reply
          </button>
        ) : null}
        {canAccept ? (
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => actions.accept(node.id)}>
            Accept answer
          </button>
        ) : null}
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => actions.report(node)}>
          Report
        </button>
        {canDelete(node.user_id) ? (
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => actions.remove(node.id)}>
            Delete
          </button>
        ) : null}
      </div>
      {answering ? (
        <Composer
          thread={thread}
          loggedIn
          autoFocus
          onPost={(content) => actions.reply(content, node.id).then(() => setAnswering(false))}
        />
      ) : null}
      {node.children.length > 0 ? (
        <>
          {node.depth === 0 ? (
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              aria-expanded={expanded}
              onClick={() => setExpanded(!expanded)}
            >
              {expanded ? 'Hide' : 'Show'} {node.children.length}{' '}
              {node.children.length === 1 ? 'reply' : 'replies'}
            </button>
          ) : null}
          {expanded ? (
            <ol className="reply-list reply-list--nested">
              {node.children.map((child) => (
                <Reply
                  key={child.id}
                  node={child}
                  thread={thread}
                  canReply={canReply}
                  canAccept={canAccept}
                  canDelete={canDelete}
                  actions={actions}
                />
              ))}
            </ol>
          ) : null}
        </>
      ) : null}
    </li>
  );
}
