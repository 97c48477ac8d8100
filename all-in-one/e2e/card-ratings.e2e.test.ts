// Card battle ratings in a real browser: a played match's end screen shows each player's new rating and its
// change (and the profile and lobby show the rating and the match), and the leaderboard's Blitz tab ranks
// settled ratings.
import { cardRatings } from '@app/db';
import { describe, expect, it } from 'vitest';
import { cardGameSuite, forfeitFrom, type Member } from './card-game-site.ts';
import { artifactPath } from './support.ts';

const site = cardGameSuite();

describe('card battle ratings', () => {
  it("shows each player's new rating and its change on the end screen", async () => {
    const {
      players: [alice, bob],
      matchId,
      a,
      b,
    } = await site.countingMatchOnBoards();

    await forfeitFrom(a.page);
    const lost = a.page.getByRole('dialog', { name: 'You Lose' }).getByTestId('match-rating');
    const won = b.page.getByRole('dialog', { name: 'You Win!' }).getByTestId('match-rating');
    await Promise.all([lost.waitFor(), won.waitFor()]);

    // Two new players: provisional ratings (`?`), one up by what the other lost (each rounded).
    const [wonText, lostText] = [await won.textContent(), await lost.textContent()];
    const gain = Number(/^Rating (\d+)\? \+(\d+)$/.exec(wonText ?? '')?.[2]);
    const loss = Number(/^Rating (\d+)\? −(\d+)$/.exec(lostText ?? '')?.[2]);
    expect(gain).toBeGreaterThan(100);
    expect(Math.abs(gain - loss)).toBeLessThanOrEqual(1);
    const ratings = await site.api<{ ratings: { blitz: { rating: number } } }>(
      null,
      'GET',
      `/api/users/${bob.user.id}/ratings`,
    );
    expect(wonText).toBe(`Rating ${ratings.ratings.blitz.rating}? +${gain}`);
    await b.page.screenshot({ path: artifactPath('card-ratings-end-screen.png') });
    expect([...a.errors, ...b.errors]).toEqual([]);

    // The winner's public profile: their rating, and the match in their history with its rating change.
    const profile = await site.openAs(null, `/user/${bob.user.id}`);
    const row = profile.page.locator(`.match-history__row[data-match-id="${matchId}"]`);
    await row.waitFor();
    expect(await row.locator('.match-history__result').textContent()).toBe('Win');
    expect(await row.locator('.match-history__opponent').textContent()).toBe(`vs ${alice.user.username}`);
    expect(await row.locator('.match-history__rating').textContent()).toBe(
      `${ratings.ratings.blitz.rating} (+${gain})`,
    );
    const blitz = profile.page.locator('.member-ratings__mode[data-mode="blitz"] .member-ratings__value');
    expect(await blitz.textContent()).toBe(`${ratings.ratings.blitz.rating}?`);
    // The loser's lobby shows their own rating.
    const lobby = await site.openAs(alice, '/card-game-lobby');
    await lobby.page.getByRole('heading', { name: 'Your Rating' }).waitFor();
    const own = lobby.page.locator('.member-ratings__mode[data-mode="blitz"] .member-ratings__value');
    await own.waitFor();
    expect(await own.textContent()).toMatch(/^\d+\?$/);
    expect([...profile.errors, ...lobby.errors]).toEqual([]);
  });

  it('ranks settled blitz ratings on the Blitz tab of the leaderboard', async () => {
    const [top, next, unsettled] = await Promise.all([
      site.register('top'),
      site.register('next'),
      site.register('unsettled'),
    ]);
    const rated = (member: Member, rating: number, rd: number) => ({
      userId: member.user.id,
      mode: 'blitz' as const,
      rating,
      rd,
      volatility: 0.06,
      games: 30,
      wins: 20,
    });
    // Settled ratings take dozens of matches; these members are given theirs.
    await site.db
      .insert(cardRatings)
      .values([rated(top, 2400, 70), rated(next, 2350, 90), rated(unsettled, 2500, 200)]);

    const { page, errors } = await site.openAs(null, '/leaderboard');
    await page.getByRole('heading', { name: 'Memory Game Leaderboard', level: 1 }).waitFor();
    await page.getByRole('navigation', { name: 'Leaderboards' }).getByRole('link', { name: 'Blitz' }).click();
    await page.waitForURL(/\/leaderboard\?tab=blitz$/);
    await page.getByRole('heading', { name: 'Blitz Leaderboard', level: 1 }).waitFor();
    const rows = page.locator('.card-leaderboard .leaderboard__row');
    await rows.first().waitFor();
    const names = await rows.locator('.leaderboard__name').allTextContents();
    expect(names.slice(0, 2)).toEqual([top.user.username, next.user.username]);
    expect(names).not.toContain(unsettled.user.username);
    expect(await rows.first().locator('.leaderboard__score').textContent()).toBe('2400');
    await page.screenshot({ path: artifactPath('card-ratings-leaderboard.png') });
    expect(errors).toEqual([]);
  });
});
