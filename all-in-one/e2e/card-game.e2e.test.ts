import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  cardGameSuite,
  forfeitFrom,
  fullShot,
  gameOverReason,
  isMyTurn,
  PHONE,
  waitForBoard,
} from './card-game-site.ts';
import { artifactPath } from './support.ts';

/**
 * The card battle in a real browser against the real all-in-one server, with the rules' own turn
 * lengths, so no move races a clock; the blitz clock has a file of its own (card-game-clock.e2e.test.ts).
 */

/** How the rules end a game; a clock or a forfeit is not one of them. */
const NATURAL_ENDS = [
  'reached_10_buy_power',
  'tie_both_reached_10',
  'opponent_no_cards',
  'more_buy_power',
  'tie',
];

const site = cardGameSuite();

/**
 * Whoever's turn it is plays a playable card, or ends the turn, until a result shows on both boards.
 * Turns are the rules' 45 s, so no move races the clock; a click or a confirmation that fails fails
 * the test.
 */
async function playUntilOver(a: Page, b: Page, budgetMs = 120_000) {
  const deadline = Date.now() + budgetMs;
  let moves = 0;
  const settled = '.turn-banner--mine, .game-over__reason';
  while (Date.now() < deadline) {
    if ((await gameOverReason(a).isVisible()) && (await gameOverReason(b).isVisible())) return moves;
    // Between turns: wait until one board has the turn or the game is over.
    await Promise.any([a.locator(settled).first().waitFor(), b.locator(settled).first().waitFor()]);
    const actor = (await isMyTurn(a)) ? a : (await isMyTurn(b)) ? b : null;
    if (!actor) {
      await Promise.all([gameOverReason(a).waitFor(), gameOverReason(b).waitFor()]);
      continue;
    }
    const playable = actor.locator('.hand-card.is-playable').first();
    if ((await playable.count()) > 0) {
      const played = await actor.locator('.played__list').first().locator('li').count();
      await playable.click();
      // Confirmed by the server: nothing pending any more, and the card is in the played pile (or the
      // card ended the turn or the game).
      await actor.waitForFunction(
        (before) =>
          !document.querySelector('.played__card.is-pending') &&
          (document.querySelectorAll('.played__list')[0]?.querySelectorAll('li').length !== before ||
            !document.querySelector('.turn-banner--mine')),
        played,
      );
    } else {
      await actor.getByRole('button', { name: 'End Turn' }).click();
      await actor.locator('.turn-banner--mine').waitFor({ state: 'detached' });
    }
    moves += 1;
  }
  throw new Error(`the game did not finish in ${budgetMs} ms (${moves} moves)`);
}

