import type { ForumReply, ForumThread } from '@app/contracts';
import { useId, useState } from 'react';
import { InlineSelect } from '@/components/ui/InlineSelect';
import { type ReplySort, replyTree } from '../forum-text';
import { Composer } from './Composer';
import { ReplyItem, type ReplyPermissions } from './ReplyItem';
import type { ThreadActions } from './use-thread-actions';

const SORTS: [ReplySort, string][] = [
  ['top', 'Top'],
  ['new', 'New'],
  ['old', 'Old'],
  ['active', 'Active'],
];

/** The replies, nested three deep, in the chosen order, with the composer above them. */
export function ThreadReplies({
  post,
  replies,
  loggedIn,
  permissions,
  actions,
}: {
  post: ForumThread;
  replies: ForumReply[];
  loggedIn: boolean;
  permissions: ReplyPermissions;
  actions: ThreadActions;
}) {
  const [sort, setSort] = useState<ReplySort>('top');
  const sortId = useId();
  return (
    <section className="forum-replies" aria-labelledby="replies-title">
      <header className="forum-replies__header">
        <h2 id="replies-title">Replies ({replies.length})</h2>
        <InlineSelect
          id={sortId}
          label="Sort"
          value={sort}
          onChange={(event) => setSort(event.target.value as ReplySort)}
        >
          {SORTS.map(([value, name]) => (
            <option key={value} value={value}>
              {name}
            </option>
          ))}
        </InlineSelect>
      </header>
      <Composer thread={post} loggedIn={loggedIn} onPost={(content) => actions.reply(content, null)} />
      <ol className="reply-list">
        {replyTree(replies, sort).map((node) => (
          <ReplyItem key={node.id} node={node} thread={post} actions={actions} {...permissions} />
        ))}
      </ol>
    </section>
  );
}
