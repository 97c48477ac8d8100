import { forumThreads } from '@app/db';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { suggestFiling } from '../src/modules/forum/suggest.ts';
import { registerAdmin, registerMember, STACKS } from '../src/testing.ts';
import { forumClient, suiteTestApp } from './support.ts';

describe('filing suggestions', () => {
  it.each([
    ['Echo Dot 40% off today, $22 at Amazon', 'Lightning deal, ends tonight', 'hot-deals', 'deal'],
    ['Is $45 a good price for this lamp?', 'Saw it at Target', 'price-checks', 'question'],
    ['Where can I find a cat-shaped waffle maker?', 'Saw one on TikTok', 'sourcing-help', 'question'],
    [
      'My review of the galaxy projector',
      'Pros: bright. Cons: loud fan. Verdict: buy it',
      'product-reviews',
      'review',
    ],
    ['AirPods vs Galaxy Buds', 'Which one is better than the other for running?', 'comparisons', 'question'],
    ['How do I change my avatar?', 'The settings page confuses me', 'how-to', 'question'],
    ['Wishlist page broken', 'I get an error and it shows a 404', 'bug-reports', 'support'],
    ['Feature request: dark mode', 'Would be nice for late-night browsing', 'feedback', 'discussion'],
    ['My haul from the weekend sale', 'Look what just arrived!', 'show-and-tell', 'show-and-tell'],
  ])('files %j under %s', (title, content, category, postType) => {
    expect(suggestFiling(title, content)).toMatchObject({ category, post_type: postType });
  });

  it('puts the section with the category, weighs the title over the content, and falls back to Off-Topic', () => {
    expect(suggestFiling('Bug in the forum', '')).toMatchObject({
      category: 'bug-reports',
      section: 'support',
    });
    // Title: a review (3); content: a deal cue (1).
    expect(suggestFiling('Honest review', 'bought it on sale').category).toBe('product-reviews');
    expect(suggestFiling('Hello there', 'Nice to meet everyone')).toEqual({
      category: 'off-topic',
      section: 'community',
      post_type: 'discussion',
      confidence: 0,
    });
    const sure = suggestFiling('Coupon: 50% off', 'deal deal deal');
    expect(sure.confidence).toBe(1);
    const torn = suggestFiling('Review of a deal', '');
    expect(torn.confidence).toBeGreaterThan(0);
    expect(torn.confidence).toBeLessThanOrEqual(0.5);
  });
});

