import { follows, reports } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registerAdmin, registerMember, STACKS } from '../src/testing.ts';
import { appCaller, suiteTestApp } from './support.ts';

describe.each(STACKS)('blocking and reporting on %s', (stack) => {
  const t = suiteTestApp(stack);

  const call = appCaller(() => t.app);

  const followRows = async (a: number, b: number) =>
    t.app.db
      .select()
      .from(follows)
      .where(and(eq(follows.followerId, a), eq(follows.followeeId, b)));

  /** A thread by `token`'s member, and a reply to it by the same member: real content to report. */
  async function postContent(token: string) {
    const thread = await call('POST', '/api/forum/thread', token, {
      title: `Reported thread ${Math.random().toString(36).slice(2)}`,
      content: 'Something to report.',
      category: 'off-topic',
      post_type: 'discussion',
    });
    expect(thread.statusCode, thread.body).toBe(201);
    const threadId = thread.json().thread.id as number;
    const reply = await call('POST', '/api/forum/reply', token, {
      thread_id: threadId,
      content: 'A reply to report.',
    });
    expect(reply.statusCode, reply.body).toBe(201);
    return { threadId, replyId: reply.json().reply.id as number };
  }

  it('blocks and unblocks, lists my blocks, tells the status, and ends follows both ways', async () => {
    const me = await registerMember(t.app);
    const them = await registerMember(t.app);
    await t.app.db.insert(follows).values([
      { followerId: me.user.id, followeeId: them.user.id },
      { followerId: them.user.id, followeeId: me.user.id },
    ]);

    expect((await call('GET', `/api/moderation/blocks/${them.user.id}`, me.token)).json()).toEqual({
      blocked: false,
    });
    const blocked = await call('POST', '/api/moderation/block', me.token, { blocked_id: them.user.id });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toEqual({ blocked: true });
    // Blocking twice changes nothing.
    expect(
      (await call('POST', '/api/moderation/block', me.token, { blocked_id: them.user.id })).json(),
    ).toEqual({
      blocked: true,
    });
    expect(await followRows(me.user.id, them.user.id)).toEqual([]);
    expect(await followRows(them.user.id, me.user.id)).toEqual([]);

    expect((await call('GET', `/api/moderation/blocks/${them.user.id}`, me.token)).json()).toEqual({
      blocked: true,
    });
    // The status is one-way: they do not block me.
    expect((await call('GET', `/api/moderation/blocks/${me.user.id}`, them.token)).json()).toEqual({
      blocked: false,
    });
    const list = (await call('GET', '/api/moderation/blocks', me.token)).json();
    expect(list.blocks).toEqual([
      expect.objectContaining({ blocked_id: them.user.id, username: them.user.username, display_name: null }),
    ]);

    const unblocked = await call('DELETE', `/api/moderation/block?blocked_id=${them.user.id}`, me.token);
    expect(unblocked.json()).toEqual({ blocked: false });
    expect((await call('GET', '/api/moderation/blocks', me.token)).json()).toEqual({ blocks: [] });
  });

  it('leaves no follow behind when a follow races the block', async () => {
    for (let round = 0; round < 5; round++) {
      const me = await registerMember(t.app);
      const them = await registerMember(t.app);
      const answers = await Promise.all([
        call('POST', '/api/follow', them.token, { user_id: me.user.id }),
        call('POST', '/api/follow', me.token, { user_id: them.user.id }),
        call('POST', '/api/moderation/block', me.token, { blocked_id: them.user.id }),
      ]);
      // Each follow landed before the block (and was ended by it) or was refused after it; none failed.
      const [theirFollow, myFollow, block] = answers;
      expect(block?.statusCode).toBe(200);
      for (const follow of [theirFollow, myFollow]) expect([200, 403]).toContain(follow?.statusCode);
      expect(await followRows(me.user.id, them.user.id)).toEqual([]);
      expect(await followRows(them.user.id, me.user.id)).toEqual([]);
    }
  });

  it('refuses blocking oneself, an unknown member, bad ids and visitors, changing nothing', async () => {
    const me = await registerMember(t.app);
    const self = await call('POST', '/api/moderation/block', me.token, { blocked_id: me.user.id });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ error: 'You cannot block yourself', field: 'blocked_id' });
    const unknown = await call('POST', '/api/moderation/block', me.token, { blocked_id: 2_000_000_000 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'User not found.' });
    for (const payload of [{}, { blocked_id: 'abc' }, { blocked_id: -3 }, { blocked_id: 1.5 }]) {
      const response = await call('POST', '/api/moderation/block', me.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().field).toBe('blocked_id');
    }
    const badQuery = await call('DELETE', '/api/moderation/block?blocked_id=x', me.token);
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json()).toEqual({
      error: 'blocked_id must be a positive whole number',
      field: 'blocked_id',
    });
    const visitor = await call('POST', '/api/moderation/block', undefined, { blocked_id: me.user.id });
    expect(visitor.statusCode).toBe(401);
    expect((await call('GET', '/api/moderation/blocks', me.token)).json()).toEqual({ blocks: [] });
  });

  it('never pairs a blocked member with the blocker in the card battle queue', async () => {
    const blocker = await registerMember(t.app);
    const blocked = await registerMember(t.app);
    const stranger = await registerMember(t.app);
    const join = (token: string) => call('POST', '/api/card/queue/join', token, { mode: 'async' });
    await call('POST', '/api/moderation/block', blocker.token, { blocked_id: blocked.user.id });
    try {
      expect((await join(blocker.token)).json()).toEqual({ status: 'waiting' });
      // The blocked member would be paired with the one waiting longest; the block keeps them apart.
      expect((await join(blocked.token)).json()).toEqual({ status: 'waiting' });
      // Someone else is paired with the blocker, who waited longest.
      const paired = (await join(stranger.token)).json();
      expect(paired.status).toBe('matched');
      const match = await call('GET', `/api/card/matches/${paired.matchId}`, blocker.token);
      expect(match.statusCode).toBe(200);
      // The blocked member is still waiting, for someone else.
      expect((await join(blocked.token)).json()).toEqual({ status: 'waiting' });
    } finally {
      for (const member of [blocker, blocked, stranger]) {
        await call('POST', '/api/card/queue/leave', member.token, { mode: 'async' });
      }
    }
  });

  it('files a report about a member, pending, once while it waits', async () => {
    const me = await registerMember(t.app);
    const them = await registerMember(t.app);
    const response = await call('POST', '/api/moderation/report/user', me.token, {
      reported_id: them.user.id,
      reason: 'Spam or unwanted messages',
      description: '  sends the same link to everyone  ',
    });
    expect(response.statusCode).toBe(201);
    const { report } = response.json();
    expect(response.json()).toEqual({
      success: true,
      report: { id: expect.any(Number), status: 'pending', created_at: expect.any(String) },
    });
    const [stored] = await t.app.db.select().from(reports).where(eq(reports.id, report.id));
    expect(stored).toMatchObject({
      reporterId: me.user.id,
      reportedId: them.user.id,
      contentType: null,
      contentId: null,
      reason: 'Spam or unwanted messages',
      description: 'sends the same link to everyone',
      status: 'pending',
    });
    // A double submit gives back the waiting report instead of a second one.
    const again = await call('POST', '/api/moderation/report/user', me.token, {
      reported_id: them.user.id,
      reason: 'Other',
    });
    expect(again.json().report.id).toBe(report.id);
    expect(await t.app.db.select().from(reports).where(eq(reports.reporterId, me.user.id))).toHaveLength(1);
  });

  it('files a report about a thread or reply with the content reasons, naming its author; unknown content is 404', async () => {
    const me = await registerMember(t.app);
    const author = await registerMember(t.app);
    const { replyId } = await postContent(author.token);
    const response = await call('POST', '/api/moderation/report/content', me.token, {
      content_type: 'reply',
      content_id: replyId,
      reason: 'False information',
    });
    expect(response.statusCode).toBe(201);
    const [stored] = await t.app.db.select().from(reports).where(eq(reports.id, response.json().report.id));
    expect(stored).toMatchObject({
      reporterId: me.user.id,
      reportedId: author.user.id,
      contentType: 'reply',
      contentId: replyId,
      reason: 'False information',
      description: '',
    });
    const unknown = await call('POST', '/api/moderation/report/content', me.token, {
      content_type: 'thread',
      content_id: 2_000_000_000,
      reason: 'Spam',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Thread not found.', field: 'content_id' });
  });

  it("refuses reports without a listed reason or content type, about oneself, or from visitors, in the spec's words", async () => {
    const me = await registerMember(t.app);
    const them = await registerMember(t.app);
    const cases: Array<[string, unknown, number, { error: string; field?: string }]> = [
      [
        '/api/moderation/report/user',
        { reported_id: them.user.id },
        400,
        { error: 'Please select a reason', field: 'reason' },
      ],
      [
        '/api/moderation/report/user',
        { reported_id: them.user.id, reason: '' },
        400,
        { error: 'Please select a reason', field: 'reason' },
      ],
      [
        '/api/moderation/report/user',
        { reported_id: them.user.id, reason: 'Spam' },
        400,
        { error: 'Please select one of the listed reasons', field: 'reason' },
      ],
      [
        '/api/moderation/report/user',
        { reported_id: them.user.id, reason: 'Other', description: 'x'.repeat(1001) },
        400,
        { error: 'Details must be at most 1000 characters', field: 'description' },
      ],
      [
        '/api/moderation/report/user',
        { reported_id: me.user.id, reason: 'Other' },
        400,
        { error: 'You cannot report yourself', field: 'reported_id' },
      ],
      [
        '/api/moderation/report/user',
        { reported_id: 2_000_000_000, reason: 'Other' },
        404,
        { error: 'User not found.' },
      ],
      [
        '/api/moderation/report/content',
        { content_id: 1, reason: 'Spam' },
        400,
        { error: 'Content type is required', field: 'content_type' },
      ],
      [
        '/api/moderation/report/content',
        { content_type: 'profile', content_id: 1, reason: 'Spam' },
        400,
        { error: 'Content type must be thread or reply', field: 'content_type' },
      ],
      [
        '/api/moderation/report/content',
        { content_type: 'thread', content_id: 1, reason: 'Impersonation' },
        400,
        { error: 'Please select one of the listed reasons', field: 'reason' },
      ],
    ];
    for (const [url, payload, status, answer] of cases) {
      const response = await call('POST', url, me.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json(), JSON.stringify(payload)).toEqual(answer);
    }
    const visitor = await call('POST', '/api/moderation/report/user', undefined, {
      reported_id: them.user.id,
      reason: 'Other',
    });
    expect(visitor.statusCode).toBe(401);
    expect(await t.app.db.select().from(reports).where(eq(reports.reporterId, me.user.id))).toEqual([]);
  });

  describe('the moderation dashboard', () => {
    const reportUser = (token: string, reportedId: number, reason = 'Other') =>
      call('POST', '/api/moderation/report/user', token, { reported_id: reportedId, reason });

    it("answers 'Not authenticated' without a token and 'Admin access required' to members, changing nothing", async () => {
      const member = await registerMember(t.app);
      const target = await registerMember(t.app);
      const report = (await reportUser(member.token, target.user.id)).json().report;
      for (const [method, url, payload] of [
        ['GET', '/api/moderation/reports', undefined],
        ['POST', `/api/moderation/reports/${report.id}/resolve`, { status: 'resolved' }],
      ] as const) {
        const visitor = await call(method, url, undefined, payload);
        expect(visitor.statusCode).toBe(401);
        expect(visitor.json()).toEqual({ error: 'Not authenticated' });
        const refused = await call(method, url, member.token, payload);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ error: 'Admin access required' });
      }
      const [stored] = await t.app.db.select().from(reports).where(eq(reports.id, report.id));
      expect(stored?.status).toBe('pending');
    });

    it('lists reports newest first with every field, filtered by type and status, a pile-on counted as one target', async () => {
      const admin = await registerAdmin(t.app);
      const target = await registerMember(t.app);
      const reporters = [
        await registerMember(t.app),
        await registerMember(t.app),
        await registerMember(t.app),
      ];
      for (const reporter of reporters) await reportUser(reporter.token, target.user.id, 'Impersonation');
      const { threadId } = await postContent(target.token);
      const content = await call('POST', '/api/moderation/report/content', reporters[0]!.token, {
        content_type: 'thread',
        content_id: threadId,
        reason: 'Spam',
        description: 'buy now',
      });
      expect(content.statusCode).toBe(201);

      const users = (
        await call('GET', '/api/moderation/reports?type=user&status=pending', admin.token)
      ).json();
      const aboutTarget = users.reports.filter(
        (r: { reported_user_id: number }) => r.reported_user_id === target.user.id,
      );
      expect(aboutTarget.map((r: { reporter_username: string }) => r.reporter_username)).toEqual(
        reporters.map((reporter) => reporter.user.username).reverse(),
      );
      expect(aboutTarget[0]).toEqual({
        id: expect.any(Number),
        status: 'pending',
        created_at: expect.any(String),
        resolved_at: null,
        reporter_username: reporters[2]!.user.username,
        reported_user_id: target.user.id,
        reported_username: target.user.username,
        reason: 'Impersonation',
        description: '',
        admin_notes: null,
        content_type: null,
        content_id: null,
        resolved_by_username: null,
        target_report_count: 3,
        reported_content: null,
      });
      expect(users.reports.every((r: { content_type: string | null }) => r.content_type === null)).toBe(true);

      const contents = (await call('GET', '/api/moderation/reports?type=content', admin.token)).json();
      expect(contents.reports).toContainEqual(
        expect.objectContaining({
          id: content.json().report.id,
          content_type: 'thread',
          content_id: threadId,
          reason: 'Spam',
          description: 'buy now',
          target_report_count: 1,
        }),
      );
      expect(contents.reports.every((r: { content_type: string | null }) => r.content_type !== null)).toBe(
        true,
      );

      const bad = await call('GET', '/api/moderation/reports?status=closed', admin.token);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({
        error: 'status must be one of pending, reviewed, resolved, dismissed',
        field: 'status',
      });
    });

    it("shows what was reported: the thread's title or the reply's first 140 characters, its author and thread", async () => {
      const admin = await registerAdmin(t.app);
      const author = await registerMember(t.app);
      const reporter = await registerMember(t.app);
      const thread = await call('POST', '/api/forum/thread', author.token, {
        title: 'Totally legit giveaway',
        content: 'Click here.',
        category: 'off-topic',
        post_type: 'discussion',
      });
      const threadId = thread.json().thread.id as number;
      const long = `${'Buy my course now! '.repeat(10)}é`;
      const short = 'You are all wrong.';
      const [longReply, shortReply] = (await Promise.all(
        [long, short].map(
          async (content) =>
            (await call('POST', '/api/forum/reply', author.token, { thread_id: threadId, content })).json()
              .reply.id as number,
        ),
      )) as [number, number];
      const gone = await call('POST', '/api/forum/reply', author.token, {
        thread_id: threadId,
        content: 'Soon deleted.',
      });
      const goneId = gone.json().reply.id as number;
      for (const [type, id] of [
        ['thread', threadId],
        ['reply', longReply],
        ['reply', shortReply],
        ['reply', goneId],
      ] as const) {
        const filed = await call('POST', '/api/moderation/report/content', reporter.token, {
          content_type: type,
          content_id: id,
          reason: 'Spam',
        });
        expect(filed.statusCode).toBe(201);
      }
      expect((await call('DELETE', `/api/forum/reply/${goneId}`, author.token)).statusCode).toBe(200);

      const listed = (await call('GET', '/api/moderation/reports?type=content', admin.token)).json();
      const about = (type: string, id: number) =>
        listed.reports.find(
          (r: { content_type: string; content_id: number }) => r.content_type === type && r.content_id === id,
        );
      expect(about('thread', threadId)).toMatchObject({
        reported_username: author.user.username,
        reported_content: { thread_id: threadId, text: 'Totally legit giveaway' },
      });
      expect(about('reply', longReply)).toMatchObject({
        reported_username: author.user.username,
        reported_content: { thread_id: threadId, text: `${long.slice(0, 140)}…` },
      });
      expect(about('reply', shortReply).reported_content).toEqual({ thread_id: threadId, text: short });
      expect(about('reply', goneId).reported_content).toBeNull();
    });

    it('resolves the whole pile-on at once with notes, who and when; refuses deciding the same twice', async () => {
      const admin = await registerAdmin(t.app);
      const target = await registerMember(t.app);
      const first = await registerMember(t.app);
      const second = await registerMember(t.app);
      const one = (await reportUser(first.token, target.user.id)).json().report;
      const two = (await reportUser(second.token, target.user.id)).json().report;

      const resolved = await call('POST', `/api/moderation/reports/${one.id}/resolve`, admin.token, {
        status: 'resolved',
        admin_notes: '  warned the member  ',
      });
      expect(resolved.statusCode).toBe(200);
      expect(resolved.json()).toEqual({ success: true, settled: 2 });
      const listed = (
        await call('GET', '/api/moderation/reports?type=user&status=resolved', admin.token)
      ).json();
      const settled = listed.reports.filter((r: { id: number }) => r.id === one.id || r.id === two.id);
      expect(settled).toHaveLength(2);
      for (const report of settled) {
        expect(report).toMatchObject({
          status: 'resolved',
          admin_notes: 'warned the member',
          resolved_by_username: admin.user.username,
          target_report_count: 2,
        });
        expect(Date.parse(report.resolved_at)).toBeGreaterThan(Date.parse(report.created_at) - 1);
      }

      const again = await call('POST', `/api/moderation/reports/${two.id}/resolve`, admin.token, {
        status: 'resolved',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ error: 'This report is already resolved', field: 'status' });
      // A resolved report may still be dismissed.
      const dismissed = await call('POST', `/api/moderation/reports/${two.id}/resolve`, admin.token, {
        status: 'dismissed',
      });
      expect(dismissed.json()).toEqual({ success: true, settled: 2 });

      for (const [payload, answer] of [
        [{ status: 'pending' }, { error: 'status must be resolved or dismissed', field: 'status' }],
        [{}, { error: 'status must be resolved or dismissed', field: 'status' }],
      ] as const) {
        const response = await call(
          'POST',
          `/api/moderation/reports/${one.id}/resolve`,
          admin.token,
          payload,
        );
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(answer);
      }
      const unknown = await call('POST', '/api/moderation/reports/2000000000/resolve', admin.token, {
        status: 'resolved',
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ error: 'Report not found' });
    });
  });
});
