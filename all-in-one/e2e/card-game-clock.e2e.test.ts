import { describe, expect, it } from 'vitest';
import { cardGameSuite, DESKTOP, isMyTurn, PHONE, waitForBoard } from './card-game-site.ts';

/**
 * The blitz clock in real browsers, on a server of its own whose blitz turns last 6 seconds
 * (BLITZ_TURN_SECONDS; the rules are otherwise unchanged). A file of its own because Colyseus' matchmaker
 * is one per process, and only this test wants short turns.
 */

const site = cardGameSuite({ BLITZ_TURN_SECONDS: '6' });

describe('the blitz clock', () => {
  it('running out ends the turn on both screens, counted on the server clock', async () => {
    const {
      players: [dana, eve],
      matchId,
    } = await site.pairInMatch('blitz', ['dana', 'eve']);
    // Both browsers' clocks are 5 minutes slow: the timer still counts on the server's time (on
    // their own clocks it would show about 5:06).
    const [a, b] = await Promise.all([
      site.openAs(dana, `/card-game/${matchId}`, DESKTOP, -5 * 60_000),
      site.openAs(eve, `/card-game/${matchId}`, PHONE, -5 * 60_000),
    ]);
    await Promise.all([waitForBoard(a.page), waitForBoard(b.page)]);
    const [slow, other] = (await isMyTurn(a.page)) ? [a.page, b.page] : [b.page, a.page];
    await slow.locator('.blitz-timer').waitFor();
    expect(await slow.locator('.blitz-timer__value').textContent()).toMatch(/^0:0[0-6]$/);
    // Nobody moves: when the 6 s turn is over (plus the server's check) both banners flip.
    await slow.locator('.turn-banner--theirs').waitFor({ timeout: 20_000 });
    await other.locator('.turn-banner--mine').waitFor();
    await slow.locator('.player-panel--me').getByText('Timeouts 1 / 3').waitFor();
    await other.locator('.player-panel--opponent').getByText('Timeouts 1 / 3').waitFor();
    await other.getByRole('button', { name: 'Forfeit' }).click();
    await other.getByRole('dialog').getByRole('button', { name: 'Forfeit Game' }).click();
    // The slow player's only turn ran out and the other forfeits before ending one: the match is aborted.
    await other.getByRole('dialog', { name: 'Aborted' }).waitFor();
    expect([...a.errors, ...b.errors]).toEqual([]);
  });
});
