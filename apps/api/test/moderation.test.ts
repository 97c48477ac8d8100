import { follows, reports } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerMember, STACKS, type TestApp } from '../src/testing.ts';

describe.each(STACKS)('blocking and reporting on %s', (stack) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(stack);
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const followRows = async (a: number, b: number) =>
    t.app.db
      .select()
      .from(follows)
      .where(and(eq(follows.followerId, a), eq(follows.followeeId, b)));

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

  it('files a report about a thread or reply with the content reasons', async () => {
    const me = await registerMember(t.app);
    const response = await call('POST', '/api/moderation/report/content', me.token, {
      content_type: 'reply',
      content_id: 42,
      reason: 'False information',
    });
    expect(response.statusCode).toBe(201);
    const [stored] = await t.app.db.select().from(reports).where(eq(reports.id, response.json().report.id));
    expect(stored).toMatchObject({
      reporterId: me.user.id,
      reportedId: null,
      contentType: 'reply',
      contentId: 42,
      reason: 'False information',
      description: '',
    });
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
});
