import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, registerAdmin, registerMember, STACKS, withProducts } from '../src/testing.ts';
import { forumClient, suiteTestApp } from './support.ts';

type Json = Record<string, unknown>;

describe.each(STACKS)('the forum on %s', (stack) => {
  const t = suiteTestApp(stack);

  const { call, unique, post, reply } = forumClient(() => t.app);
  const balance = async (token: string) =>
    (await call('GET', '/api/points/balance', token)).json().total_points;
  const threadPage = async (id: number, token?: string) => call('GET', `/api/forum/thread/${id}`, token);

  it('posts a thread in its category and section, as written, and pays 10 points', async () => {
    const member = await registerMember(t.app);
    const content = 'Found a **great** deal <script>alert(1)</script> [x](javascript:alert(1))';
    await withProducts(t.app, [{ _id: 'prod-1', title: 'Lamp', price: 19.99, source: 'other' }], async () => {
      const thread = await post(member.token, {
        category: 'hot-deals',
        post_type: 'deal',
        content,
        flairs: JSON.stringify(['tech', 'budget']),
        product_id: 'prod-1',
        // What the page says of the product is not believed: its card comes from the catalogue.
        product_data: JSON.stringify({
          id: 'prod-1',
          name: 'Lamp',
          price: 1.99,
          store: 'Amazon',
          evil: '<b>',
        }),
      });
      expect(thread).toMatchObject({
        category: 'hot-deals',
        section: 'buying-deals',
        post_type: 'deal',
        content,
        flairs: ['tech', 'budget'],
        product_id: 'prod-1',
        product_data: { id: 'prod-1', name: 'Lamp', price: 19.99, store: 'Other Retailer', available: true },
        user_id: member.user.id,
        username: member.user.username,
        reply_count: 0,
        hype_count: 0,
        is_pinned: false,
        is_locked: false,
      });
      expect(thread.product_data).not.toHaveProperty('evil');
    });
    expect(await balance(member.token)).toBe(10);
  });

  it("refuses bad threads with the field named and visitors in the spec's words, storing nothing", async () => {
    const member = await registerMember(t.app);
    const cases: Array<[Json, string, string]> = [
      [{ title: '' }, 'Title is required', 'title'],
      [{ title: 'x'.repeat(101) }, 'Title must be at most 100 characters', 'title'],
      [{ content: '  ' }, 'Content is required', 'content'],
      [{ category: 'nowhere' }, 'Please choose a category', 'category'],
      [{ post_type: 'rant' }, 'Please choose a post type', 'post_type'],
      [{ flairs: ['tech', 'home'] }, 'Choose at most one tag of each group', 'flairs'],
      [{ flairs: ['shiny'] }, 'Unknown tag', 'flairs'],
      [{ section: 'support' }, 'That category is not in that section', 'section'],
      [{ product_id: 'p1' }, 'Only deals, reviews and show-and-tell posts attach a product', 'product_id'],
      [
        { image_url: 'data:text/plain;base64,aGVsbG8=' },
        'The image must be a JPEG, PNG or WebP file',
        'image_url',
      ],
    ];
    for (const [fields, error, field] of cases) {
      const response = await call('POST', '/api/forum/thread', member.token, {
        title: 'A title',
        content: 'Some content',
        category: 'off-topic',
        post_type: 'discussion',
        ...fields,
      });
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json()).toEqual({ error, field });
    }
    const visitor = await call('POST', '/api/forum/thread', undefined, {
      title: 'A title',
      content: 'Some content',
      category: 'off-topic',
      post_type: 'discussion',
    });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ error: 'You must be logged in to post.' });
    const mine = (await call('GET', `/api/user/${member.user.id}/profile`)).json();
    expect(mine.threads).toEqual([]);
  });

  it('makes one thread of 20 identical concurrent posts and pays its points once', async () => {
    const member = await registerMember(t.app);
    const body = {
      title: `Double submit ${unique()}`,
      content: 'Same words',
      category: 'memes',
      post_type: 'discussion',
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', '/api/forum/thread', member.token, body)),
    );
    const ids = new Set(answers.map((answer) => answer.json().thread?.id));
    expect(answers.filter((answer) => answer.statusCode === 201).length).toBeGreaterThan(0);
    // The newest member's hourly limit refuses some; every accepted one is the same thread.
    for (const answer of answers) expect([201, 429]).toContain(answer.statusCode);
    ids.delete(undefined);
    expect(ids.size).toBe(1);
    expect(await balance(member.token)).toBe(10);
    const listed = (
      await call('GET', `/api/forum/threads?category=memes&search=${encodeURIComponent(body.title)}`)
    ).json();
    expect(listed.threads.filter((thread: Json) => thread.title === body.title)).toHaveLength(1);
  });

  it('lets a member in their first day post 3 threads an hour; moderators are not limited', async () => {
    const newcomer = await registerMember(t.app);
    for (let i = 0; i < 3; i++) await post(newcomer.token);
    const fourth = await call('POST', '/api/forum/thread', newcomer.token, {
      title: 'One more',
      content: 'Please?',
      category: 'off-topic',
      post_type: 'discussion',
    });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({ error: 'Too many threads. Try again in 60 minutes.' });
    expect(fourth.headers['retry-after']).toBeDefined();
    const moderator = await registerAdmin(t.app);
    for (let i = 0; i < 5; i++) await post(moderator.token);
  });

  it('pages without repeats or gaps while threads are created between page requests, pinned first', async () => {
    const author = await registerAdmin(t.app);
    const category = 'changelogs';
    const made: number[] = [];
    for (let i = 0; i < 7; i++)
      made.push((await post(author.token, { category, title: `Paging ${i} ${unique()}` })).id);
    const pinned = made[0] as number;
    expect(
      (await call('PUT', `/api/forum/thread/${pinned}`, author.token, { is_pinned: true })).statusCode,
    ).toBe(200);

    const first = (await call('GET', `/api/forum/threads?category=${category}&sort=new&limit=3`)).json();
    expect(first.threads[0].id).toBe(pinned);
    const seen: number[] = first.threads.map((thread: Json) => thread.id);
    let page = 1;
    let hasNext = first.pagination.hasNext;
    while (hasNext) {
      // Someone posts between page requests.
      await post(author.token, { category, title: `Interloper ${unique()}` });
      page += 1;
      const next = (
        await call(
          'GET',
          `/api/forum/threads?category=${category}&sort=new&limit=3&page=${page}&as_of=${first.pagination.as_of}`,
        )
      ).json();
      seen.push(...next.threads.map((thread: Json) => thread.id));
      hasNext = next.pagination.hasNext;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort((a, b) => a - b)).toEqual([...made].sort((a, b) => a - b));
    expect(seen.slice(1)).toEqual([...made.slice(1)].reverse());
  });

  it('finds threads by words in the title or content, ranked', async () => {
    const member = await registerMember(t.app);
    const word = `zebra${unique()}`;
    const inTitle = await post(member.token, {
      title: `The ${word} lamp`,
      category: 'how-to',
      post_type: 'question',
    });
    const inContent = await post(member.token, {
      content: `It has a ${word} pattern`,
      category: 'how-to',
      post_type: 'question',
    });
    await post(member.token, { category: 'how-to', post_type: 'question' });
    const found = (await call('GET', `/api/forum/threads?search=${word}&sort=new`))
      .json()
      .threads.map((thread: Json) => thread.id);
    expect(found.sort()).toEqual([inTitle.id, inContent.id].sort());
    const bad = await call('GET', '/api/forum/threads?sort=loudest');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'sort must be one of hot, new, top, active', field: 'sort' });
  });

  it('searches a big forum: the first 100 matches in the listing order, a rare word past the newest 5,000 too, the same when the full-text index alone answers', async () => {
    // A forum of its own: 5,200 threads, newest first by i; 'lanterns' in every 40th, 'quokka' in the 3 oldest.
    const own = await createTestApp(stack);
    try {
      const member = await registerMember(own.app);
      await own.app.db.execute(sql`
        insert into forum_threads (user_id, title, content, category, section, post_type, created_at, last_activity_at)
        select ${member.user.id}, 'Thread number ' || i,
          case when i % 40 = 0 then 'paper lanterns for the garden' when i between 5197 and 5199 then 'a quokka plush' else 'nothing to see' end,
          'memes', 'community', 'discussion', now() - i * interval '1 minute', now() - i * interval '1 minute'
        from generate_series(1, 5200) as i`);
      const search = async (q: string, page = 1) =>
        (
          await own.app.inject({
            url: `/api/forum/threads?search=${encodeURIComponent(q)}&sort=new&page=${page}`,
          })
        ).json();
      const titles = (answer: { threads: Json[] }) => answer.threads.map((thread) => thread.title);
      const matching = (from: number, to: number) =>
        Array.from({ length: to - from + 1 }, (_, k) => `Thread number ${(from + k) * 40}`);
      expect(titles(await search('lanterns'))).toEqual(matching(1, 20));
      const fifth = await search('lanterns', 5);
      expect(titles(fifth)).toEqual(matching(81, 100));
      expect(fifth.pagination.hasNext).toBe(false);
      expect(titles(await search('quokka'))).toEqual([
        'Thread number 5197',
        'Thread number 5198',
        'Thread number 5199',
      ]);
      expect(titles(await search('lanterns quokka'))).toEqual([]);
      expect(titles(await search('lanterns or quokka', 6))).toEqual([]);
      // Asked again, a rare word is answered by the full-text index alone (its walk came up short): the same
      // threads; and still the newest first once it has become common.
      expect(titles(await search('quokka'))).toEqual([
        'Thread number 5197',
        'Thread number 5198',
        'Thread number 5199',
      ]);
      await own.app.db.execute(sql`
        insert into forum_threads (user_id, title, content, category, section, post_type, created_at, last_activity_at)
        select ${member.user.id}, 'Quokka thread ' || i, 'another quokka', 'memes', 'community', 'discussion',
          now() - (151 - i) * interval '1 second', now() - (151 - i) * interval '1 second'
        from generate_series(1, 150) as i`);
      const common = await search('quokka');
      expect(titles(common)).toEqual(Array.from({ length: 20 }, (_, k) => `Quokka thread ${150 - k}`));
      expect(titles(await search('quokka', 8))).toEqual([]);
    } finally {
      await own.close();
    }
  });

  it('nests replies three levels deep, counts them, and pays 3 points each', async () => {
    const author = await registerMember(t.app);
    const other = await registerMember(t.app);
    const thread = await post(author.token);
    const top = await reply(other.token, thread.id);
    const second = await reply(author.token, thread.id, { parent_reply_id: top.id });
    const third = await reply(other.token, thread.id, { parent_reply_id: second.id });
    expect([top.depth, second.depth, third.depth]).toEqual([0, 1, 2]);
    const tooDeep = await call('POST', '/api/forum/reply', other.token, {
      thread_id: thread.id,
      content: 'deeper',
      parent_reply_id: third.id,
    });
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json()).toEqual({
      error: 'Replies nest at most three levels deep',
      field: 'parent_reply_id',
    });
    const page = (await threadPage(thread.id)).json();
    expect(page.thread.reply_count).toBe(3);
    expect(page.replies.map((entry: Json) => [entry.id, entry.parent_reply_id])).toEqual([
      [top.id, null],
      [second.id, top.id],
      [third.id, second.id],
    ]);
    expect(await balance(other.token)).toBe(6);
    const visitor = await call('POST', '/api/forum/reply', undefined, {
      thread_id: thread.id,
      content: 'hi',
    });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ error: 'Please log in to reply' });
  });

  it("answers a reply with the reply alone, as the thread page draws it, and the thread's count", async () => {
    const author = await registerMember(t.app);
    const other = await registerMember(t.app);
    const thread = await post(author.token);
    const top = await reply(author.token, thread.id);
    const body = { thread_id: thread.id, content: `Nested ${unique()}`, parent_reply_id: top.id };
    const posted = await call('POST', '/api/forum/reply', other.token, body);
    expect(posted.statusCode).toBe(201);
    const answer = posted.json();
    expect(Object.keys(answer).sort()).toEqual(['mentions', 'reply', 'reply_count']);
    expect(answer.reply_count).toBe(2);
    expect(answer.reply).toMatchObject({
      thread_id: thread.id,
      content: body.content,
      parent_reply_id: top.id,
      depth: 1,
      user_id: other.user.id,
      username: other.user.username,
      is_moderator: false,
      hype_count: 0,
      hyped: false,
      is_accepted_answer: false,
    });
    // The same reply, field for field, as the thread page lists it.
    const page = (await threadPage(thread.id, other.token)).json();
    expect(page.replies.find((entry: Json) => entry.id === answer.reply.id)).toEqual(answer.reply);
    expect(page.thread.reply_count).toBe(answer.reply_count);
    // A repeat (a double submit) answers the same reply, counted once.
    expect((await call('POST', '/api/forum/reply', other.token, body)).json()).toEqual(answer);
  });

  it('names the members the posts @mention, for the page to link to their profiles', async () => {
    const author = await registerMember(t.app);
    const named = await registerMember(t.app);
    const later = await registerMember(t.app);
    const thread = await post(author.token, {
      content: `Thanks @${named.user.username.toUpperCase()}! Not @nobody_${unique()}, nor \`code\`.`,
    });
    const page = (await threadPage(thread.id)).json();
    expect(page.mentions).toEqual({ [named.user.username.toLowerCase()]: named.user.id });

    const posted = await call('POST', '/api/forum/reply', author.token, {
      thread_id: thread.id,
      content: `And @${later.user.username}.`,
    });
    expect(posted.json().mentions).toEqual({ [later.user.username.toLowerCase()]: later.user.id });
    expect((await threadPage(thread.id)).json().mentions).toEqual({
      [named.user.username.toLowerCase()]: named.user.id,
      [later.user.username.toLowerCase()]: later.user.id,
    });
    const plain = await post(author.token);
    expect((await threadPage(plain.id)).json().mentions).toEqual({});
  });

  it('searches every category at once, ranked as a category is, each thread with its section and category, page by page', async () => {
    // Two members: a new member posts at most 3 threads an hour.
    const member = await registerMember(t.app);
    const other = await registerMember(t.app);
    const word = `axolotl${unique()}`;
    const inTitle = await post(member.token, {
      title: `${word} ${word} night light`,
      category: 'hot-deals',
      post_type: 'deal',
    });
    const inContent = await post(member.token, { content: `Mine has a ${word}`, category: 'memes' });
    const more = [];
    for (let i = 0; i < 3; i += 1)
      more.push(
        await post(other.token, { content: `Also ${word}`, category: 'how-to', post_type: 'question' }),
      );
    await post(member.token, { category: 'memes' });

    const first = (await call('GET', `/api/forum/threads?search=${word}&limit=2`)).json();
    // The title match ranks first, as in a category's search.
    expect(first.threads[0]).toMatchObject({
      id: inTitle.id,
      category: 'hot-deals',
      section: 'buying-deals',
    });
    expect(first.pagination).toMatchObject({ page: 1, limit: 2, hasNext: true });
    const pages = [first];
    while (pages.at(-1).pagination.hasNext) {
      const page = pages.length + 1;
      const asOf = first.pagination.as_of;
      pages.push(
        (await call('GET', `/api/forum/threads?search=${word}&limit=2&page=${page}&as_of=${asOf}`)).json(),
      );
    }
    const found = pages.flatMap((page) => page.threads);
    expect(found.map((thread: Json) => thread.id).sort()).toEqual(
      [inTitle.id, inContent.id, ...more.map((thread) => thread.id)].sort(),
    );
    expect(found.find((thread: Json) => thread.id === inContent.id)).toMatchObject({
      category: 'memes',
      section: 'community',
    });
    // The same words in one category find that category's threads only.
    const inMemes = (await call('GET', `/api/forum/threads?search=${word}&category=memes`)).json();
    expect(inMemes.threads.map((thread: Json) => thread.id)).toEqual([inContent.id]);
  });

  it('lets only moderators pin and lock, and nobody reply to a locked thread', async () => {
    const author = await registerMember(t.app);
    const admin = await registerAdmin(t.app);
    const thread = await post(author.token);
    // The thread page tells who may moderate it.
    expect((await threadPage(thread.id)).json().can_moderate).toBe(false);
    expect((await threadPage(thread.id, author.token)).json().can_moderate).toBe(false);
    expect((await threadPage(thread.id, admin.token)).json().can_moderate).toBe(true);
    const refused = await call('PUT', `/api/forum/thread/${thread.id}`, author.token, { is_locked: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'Moderators only' });
    const locked = await call('PUT', `/api/forum/thread/${thread.id}`, admin.token, {
      is_locked: true,
      category: 'feedback',
      post_type: 'support',
    });
    expect(locked.json().thread).toMatchObject({
      is_locked: true,
      category: 'feedback',
      section: 'support',
      post_type: 'support',
    });
    for (const token of [author.token, admin.token]) {
      const response = await call('POST', '/api/forum/reply', token, {
        thread_id: thread.id,
        content: 'Still here?',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: '🔒 This thread is locked. No new replies can be posted.' });
    }
  });

  it('accepts one answer, by the thread author only, on question threads only', async () => {
    const asker = await registerMember(t.app);
    const helper = await registerMember(t.app);
    const question = await post(asker.token, { post_type: 'question', category: 'how-to' });
    const discussion = await post(asker.token);
    const answer = await reply(helper.token, question.id);
    const other = await reply(helper.token, question.id);
    const onDiscussion = await reply(helper.token, discussion.id);

    const byHelper = await call('PUT', `/api/forum/reply/${answer.id}/accept`, helper.token);
    expect(byHelper.statusCode).toBe(403);
    expect(byHelper.json()).toEqual({ error: 'Only the thread author can accept an answer' });
    const notQuestion = await call('PUT', `/api/forum/reply/${onDiscussion.id}/accept`, asker.token);
    expect(notQuestion.statusCode).toBe(400);
    expect(notQuestion.json()).toEqual({ error: 'Only question threads have an accepted answer' });
    expect((await call('PUT', `/api/forum/reply/${answer.id}/accept`, asker.token)).statusCode).toBe(200);
    const second = await call('PUT', `/api/forum/reply/${other.id}/accept`, asker.token);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: 'This thread already has an accepted answer' });
    const page = (await threadPage(question.id)).json();
    expect(page.thread.is_resolved).toBe(true);
    expect(
      page.replies.filter((entry: Json) => entry.is_accepted_answer).map((entry: Json) => entry.id),
    ).toEqual([answer.id]);
  });

  it('toggles hype on threads and replies', async () => {
    const author = await registerMember(t.app);
    const fan = await registerMember(t.app);
    const thread = await post(author.token);
    const answer = await reply(author.token, thread.id);
    expect((await call('POST', '/api/forum/hype', fan.token, { threadId: thread.id })).json()).toEqual({
      hyped: true,
      hype_count: 1,
    });
    expect((await call('POST', '/api/forum/hype', fan.token, { replyId: answer.id })).json()).toEqual({
      hyped: true,
      hype_count: 1,
    });
    const page = (await threadPage(thread.id, fan.token)).json();
    expect(page.thread).toMatchObject({ hype_count: 1, hyped: true });
    expect(page.replies[0]).toMatchObject({ hype_count: 1, hyped: true });
    expect((await call('POST', '/api/forum/hype', fan.token, { threadId: thread.id })).json()).toEqual({
      hyped: false,
      hype_count: 0,
    });
    const visitor = await call('POST', '/api/forum/hype', undefined, { threadId: thread.id });
    expect(visitor.json()).toEqual({ error: 'Please log in to hype posts' });
    const both = await call('POST', '/api/forum/hype', fan.token, {
      threadId: thread.id,
      replyId: answer.id,
    });
    expect(both.statusCode).toBe(400);
  });

  it('deletes only for the author or a moderator; a reply goes with the replies under it', async () => {
    const author = await registerMember(t.app);
    const stranger = await registerMember(t.app);
    const admin = await registerAdmin(t.app);
    const thread = await post(author.token);
    const top = await reply(stranger.token, thread.id);
    const child = await reply(author.token, thread.id, { parent_reply_id: top.id });
    await reply(stranger.token, thread.id, { parent_reply_id: child.id });
    const kept = await reply(author.token, thread.id);

    const refused = await call('DELETE', `/api/forum/thread/${thread.id}`, stranger.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'Only the author or a moderator can delete this' });
    expect((await call('DELETE', `/api/forum/reply/${kept.id}`, stranger.token)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/forum/reply/${top.id}`, stranger.token)).statusCode).toBe(200);
    const page = (await threadPage(thread.id)).json();
    expect(page.replies.map((entry: Json) => entry.id)).toEqual([kept.id]);
    expect(page.thread.reply_count).toBe(1);
    expect((await call('DELETE', `/api/forum/thread/${thread.id}`, admin.token)).statusCode).toBe(200);
    const gone = await threadPage(thread.id);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ error: 'Thread not found.' });
  });

  it('hides the posts of members with a block between them and the reader', async () => {
    const reader = await registerMember(t.app);
    const blocked = await registerMember(t.app);
    const friend = await registerMember(t.app);
    const category = 'price-checks';
    const theirs = await post(blocked.token, { category });
    const friends = await post(friend.token, { category });
    const theirReply = await reply(blocked.token, friends.id);
    const friendReply = await reply(friend.token, friends.id);
    await call('POST', '/api/moderation/block', reader.token, { blocked_id: blocked.user.id });

    const listed = (await call('GET', `/api/forum/threads?category=${category}`, reader.token)).json();
    const ids = listed.threads.map((thread: Json) => thread.id);
    expect(ids).toContain(friends.id);
    expect(ids).not.toContain(theirs.id);
    expect((await threadPage(theirs.id, reader.token)).statusCode).toBe(404);
    const page = (await threadPage(friends.id, reader.token)).json();
    expect(page.replies.map((entry: Json) => entry.id)).toEqual([friendReply.id]);
    // Others still see everything.
    expect(
      (await threadPage(friends.id, friend.token)).json().replies.map((entry: Json) => entry.id),
    ).toEqual([theirReply.id, friendReply.id]);
  });

  it("counts each category's threads for every reader, less those of members with a block between them", async () => {
    const reader = await registerMember(t.app);
    const blocked = await registerMember(t.app);
    const category = 'price-checks';
    const stats = async (token?: string) =>
      (await call('GET', '/api/forum/stats', token)).json().categoryStats[category] as Json | undefined;
    // A category with no thread the reader may see is left out of the figures: counted as nothing.
    const counted = (row: Json | undefined) => ({
      threadCount: (row?.threadCount ?? 0) as number,
      todayCount: (row?.todayCount ?? 0) as number,
      weekCount: (row?.weekCount ?? 0) as number,
    });
    await post(blocked.token, { category });
    await post(blocked.token, { category });
    const everyone = counted(await stats());
    expect(everyone.threadCount).toBeGreaterThanOrEqual(2);
    expect(counted(await stats(reader.token))).toEqual(everyone);

    await call('POST', '/api/moderation/block', reader.token, { blocked_id: blocked.user.id });
    expect(counted(await stats(reader.token))).toEqual({
      threadCount: everyone.threadCount - 2,
      todayCount: everyone.todayCount - 2,
      weekCount: everyone.weekCount - 2,
    });
    // The other way too: the blocked member no longer counts the reader's threads; visitors count everything.
    await post(reader.token, { category });
    expect(counted(await stats(blocked.token)).threadCount).toBe(everyone.threadCount);
    expect(counted(await stats())).toEqual({
      threadCount: everyone.threadCount + 1,
      todayCount: everyone.todayCount + 1,
      weekCount: everyone.weekCount + 1,
    });
  });

  it("keeps each category's figures as threads are moved and deleted; the last activity, pinned or not", async () => {
    const moderator = await registerAdmin(t.app);
    const author = await registerMember(t.app);
    const stats = async () =>
      (await call('GET', '/api/forum/stats')).json().categoryStats as Record<string, Json | undefined>;
    const threads = (all: Record<string, Json | undefined>, category: string) =>
      (all[category]?.threadCount ?? 0) as number;
    const before = await stats();

    const pinned = await post(moderator.token, { category: 'changelogs' });
    const pin = await call('PUT', `/api/forum/thread/${pinned.id}`, moderator.token, { is_pinned: true });
    expect(pin.statusCode).toBe(200);
    const newer = await post(author.token, { category: 'changelogs' });
    let now = await stats();
    expect(threads(now, 'changelogs')).toBe(threads(before, 'changelogs') + 2);
    // The newest activity wins, whether its thread is pinned or not: the newer thread, then a reply to the pinned one.
    expect(now.changelogs?.lastActivity).toMatchObject({ username: author.user.username });
    await reply(moderator.token, pinned.id);
    expect((await stats()).changelogs?.lastActivity).toMatchObject({ username: moderator.user.username });

    // Moved by a moderator to another category, then the other deleted.
    const moved = await call('PUT', `/api/forum/thread/${newer.id}`, moderator.token, {
      category: 'feedback',
    });
    expect(moved.statusCode).toBe(200);
    now = await stats();
    expect(threads(now, 'changelogs')).toBe(threads(before, 'changelogs') + 1);
    expect(threads(now, 'feedback')).toBe(threads(before, 'feedback') + 1);
    expect(now.feedback?.lastActivity).toMatchObject({ username: author.user.username });
    expect((await call('DELETE', `/api/forum/thread/${pinned.id}`, moderator.token)).statusCode).toBe(200);
    now = await stats();
    expect(threads(now, 'changelogs')).toBe(threads(before, 'changelogs'));
    expect(threads(now, 'feedback')).toBe(threads(before, 'feedback') + 1);
  });

  it('counts a view once per viewer an hour, marks threads read, and sums each category', async () => {
    const author = await registerMember(t.app);
    const reader = await registerMember(t.app);
    const thread = await post(author.token, { category: 'roadmap' });
    for (let i = 0; i < 3; i++) await call('POST', `/api/forum/thread/${thread.id}/view`, reader.token);
    await call('POST', `/api/forum/thread/${thread.id}/view`);
    expect((await threadPage(thread.id)).json().thread.view_count).toBe(2);

    const before = (await call('GET', '/api/forum/stats', reader.token)).json().categoryStats.roadmap;
    expect(before).toMatchObject({
      hasUnread: true,
      lastActivity: { username: author.user.username, timeAgo: 'just now' },
    });
    expect(before.todayCount).toBeGreaterThanOrEqual(1);
    expect(before.weekCount).toBeGreaterThanOrEqual(before.todayCount);
    expect((await threadPage(thread.id, reader.token)).json().thread).toMatchObject({
      has_unread: true,
      has_visited: false,
    });
    await call('POST', `/api/forum/thread/${thread.id}/read`, reader.token);
    expect((await threadPage(thread.id, reader.token)).json().thread).toMatchObject({
      has_unread: false,
      has_visited: true,
    });
    const after = (await call('GET', '/api/forum/stats', reader.token)).json().categoryStats.roadmap;
    expect(after.hasUnread).toBe(false);
    // A new reply makes it unread again, but not for the one who wrote it: their own posts are read.
    expect((await threadPage(thread.id, author.token)).json().thread.has_unread).toBe(false);
    await reply(reader.token, thread.id);
    // The category's last activity is now that reply, by its writer.
    expect((await call('GET', '/api/forum/stats')).json().categoryStats.roadmap.lastActivity).toMatchObject({
      username: reader.user.username,
    });
    expect((await threadPage(thread.id, reader.token)).json().thread.has_unread).toBe(false);
    expect((await threadPage(thread.id, author.token)).json().thread.has_unread).toBe(true);
    await reply(author.token, thread.id);
    expect((await threadPage(thread.id, reader.token)).json().thread.has_unread).toBe(true);
    expect((await threadPage(thread.id, author.token)).json().thread.has_unread).toBe(false);
  });

  it("lists a member's recent threads on their profile and trending threads", async () => {
    const member = await registerMember(t.app);
    const thread = await post(member.token, { title: `Trending ${unique()}` });
    const profile = (await call('GET', `/api/user/${member.user.id}/profile`)).json();
    expect(profile.threads).toEqual([{ id: thread.id, title: thread.title, created_at: thread.created_at }]);
    const trending = (await call('GET', '/api/forum/trending?limit=5')).json();
    expect(trending.threads.length).toBeLessThanOrEqual(5);
  });
});