describe.each(STACKS)('the forum admin tools on %s', (stack) => {
  const t = suiteTestApp(stack);
  const { call, post } = forumClient(() => t.app);

  /** Threads as an old import left them: no category, no section. */
  async function unfiled(token: string, titles: string[]) {
    const ids: number[] = [];
    for (const title of titles) ids.push((await post(token, { title, content: `About ${title}` })).id);
    await t.app.db
      .update(forumThreads)
      .set({ category: null, section: null })
      .where(inArray(forumThreads.id, ids));
    return ids;
  }
  const suggestions = async (token: string, query = '') => {
    const response = await call('GET', `/api/forum/admin/suggestions${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      threads: Array<{
        id: number;
        title: string;
        category: string | null;
        suggestion: Record<string, unknown>;
      }>;
      pagination: { page: number; limit: number; hasNext: boolean };
    };
  };

  it('lists unfiled threads 100 a page with a suggestion each, to moderators only', async () => {
    const admin = await registerAdmin(t.app);
    const moderator = await registerMember(t.app);
    const member = await registerMember(t.app);
    await call('PUT', `/api/admin/users/${moderator.user.id}/roles`, admin.token, { is_moderator: true });
    const [deal, bug] = await unfiled(admin.token, [
      'Air fryer 30% off at Walmart',
      'Login page crash on Safari',
    ]);

    const listed = await suggestions(moderator.token);
    expect(listed.pagination).toMatchObject({ page: 1, limit: 100 });
    const byId = new Map(listed.threads.map((thread) => [thread.id, thread]));
    expect(byId.get(deal as number)).toMatchObject({
      category: null,
      suggestion: { category: 'hot-deals', section: 'buying-deals', post_type: 'deal' },
    });
    expect(byId.get(bug as number)?.suggestion).toMatchObject({
      category: 'bug-reports',
      post_type: 'support',
    });
    // Filed threads are not listed.
    const filed = await post(admin.token, { title: 'Already filed' });
    expect(byId.has(filed.id)).toBe(false);

    expect((await call('GET', '/api/forum/admin/suggestions')).json()).toEqual({
      error: 'Not authenticated',
    });
    const refused = await call('GET', '/api/forum/admin/suggestions', member.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'Moderators only' });
    // Checked before the input is read: a member's bad page is refused as a member's.
    expect((await call('GET', '/api/forum/admin/suggestions?page=0', member.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/forum/admin/suggestions?page=0', admin.token)).json()).toMatchObject({
      field: 'page',
    });
  });

  it("lists a chosen category's threads, with suggestions, to move them elsewhere", async () => {
    const admin = await registerAdmin(t.app);
    const member = await registerMember(t.app);
    const misfiled = await post(member.token, {
      title: 'Standing desk 50% off, $199 at Costco',
      category: 'roadmap',
      post_type: 'discussion',
    });
    const other = await post(member.token, { category: 'memes' });

    const listed = await suggestions(admin.token, '?category=roadmap');
    const ids = listed.threads.map((thread) => thread.id);
    expect(ids).toContain(misfiled.id);
    expect(ids).not.toContain(other.id);
    expect(listed.threads.every((thread) => thread.category === 'roadmap')).toBe(true);
    expect(listed.threads.find((thread) => thread.id === misfiled.id)?.suggestion).toMatchObject({
      category: 'hot-deals',
      post_type: 'deal',
    });
    expect(listed.pagination).toMatchObject({ page: 1, limit: 100 });

    const moved = await call('POST', '/api/forum/admin/apply', admin.token, {
      items: [{ id: misfiled.id, category: 'hot-deals', post_type: 'deal' }],
    });
    expect(moved.json()).toEqual({ success: true, updated: 1 });
    expect(
      (await suggestions(admin.token, '?category=roadmap')).threads.map((thread) => thread.id),
    ).not.toContain(misfiled.id);
    expect(
      (await suggestions(admin.token, '?category=hot-deals')).threads.map((thread) => thread.id),
    ).toContain(misfiled.id);
    // Without a category the list is still the unfiled threads only.
    expect((await suggestions(admin.token)).threads.map((thread) => thread.id)).not.toContain(misfiled.id);

    const unknown = await call('GET', '/api/forum/admin/suggestions?category=nowhere', admin.token);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().field).toBe('category');
    expect((await call('GET', '/api/forum/admin/suggestions?category=memes', member.token)).statusCode).toBe(
      403,
    );
  });

  it('files one thread or many in one transaction, all or none, and records it', async () => {
    const admin = await registerAdmin(t.app);
    const ids = await unfiled(admin.token, ['One', 'Two', 'Three']);
    const [one, two, three] = ids as [number, number, number];

    const single = await call('POST', '/api/forum/admin/apply', admin.token, {
      items: [{ id: one, category: 'memes', post_type: 'show-and-tell' }],
    });
    expect(single.json()).toEqual({ success: true, updated: 1 });
    const [row] = await t.app.db.select().from(forumThreads).where(eq(forumThreads.id, one));
    expect(row).toMatchObject({ category: 'memes', section: 'community', postType: 'show-and-tell' });

    // One missing thread: nothing is filed.
    const partial = await call('POST', '/api/forum/admin/apply', admin.token, {
      items: [
        { id: two, category: 'feedback' },
        { id: 999_999, category: 'feedback' },
      ],
    });
    expect(partial.statusCode).toBe(404);
    expect(partial.json()).toEqual({ error: 'Thread 999999 not found', field: 'items' });
    const [untouched] = await t.app.db.select().from(forumThreads).where(eq(forumThreads.id, two));
    expect(untouched?.category).toBeNull();

    const bulk = await call('POST', '/api/forum/admin/apply', admin.token, {
      items: [
        { id: two, category: 'feedback' },
        { id: three, category: 'how-to', post_type: 'question' },
      ],
    });
    expect(bulk.json()).toEqual({ success: true, updated: 2 });
    const left = (await suggestions(admin.token)).threads.map((thread) => thread.id);
    for (const id of ids) expect(left).not.toContain(id);
    // Filed threads show up in their category.
    const listed = (await call('GET', '/api/forum/threads?category=how-to&sort=new', admin.token)).json();
    expect(listed.threads.map((thread: { id: number }) => thread.id)).toContain(three);

    const audit = (await call('GET', '/api/admin/audit?action=forum.file_threads', admin.token)).json();
    expect(audit.entries[0]).toMatchObject({ actor_id: admin.user.id, target_id: `${two},${three}` });

    for (const [body, field] of [
      [{ items: [] }, 'items'],
      [{ items: [{ id: two, category: 'nowhere' }] }, 'items.0.category'],
      [{ items: [{ id: two, category: 'feedback', post_type: 'rant' }] }, 'items.0.post_type'],
      [{ items: Array.from({ length: 101 }, () => ({ id: two, category: 'feedback' })) }, 'items'],
    ] as const) {
      const bad = await call('POST', '/api/forum/admin/apply', admin.token, body);
      expect(bad.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(bad.json().field).toBe(field);
    }
  });
});
