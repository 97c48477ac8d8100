import type { ForumReply, ForumThread, ThreadAnswer } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { findCategory, replyTree, withPostedReply, withTemplate } from './forum-text';

const reply = (id: number, parent: number | null, extra: Partial<ForumReply> = {}): ForumReply => ({
  id,
  thread_id: 1,
  content: `r${id}`,
  parent_reply_id: parent,
  depth: 0,
  user_id: 1,
  username: 'ann',
  display_name: null,
  avatar_url: null,
  is_moderator: false,
  hype_count: 0,
  hyped: false,
  is_accepted_answer: false,
  created_at: new Date(Date.UTC(2026, 0, 1, 0, id)).toISOString(),
  ...extra,
});

describe('forum helpers', () => {
  it('appends template values after a divider as bold lines, skipping empty ones', () => {
    const fields = [
      { name: 'price', label: 'Price', type: 'text', required: true },
      { name: 'expiry', label: 'Expiry', type: 'date', required: false },
    ] as const;
    expect(withTemplate('Great lamp ', fields, { price: '$19', expiry: ' ' })).toBe(
      'Great lamp\n\n---\n\n**Price:** $19',
    );
    expect(withTemplate('Plain', fields, {})).toBe('Plain');
  });

  it('builds the reply tree, orders top-level replies, and puts the accepted answer first', () => {
    const replies = [
      reply(1, null, { hype_count: 1 }),
      reply(2, null, { hype_count: 5 }),
      reply(3, 1),
      reply(4, 3),
      reply(5, null),
    ];
    expect(replyTree(replies, 'top').map((node) => node.id)).toEqual([2, 1, 5]);
    expect(replyTree(replies, 'new').map((node) => node.id)).toEqual([5, 2, 1]);
    expect(replyTree(replies, 'old').map((node) => node.id)).toEqual([1, 2, 5]);
    // Reply 1's thread of answers had the latest activity (reply 4).
    expect(replyTree(replies, 'active')[0]?.id).toBe(5);
    const tree = replyTree(replies, 'old');
    expect(tree[0]?.children[0]?.id).toBe(3);
    expect(tree[0]?.children[0]?.children[0]?.id).toBe(4);
    const accepted = replyTree([...replies.slice(0, 4), reply(5, null, { is_accepted_answer: true })], 'old');
    expect(accepted[0]?.id).toBe(5);
  });

  it('finds categories only within their section', () => {
    expect(findCategory('buying-deals', 'hot-deals')?.name).toBe('Hot Deals');
    expect(findCategory('community', 'hot-deals')).toBeUndefined();
  });

  it("adds a posted reply to the thread page once, nested under its parent, with the thread's new count and its mentions", () => {
    const page: ThreadAnswer = {
      thread: { id: 1, reply_count: 2 } as ForumThread,
      replies: [reply(1, null), reply(2, 1)],
      can_moderate: false,
      mentions: { ann: 7 },
    };
    const posted = { reply: reply(3, 1, { depth: 1 }), reply_count: 3, mentions: { bob: 8 } };
    const after = withPostedReply(page, posted);
    expect(after.thread.reply_count).toBe(3);
    expect(after.mentions).toEqual({ ann: 7, bob: 8 });
    expect(after.replies.map((entry) => entry.id)).toEqual([1, 2, 3]);
    expect(replyTree(after.replies, 'old')[0]?.children.map((child) => child.id)).toEqual([2, 3]);
    // The same reply again (a repeat the server recognised) is not added twice.
    expect(withPostedReply(after, posted).replies).toHaveLength(3);
    expect(page.replies).toHaveLength(2);
  });
});
