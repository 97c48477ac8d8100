// Aborted card battles in a real browser (issue 43): a match forfeited before each player has ended a turn of
// their own wins no one, and every place that shows it says 'Aborted': both end screens, the profile's history,
// the replay and the notification of a player who was not on the board.
import { describe, expect, it } from 'vitest';
import { cardGameSuite, waitForBoard } from './card-game-site.ts';
import { artifactPath } from './support.ts';

const site = cardGameSuite();

const NOTHING_CHANGED = 'no rating change, no points';

describe('aborted card battles', () => {
  it('an aborted match says Aborted on both end screens, in the history and on the replay', async () => {
    const [alice, bob] = await Promise.all([site.register('alice'), site.register('bob')]);
    const matchId = await site.startMatch('blitz', alice, bob);
    // One turn ended (by whoever starts), then alice forfeits: the player second to move never ended a turn.
    await site.endTurnOfWhoeverPlays(matchId, [alice, bob]);
    const [a, b] = await Promise.all([
      site.openAs(alice, `/card-game/${matchId}`),
      site.openAs(bob, `/card-game/${matchId}`),
    ]);
    await Promise.all([waitForBoard(a.page), waitForBoard(b.page)]);
    await a.page.getByRole('button', { name: 'Forfeit' }).click();
    await a.page
      .getByRole('dialog', { name: 'Forfeit this game?' })
      .getByRole('button', { name: 'Forfeit Game' })
      .click();

    const [quitter, stayer] = [
      a.page.getByRole('dialog', { name: 'Aborted' }),
      b.page.getByRole('dialog', { name: 'Aborted' }),
    ];
    await Promise.all([quitter.waitFor(), stayer.waitFor()]);
    expect(await quitter.locator('.game-over__reason').textContent()).toBe(
      `You forfeited before each player had ended a turn: ${NOTHING_CHANGED}.`,
    );
    expect(await stayer.locator('.game-over__reason').textContent()).toBe(
      `${alice.user.username} forfeited before each player had ended a turn: ${NOTHING_CHANGED}.`,
    );
    for (const page of [a.page, b.page]) {
      expect(await page.locator('.turn-banner--over span').textContent()).toBe('Game Over · Aborted');
      // The battle log's last line too.
      await page
        .getByText(`Match aborted: ${alice.user.username} forfeited before each player had ended a turn`)
        .waitFor();
    }
    // Neither screen says anyone won or lost, nor shows a rating line.
    expect(await b.page.getByRole('dialog', { name: /You Win|You Lose/ }).count()).toBe(0);
    expect(await stayer.getByTestId('match-rating').count()).toBe(0);
    expect(await stayer.getByRole('link', { name: 'Watch the replay' }).getAttribute('href')).toBe(
      `/card-game/${matchId}/replay`,
    );
    await b.page.screenshot({ path: artifactPath('card-aborted-end-screen.png') });
    expect([...a.errors, ...b.errors]).toEqual([]);

    // Bob's public profile lists it as aborted; the replay's last step says so and why.
    const profile = await site.openAs(null, `/user/${bob.user.id}`);
    const row = profile.page.locator(`.match-history__row[data-match-id="${matchId}"]`);
    await row.waitFor();
    expect(await row.locator('.match-history__result').textContent()).toBe('Aborted');
    // It changed no rating: the row shows none (not a '±0').
    expect(await row.locator('.match-history__rating').textContent()).toBe('—');
    // The row's Replay opens the replay.
    await row.getByRole('link', { name: `Replay of the match against ${alice.user.username}` }).click();
    await profile.page.waitForURL(/\/replay$/);
    await profile.page.getByTestId('replay').waitFor();
    await profile.page.getByRole('button', { name: 'Last' }).click();
    await profile.page
      .getByTestId('replay-step')
      .getByText(`Game Over · Aborted: ${alice.user.username} forfeited before each player had ended a turn`)
      .waitFor();
    expect(new URL(profile.page.url()).pathname).toBe(`/card-game/${matchId}/replay`);
    expect(profile.errors).toEqual([]);
  });

  it('tells a player who was not on the board that their match was aborted, not won or lost', async () => {
    const [alice, bob] = await Promise.all([site.register('alice'), site.register('bob')]);
    const matchId = await site.startMatch('async', alice, bob);
    // Nobody has the board open: the forfeit on the first turn is told to both as a notification.
    await site.api(alice, 'POST', `/api/card/matches/${matchId}/forfeit`);

    const { page, errors } = await site.openAs(bob, '/notifications');
    const told = page.getByRole('link', {
      name: `Your match against ${alice.user.username} was aborted (forfeit): ${NOTHING_CHANGED}`,
    });
    await told.waitFor();
    expect(await told.getAttribute('href')).toBe(`/card-game/${matchId}`);
    expect(await page.getByText(/You (won|lost) against/).count()).toBe(0);
    await page.screenshot({ path: artifactPath('card-aborted-notification.png') });
    expect(errors).toEqual([]);
  });
});