describe('card battle', () => {
  it('two members meet in the blitz queue and play to the end the rules set', {
    timeout: 180_000,
  }, async () => {
    // Members of its own: the lobby starts with no active games whatever ran before.
    const [ann, ben] = await Promise.all([site.register('ann'), site.register('ben')]);
    const a = await site.openAs(ann, '/card-game-lobby');
    await a.page.getByRole('heading', { name: 'Card Game Lobby', level: 1 }).waitFor();
    await a.page.getByRole('heading', { name: /Your Active Games/ }).waitFor();
    expect(await a.page.locator('.count-pill').first().textContent()).toBe('0');
    await a.page.getByRole('heading', { name: /Complete Game Guide/ }).click();
    await a.page.getByRole('heading', { name: 'Victory conditions' }).waitFor();
    expect(await a.page.getByRole('button', { name: 'Manage Decks' }).count()).toBe(1);
    await fullShot(a.page, 'card-game-lobby.png');

    await a.page.getByRole('button', { name: 'Join Blitz Queue' }).click();
    await a.page.getByText('Waiting for blitz opponent...').waitFor();
    const otherButton = a.page.getByRole('button', { name: 'Searching Blitz...' });
    expect(await otherButton.isDisabled()).toBe(true);
    await a.page.getByRole('button', { name: 'Cancel' }).waitFor();
    await a.page.screenshot({ path: artifactPath('card-game-lobby-searching.png') });

    const b = await site.openAs(ben, '/card-game-lobby', PHONE);
    await b.page.getByRole('button', { name: 'Join Blitz Queue' }).click();
    await Promise.all([
      a.page.waitForURL(/\/card-game\/[^/]+$/, { timeout: 15_000 }),
      b.page.waitForURL(/\/card-game\/[^/]+$/, { timeout: 15_000 }),
    ]);
    expect(new URL(a.page.url()).pathname).toBe(new URL(b.page.url()).pathname);
    await Promise.all([waitForBoard(a.page), waitForBoard(b.page)]);

    // Exactly one of them has the turn; both boards show the spec's sections.
    expect([await isMyTurn(a.page), await isMyTurn(b.page)].filter(Boolean)).toHaveLength(1);
    for (const { page } of [a, b]) {
      await page.getByText('Your Played Cards:').waitFor();
      await page.getByText('Opponent Played Cards:').waitFor();
      expect(await page.getByText('No cards played yet').count()).toBe(2);
      await page.getByText('Timeouts 0 / 3').first().waitFor();
      await page.getByText('Battle Log').waitFor();
    }
    expect(await a.page.getByText(`${ben.user.username}`, { exact: true }).count()).toBeGreaterThan(0);
    const endTurnA = a.page.getByRole('button', { name: 'End Turn' });
    expect(await endTurnA.isDisabled()).toBe(!(await isMyTurn(a.page)));
    // The phone layout has the compact stats bar.
    const stats = b.page.locator('.match-stats-bar');
    expect(await stats.isVisible()).toBe(true);
    expect(await stats.textContent()).toMatch(/BP.*ENERGY.*OPP BP.*TIME/);
    expect(await a.page.locator('.match-stats-bar').isVisible()).toBe(false);

    // A play out of turn is refused with the server's alert.
    const waiting = (await isMyTurn(a.page)) ? b.page : a.page;
    const handBefore = await waiting.locator('.hand-card').count();
    // The card reads disabled (aria-disabled) on the opponent's turn but can still be tapped.
    await waiting.locator('.hand-card').first().click({ force: true });
    await waiting.getByRole('alert').getByText("It's not your turn").waitFor({ timeout: 3000 });
    expect(await waiting.locator('.hand-card').count()).toBe(handBefore);

    const mover = (await isMyTurn(a.page)) ? a.page : b.page;
    const card = mover.locator('.hand-card.is-playable').first();
    await card.click();
    await mover.locator('.played__list').first().locator('li').first().waitFor();
    await b.page.screenshot({ path: artifactPath('card-game-board-375-viewport.png') });
    await fullShot(a.page, 'card-game-board-desktop.png');
    await fullShot(b.page, 'card-game-board-375.png');

    await playUntilOver(a.page, b.page);
    // Ended by the rules (Buy Power, cards or the turn limit), never by a clock or a forfeit.
    const reasonCode = await gameOverReason(a.page).getAttribute('data-win-reason');
    expect(NATURAL_ENDS).toContain(reasonCode);
    expect(await gameOverReason(b.page).getAttribute('data-win-reason')).toBe(reasonCode);
    const reasons = [await gameOverReason(a.page).textContent(), await gameOverReason(b.page).textContent()];
    for (const reason of reasons) expect(reason).toMatch(/won|tie/i);
    await a.page.screenshot({ path: artifactPath('card-game-over.png') });
    await b.page.screenshot({ path: artifactPath('card-game-over-375.png') });

    // Play Again goes back to the lobby.
    await a.page.getByRole('link', { name: 'Play Again' }).click();
    await a.page.waitForURL(/\/card-game-lobby$/);
    await a.page.getByRole('heading', { name: 'Card Game Lobby', level: 1 }).waitFor();
    await a.page.getByRole('button', { name: 'Join Blitz Queue' }).waitFor();
    // The lobby stays put (the match found earlier does not send it back to the board): once the lobby has
    // loaded the active games (none: the match is over), a stale match would have redirected already.
    await a.page.locator('.count-pill').first().getByText('0', { exact: true }).waitFor();
    expect(new URL(a.page.url()).pathname).toBe('/card-game-lobby');
    expect([...a.errors, ...b.errors]).toEqual([]);
  });

  it('a forfeit ends the game on both boards with the reason', async () => {
    // Both end a turn of their own first: a match forfeited before that is aborted (card-aborted.e2e.test.ts).
    const {
      players: [, bob],
      a,
      b,
    } = await site.countingMatchOnBoards((matchId) => `/card-match?matchId=${matchId}`);
    await forfeitFrom(a.page);
    await a.page.getByRole('dialog', { name: 'You Lose' }).waitFor();
    await b.page.getByRole('dialog', { name: 'You Win!' }).waitFor();
    expect(await gameOverReason(a.page).textContent()).toBe(`${bob.user.username} won: you forfeited.`);
    expect(await gameOverReason(b.page).textContent()).toBe('You won: opponent forfeited.');
    await b.page.screenshot({ path: artifactPath('card-game-over-forfeit.png') });
    await b.page.getByRole('dialog').getByRole('link', { name: 'Back to Lobby' }).click();
    await b.page.waitForURL(/\/card-game-lobby$/);
    expect([...a.errors, ...b.errors]).toEqual([]);
  });

  it('an async match survives closing the page and a dropped connection', async () => {
    const {
      players: [alice, bob],
      matchId,
    } = await site.pairInMatch('async');
    const probe = await site.openAs(alice, `/card-game/${matchId}`);
    await waitForBoard(probe.page);
    const member = (await isMyTurn(probe.page)) ? alice : bob;
    await probe.context.close();

    // The lobby lists it with its countdown and a way back in.
    const lobby = await site.openAs(member, '/card-game-lobby');
    const item = lobby.page.locator('.active-game').filter({ hasText: 'Async' }).first();
    await item.waitFor();
    expect(await item.textContent()).toMatch(/Async.*Your Turn.*(23h 59m|24h 0m) left/);
    expect(await lobby.page.locator('.mode-card--async').textContent()).toContain('Your async games: 1 / 3');
    await item.getByRole('link', { name: 'Continue Game' }).click();
    await lobby.page.waitForURL(new RegExp(`/card-game/${matchId}$`));
    const first = lobby.page;
    await waitForBoard(first);
    expect(await first.locator('.blitz-timer').count()).toBe(0);
    const card = first.locator('.hand-card.is-playable').first();
    const cardId = await card.getAttribute('data-card-id');
    await card.click();
    const mine = first.locator('.played__list').first();
    await mine.locator('li').first().waitFor();
    await first.waitForFunction(() => !document.querySelector('.played__card.is-pending'));
    await lobby.context.close();

    // Days later, in a new page: the move is still there and the game goes on.
    const again = await site.openAs(member, `/card-game/${matchId}`, PHONE);
    await waitForBoard(again.page);
    const played = again.page.locator('.played__list').first().locator('li');
    await played.first().waitFor();
    expect(await played.count()).toBe(1);
    expect(cardId).toBeTruthy();
    expect(await played.first().getAttribute('data-card-id')).toBe(cardId);

    // The connection drops: 'Reconnecting...', then the board is back and a move works.
    await again.page.evaluate(() => {
      for (const socket of (window as unknown as { __sockets: WebSocket[] }).__sockets) socket.close();
    });
    await again.page.getByText('Reconnecting...').waitFor({ timeout: 5000 });
    await again.page.getByText('Reconnecting...').waitFor({ state: 'detached', timeout: 15_000 });
    await again.page.getByRole('button', { name: 'End Turn' }).click();
    await again.page.locator('.turn-banner--theirs').waitFor();
    expect([...again.errors]).toEqual([]);
  });

  it('an outsider, a visitor and a missing match id each get their answer', async () => {
    const [alice, bob, carol] = await Promise.all([
      site.register('alice'),
      site.register('bob'),
      site.register('carol'),
    ]);
    const matchId = await site.startMatch('async', carol, bob);
    const outsider = await site.openAs(alice, `/card-match?matchId=${matchId}`);
    await outsider.page.getByRole('heading', { name: 'You are not a player in this match' }).waitFor();
    await outsider.page.getByRole('link', { name: 'Back to Lobby' }).click();
    await outsider.page.waitForURL(/\/card-game-lobby$/);

    await outsider.page.goto(`${site.url}/card-match`);
    await outsider.page.waitForURL(/\/card-game-lobby$/);

    const visitor = await site.openAs(null, '/card-game-lobby', PHONE);
    const join = visitor.page.getByRole('button', { name: 'Please Log In' }).first();
    await join.waitFor();
    expect(await visitor.page.getByRole('button', { name: 'Please Log In' }).count()).toBe(2);
    expect(await join.getAttribute('aria-disabled')).toBe('true');
    expect(await visitor.page.getByRole('button', { name: 'Manage Decks' }).count()).toBe(0);
    // Tapping it explains why beside it, never in a dialog (an alert would block the page).
    const dialogs: string[] = [];
    visitor.page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await join.click({ force: true });
    const prompt = visitor.page.getByRole('status').filter({ hasText: 'Please log in to play' });
    await prompt.waitFor();
    expect(await join.getAttribute('aria-describedby')).toBe(await prompt.getAttribute('id'));
    await fullShot(visitor.page, 'card-game-lobby-375.png');
    // Its Log In link comes back to the lobby after logging in.
    await prompt.getByRole('link', { name: 'Log In' }).click();
    await visitor.page.waitForURL(/\/login\?returnTo=%2Fcard-game-lobby$/);
    expect(dialogs).toEqual([]);

    await visitor.page.goto(`${site.url}/card-game/${matchId}`);
    await visitor.page.getByRole('heading', { name: 'Please log in to play' }).waitFor();
    expect([...outsider.errors, ...visitor.errors]).toEqual([]);
  });
});
