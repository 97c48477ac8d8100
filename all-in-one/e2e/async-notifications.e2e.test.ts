// Async players coming back (issue 42), in Chromium against the real all-in-one server: the header's badge
// counts the async games waiting on the member's move, and the lobby lists those first, then by deadline.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type CardGameSite, type Member, startCardGameSite } from './card-game-site.ts';

describe('async games waiting on the member', () => {
  let site: CardGameSite;
  beforeAll(async () => {
    site = await startCardGameSite();
  });
  afterEach(() => site.cleanUp());
  afterAll(() => site?.close());

  /** Makes it `player`'s move in the match (the other ends their turn if it is theirs). */
  async function moveTo(matchId: string, player: Member, opponent: Member) {
    const view = await site.api<{ you: string; current_turn: string }>(
      player,
      'GET',
      `/api/card/matches/${matchId}`,
    );
    if (view.current_turn !== view.you)
      await site.api(opponent, 'POST', `/api/card/matches/${matchId}/end-turn`);
  }

  it("shows the games waiting on the member's move in the header, and lists them first in the lobby", async () => {
    const [me, early, late] = [
      await site.register('me'),
      await site.register('early'),
      await site.register('late'),
    ];
    // The rival's move in the first match, then mine in the second: mine runs out later, yet comes first.
    const theirs = await site.startMatch('async', me, early);
    await moveTo(theirs, early, me);
    const mine = await site.startMatch('async', late, me);
    await moveTo(mine, me, late);

    const { page, errors } = await site.openAs(me, '/card-game-lobby');
    const badge = page.getByRole('link', { name: '1 game waits on your move' });
    await badge.waitFor();
    expect(await badge.textContent()).toContain('1');
    const items = page.locator('.active-game');
    await expect.poll(() => items.count()).toBe(2);
    expect(await items.nth(0).textContent()).toContain(late.user.username);
    expect(await items.nth(0).textContent()).toMatch(/Your Turn/i);
    expect(await items.nth(1).textContent()).toContain(early.user.username);
    // Each with its time left.
    for (const index of [0, 1]) expect(await items.nth(index).textContent()).toMatch(/\d.* left/);

    // Once the member has moved, the badge goes on the next page.
    await site.api(me, 'POST', `/api/card/matches/${mine}/end-turn`);
    await page.getByRole('link', { name: 'Notifications' }).first().click();
    await page.waitForURL(/\/notifications$/);
    await badge.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });
});
