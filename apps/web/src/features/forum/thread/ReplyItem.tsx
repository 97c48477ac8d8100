import type { ForumThread } from '@app/contracts';
import { useState } from 'react';
import { CLAMP, type ReplyNode } from '../forum-text';
import { Composer } from './Composer';
import { HypeButton } from './HypeButton';
import { Byline, Clamped } from './PostParts';
import type { ThreadActions } from './use-thread-actions';

/** What a reader may do to the replies of this thread. */
export interface ReplyPermissions {
  canReply: boolean;
  canAccept: boolean;
  canDelete: (authorId: number) => boolean;
  /** The reader wrote it. */
  isOwn: (authorId: number) => boolean;
}

interface ReplyItemProps extends ReplyPermissions {
  node: ReplyNode;
  thread: ForumThread;
  actions: ThreadActions;
}

/** One reply with its actions, the composer that answers it, and the replies under it (three levels at most). */
export function ReplyItem(props: ReplyItemProps) {
  const { node, thread, actions } = props;
  const [answering, setAnswering] = useState(false);
  return (
    <li
      id={`reply-${node.id}`}
      className={`forum-reply${node.is_accepted_answer ? ' is-accepted' : ''}`}
      aria-label={`Reply by ${node.username}`}
    >
      <Byline author={node} at={node.created_at} />
      {node.is_accepted_answer ? <p className="forum-badge forum-badge--ok">✓ Accepted answer</p> : null}
      <Clamped text={node.content} limit={CLAMP.reply} />
      <ReplyButtons {...props} onAnswer={() => setAnswering(!answering)} />
      {answering ? (
        <Composer
          thread={thread}
          loggedIn
          autoFocus
          onPost={(content) => actions.reply(content, node.id).then(() => setAnswering(false))}
        />
      ) : null}
      {node.children.length > 0 ? <ReplyChildren {...props} /> : null}
    </li>
  );
}

function ReplyButtons({
  node,
  actions,
  canReply,
  canAccept,
  canDelete,
  isOwn,
  onAnswer,
}: ReplyItemProps & { onAnswer: () => void }) {
  return (
    <div className="forum-post__actions">
      <HypeButton hyped={node.hyped} own={isOwn(node.user_id)} onHype={() => actions.hypeReply(node.id)}>
        🔥 {node.hype_count}
      </HypeButton>
      {canReply && node.depth < 2 ? (
        <button type="button" className="btn btn--ghost btn--sm" onClick={onAnswer}>
          Reply
        </button>
      ) : null}
      {canAccept ? (
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => actions.accept(node.id)}>
          Accept answer
        </button>
      ) : null}
      <button type="button" className="btn btn--ghost btn--sm" onClick={() => actions.reportReply(node)}>
        Report
      </button>
      {canDelete(node.user_id) ? (
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => actions.removeReply(node.id)}>
          Delete
        </button>
      ) : null}
    </div>
  );
}

/** The replies under a reply; under a top-level reply they fold away. */
function ReplyChildren(props: ReplyItemProps) {
  const { node } = props;
  const [expanded, setExpanded] = useState(true);
  const count = node.children.length;
  return (
    <>
      {node.depth === 0 ? (
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Hide' : 'Show'} {count} {count === 1 ? 'reply' : 'replies'}
        </button>
      ) : null}
      {expanded ? (
        <ol className="reply-list reply-list--nested">
          {node.children.map((child) => (
            <ReplyItem key={child.id} {...props} node={child} />
          ))}
        </ol>
      ) : null}
    </>
  );
}
