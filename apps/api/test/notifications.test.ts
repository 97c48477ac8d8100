import { type NotificationItem, notificationText } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { registerMember, STACKS } from '../src/testing.ts';
import { forumClient, suiteTestApp } from './support.ts';

describe.each(STACKS)('forum notifications on %s', (stack) => {
  const t = suiteTestApp(stack);
  const { call, post, reply } = forumClient(() => t.app);

  const inbox = async (token: string, query = '') => {
    const response = await call('GET', `/api/notifications${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      notifications: Array<Record<string, unknown> & { id: number; kind: string }>;
      unread_count: number;
      has_more: boolean;
    };
  };
  const unread = async (token: string) =>
    (await call('GET', '/api/notifications/unread-count', token)).json().unread_count as number;

  it('tells the thread author of a reply, the parent reply author of an answer, and nobody of their own posts', async () => {
    const author = await registerMember(t.app);
    const first = await registerMember(t.app);
    const second = await registerMember(t.app);
    const thread = await post(author.token, { title: 'Gift ideas for a cat person' });
    const top = await reply(first.token, thread.id);
    const answer = await reply(second.token, thread.id, { parent_reply_id: top.id });
    // The author answering in their own thread tells only whom they answered.
    await reply(author.token, thread.id, { parent_reply_id: answer.id });

    const authorInbox = await inbox(author.token);
    expect(authorInbox.notifications).toEqual([
      expect.objectContaining({
        kind: 'reply',
        actor: { id: first.user.id, username: first.user.username, display_name: null },
        thread_id: thread.id,
        thread_title: 'Gift ideas for a cat person',
        reply_id: top.id,
        about: 'thread',
        count: 1,
        read: false,
      }),
    ]);
    expect(authorInbox.unread_count).toBe(1);
    const firstInbox = await inbox(first.token);
    expect(firstInbox.notifications).toEqual([
      expect.objectContaining({ kind: 'reply', reply_id: answer.id, about: 'reply' }),
    ]);
    expect((await inbox(second.token)).notifications).toEqual([
      expect.objectContaining({ kind: 'reply', actor: expect.objectContaining({ id: author.user.id }) }),
    ]);
  });

  it('tells mentioned members once, in threads and replies, whatever the case of the name', async () => {
    const writer = await registerMember(t.app);
    const named = await registerMember(t.app);
    const other = await registerMember(t.app);
    const thread = await post(writer.token, {
      content: `Ask @${named.user.username.toUpperCase()} and @${named.user.username}, not me@${other.user.username}.com or @nobody_here_at_all`,
    });
    expect((await inbox(named.token)).notifications).toEqual([
      expect.objectContaining({ kind: 'mention', thread_id: thread.id, reply_id: null, about: 'thread' }),
    ]);
    // An address is not a mention.
    expect(await unread(other.token)).toBe(0);
    // Mentioned in a reply to their own thread: told once, of both (docs/decisions.md).
    const own = await post(named.token, { title: 'My lamp' });
    const answer = await reply(writer.token, own.id, { content: `Right, @${named.user.username}?` });
    const latest = (await inbox(named.token)).notifications[0];
    expect(latest).toMatchObject({ kind: 'reply_mention', reply_id: answer.id, about: 'thread' });
    expect(notificationText(latest as unknown as NotificationItem)).toBe(
      `${writer.user.username} replied to your thread and mentioned you in “My lamp”`,
    );
    expect(await unread(named.token)).toBe(2);
    // An answer to their reply that names them: the same, about their reply.
    const nested = await reply(writer.token, own.id, {
      parent_reply_id: (await reply(named.token, own.id)).id,
      content: `Agreed @${named.user.username}`,
    });
    expect((await inbox(named.token)).notifications[0]).toMatchObject({
      kind: 'reply_mention',
      reply_id: nested.id,
      about: 'reply',
    });
    expect(await unread(named.token)).toBe(3);
    // Mentioning oneself tells nobody.
    await post(writer.token, { content: `Note to self @${writer.user.username}` });
    expect(await unread(writer.token)).toBe(0);
  });

  it('tells a member of a new follower once per pair, with the follower as actor and no thread', async () => {
    const followed = await registerMember(t.app);
    const fan = await registerMember(t.app);
    const follow = async (token: string, userId: number) => {
      const response = await call('POST', '/api/follow', token, { user_id: userId });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().following as boolean;
    };
    expect(await follow(fan.token, followed.user.id)).toBe(true);
    const [told] = (await inbox(followed.token)).notifications;
    expect(told).toMatchObject({
      kind: 'follow',
      actor: { id: fan.user.id, username: fan.user.username, display_name: null },
      thread_id: null,
      thread_title: null,
      reply_id: null,
      about: null,
      match_id: null,
      read: false,
    });
    expect(notificationText(told as unknown as NotificationItem)).toBe(
      `${fan.user.username} started following you`,
    );
    // Unfollowing and following again, over and over, tells nothing new.
    for (const expected of [false, true, false, true])
      expect(await follow(fan.token, followed.user.id)).toBe(expected);
    expect((await inbox(followed.token)).notifications).toHaveLength(1);
    expect(await unread(followed.token)).toBe(1);
    // Nor after it was read; the follower hears nothing of their own follow.
    await call('POST', '/api/notifications/read', followed.token, {});
    expect(await follow(fan.token, followed.user.id)).toBe(false);
    expect(await follow(fan.token, followed.user.id)).toBe(true);
    expect(await unread(followed.token)).toBe(0);
    expect(await unread(fan.token)).toBe(0);
    // Another follower is another notification; following back tells the fan.
    const second = await registerMember(t.app);
    await follow(second.token, followed.user.id);
    await follow(followed.token, fan.user.id);
    expect((await inbox(followed.token)).notifications.map((item) => item.actor)).toEqual([
      expect.objectContaining({ id: second.user.id }),
      expect.objectContaining({ id: fan.user.id }),
    ]);
    expect((await inbox(fan.token)).notifications).toEqual([
      expect.objectContaining({ kind: 'follow', actor: expect.objectContaining({ id: followed.user.id }) }),
    ]);
  });

  it('batches hype into one unread line per post that names the latest and counts the rest', async () => {
    const author = await registerMember(t.app);
    const fans = await Promise.all([1, 2, 3].map(() => registerMember(t.app)));
    const thread = await post(author.token);
    const hype = (token: string, body: Record<string, number>) =>
      call('POST', '/api/forum/hype', token, body).then((response) => {
        expect(response.statusCode, response.body).toBe(200);
        return response.json();
      });
    for (const fan of fans) await hype(fan.token, { threadId: thread.id });
    // Taking hype back and giving it again does not count twice.
    await hype(fans[0]!.token, { threadId: thread.id });
    await hype(fans[0]!.token, { threadId: thread.id });
    let items = (await inbox(author.token)).notifications;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      kind: 'hype',
      about: 'thread',
      count: 3,
      actor: expect.objectContaining({ id: fans[0]!.user.id }),
    });
    // Once read, the next hype starts a new line; hype on a reply is a line of its own.
    await call('POST', '/api/notifications/read', author.token, {});
    await hype(fans[1]!.token, { threadId: thread.id });
    await hype(fans[1]!.token, { threadId: thread.id });
    const answer = await reply(author.token, thread.id);
    await hype(fans[2]!.token, { replyId: answer.id });
    items = (await inbox(author.token)).notifications;
    expect(items.map((item) => [item.kind, item.about, item.count, item.read])).toEqual([
      ['hype', 'reply', 1, false],
      ['hype', 'thread', 3, false],
      ['hype', 'thread', 3, true],
    ]);
    // One's own post cannot be hyped, so it tells nobody.
    const own = await call('POST', '/api/forum/hype', author.token, { threadId: thread.id });
    expect(own.statusCode).toBe(403);
    expect(await unread(author.token)).toBe(2);
  });

  it('tells the answerer when their answer is accepted', async () => {
    const asker = await registerMember(t.app);
    const helper = await registerMember(t.app);
    const thread = await post(asker.token, { post_type: 'question', title: 'Which lamp?' });
    const answer = await reply(helper.token, thread.id);
    const accepted = await call('PUT', `/api/forum/reply/${answer.id}/accept`, asker.token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await inbox(helper.token)).notifications[0]).toMatchObject({
      kind: 'accepted',
      reply_id: answer.id,
      about: 'reply',
      thread_title: 'Which lamp?',
    });
  });

  it('never notifies across a block, and hides what came before the block', async () => {
    const member = await registerMember(t.app);
    const pest = await registerMember(t.app);
    const thread = await post(member.token);
    await reply(pest.token, thread.id);
    expect(await unread(member.token)).toBe(1);
    const blocked = await call('POST', '/api/moderation/block', member.token, { blocked_id: pest.user.id });
    expect(blocked.statusCode, blocked.body).toBeLessThan(300);
    expect(await unread(member.token)).toBe(0);
    expect((await inbox(member.token)).notifications).toEqual([]);
    // A block either way: the blocked member is not told of the blocker either.
    const pestThread = await post(pest.token, { content: `Hi @${member.user.username}` });
    expect(pestThread.id).toBeGreaterThan(0);
    expect(await unread(member.token)).toBe(0);
    const theirs = await post(pest.token);
    const mine = await call('POST', '/api/forum/reply', member.token, { thread_id: theirs.id, content: 'x' });
    // Blocked members cannot see each other's threads at all.
    expect(mine.statusCode).toBe(404);
    expect(await unread(pest.token)).toBe(0);
  });

  it('marks chosen notifications or all read, pages back, and refuses visitors and bad input', async () => {
    const author = await registerMember(t.app);
    const thread = await post(author.token);
    const repliers = await Promise.all([1, 2, 3].map(() => registerMember(t.app)));
    for (const member of repliers) await reply(member.token, thread.id);
    const all = await inbox(author.token);
    expect(all.notifications).toHaveLength(3);
    const page = await inbox(author.token, '?limit=2');
    expect(page.has_more).toBe(true);
    const rest = await inbox(author.token, `?limit=2&before=${page.notifications[1]!.id}`);
    expect([...page.notifications, ...rest.notifications].map((item) => item.id)).toEqual(
      all.notifications.map((item) => item.id),
    );
    expect(rest.has_more).toBe(false);

    // Someone else's ids change nothing.
    const stranger = await registerMember(t.app);
    const foreign = await call('POST', '/api/notifications/read', stranger.token, {
      ids: [all.notifications[0]!.id],
    });
    expect(foreign.json()).toEqual({ unread_count: 0 });
    expect(await unread(author.token)).toBe(3);

    const one = await call('POST', '/api/notifications/read', author.token, {
      ids: [all.notifications[0]!.id],
    });
    expect(one.json()).toEqual({ unread_count: 2 });
    expect((await inbox(author.token)).notifications[0]!.read).toBe(true);
    const rest2 = await call('POST', '/api/notifications/read', author.token, {});
    expect(rest2.json()).toEqual({ unread_count: 0 });

    expect((await call('GET', '/api/notifications')).statusCode).toBe(401);
    expect((await call('GET', '/api/notifications/unread-count')).statusCode).toBe(401);
    for (const [query, field] of [
      ['?limit=0', 'limit'],
      ['?limit=51', 'limit'],
      ['?before=abc', 'before'],
    ] as const) {
      const bad = await call('GET', `/api/notifications${query}`, author.token);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().field).toBe(field);
    }
    for (const body of [{ ids: [] }, { ids: ['x'] }, { ids: [-1] }]) {
      const bad = await call('POST', '/api/notifications/read', author.token, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});
