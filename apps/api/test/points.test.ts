import { awardPoints } from '@app/db';
import { describe, expect, it } from 'vitest';
import { registerMember, STACKS } from '../src/testing.ts';
import { suiteTestApp } from './support.ts';

describe.each(STACKS)('points on %s', (stack) => {
  const t = suiteTestApp(stack);

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('answers the balance of the member the token names, and 401 without one', async () => {
    const member = await registerMember(t.app);
    expect((await get('/api/points/balance', member.token)).json()).toEqual({ total_points: 0 });
    const subscriber = await registerMember(t.app, { subscribe_newsletter: true });
    const balance = await get('/api/points/balance', subscriber.token);
    expect(balance.statusCode).toBe(200);
    expect(balance.json()).toEqual({ total_points: 100 });
    // The own profile tells the same total.
    const profile = await get('/api/auth/profile', subscriber.token);
    expect(profile.json().total_points).toBe(100);
    const visitor = await get('/api/points/balance');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ error: 'Please log in first' });
  });

  it("lists a member's own awards, newest first and paged, and nobody else's", async () => {
    const member = await registerMember(t.app, { subscribe_newsletter: true });
    const other = await registerMember(t.app, { subscribe_newsletter: true });
    for (let win = 1; win <= 3; win++) {
      await awardPoints(t.app.db, {
        userId: member.user.id,
        amount: 1,
        reason: 'card_game_win',
        reference: `match:test-${member.user.id}-${win}`,
      });
    }
    const all = (await get('/api/points/history', member.token)).json();
    expect(all.total).toBe(4);
    expect(
      all.entries.map((entry: { reason: string; amount: number }) => [entry.reason, entry.amount]),
    ).toEqual([
      ['card_game_win', 1],
      ['card_game_win', 1],
      ['card_game_win', 1],
      ['newsletter_signup', 100],
    ]);
    const dates = all.entries.map((entry: { created_at: string }) => Date.parse(entry.created_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const page = (await get('/api/points/history?limit=2&offset=2', member.token)).json();
    expect(page).toEqual({ entries: all.entries.slice(2), total: 4 });
    // The other member sees only their own subscription award.
    expect((await get('/api/points/history', other.token)).json().total).toBe(1);
  });

  it('refuses bad paging with the field named', async () => {
    const member = await registerMember(t.app);
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['offset=-1', 'offset'],
    ]) {
      const response = await get(`/api/points/history?${query}`, member.token);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ field });
    }
  });
});
