import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { artifactPath, browserSuite } from './support.ts';

// A lower pace limit than the default 150 ms: a scripted player with perfect memory and a lucky deal
// could otherwise average faster than that. The rule itself is tested through the API.
const { url, openPage, newMember, logIn } = browserSuite({ MEMORY_MIN_FLIP_MS: '20' });

/** The face a card shows once flipped, read from its label as a screen reader would. */
async function faceOf(card: Locator) {
  await expect
    .poll(async () => /: (.+)$/.exec((await card.getAttribute('aria-label')) ?? '')?.[1])
    .toBeTruthy();
  return /: (.+)$/.exec((await card.getAttribute('aria-label')) ?? '')?.[1] as string;
}

/** Plays to the end as a person with a good memory: flip an unknown card, then its seen partner or another. */
async function playToTheEnd(page: Page, seen = new Map<number, string>(), matched = new Set<number>()) {
  const cards = page.getByRole('group', { name: 'Cards' }).getByRole('button');
  await expect.poll(() => cards.count()).toBe(16);
  const partnerOf = (index: number, face: string) =>
    [...seen].find(([other, otherFace]) => other !== index && otherFace === face && !matched.has(other))?.[0];
  const unknown = () => [...Array(16).keys()].find((index) => !seen.has(index) && !matched.has(index));
  const flip = async (index: number) => {
    await cards.nth(index).click();
    const face = await faceOf(cards.nth(index));
    seen.set(index, face);
    return face;
  };
  while (matched.size < 16) {
    const knownPair = [...seen].find(
      ([index, face]) => !matched.has(index) && partnerOf(index, face) !== undefined,
    );
    const first = knownPair ? knownPair[0] : (unknown() as number);
    const face = await flip(first);
    const second = partnerOf(first, face) ?? (unknown() as number);
    const secondFace = await flip(second);
    if (secondFace === face) {
      matched.add(first).add(second);
    } else {
      // A mismatch turns both back after 800 ms; the next move waits for that, as a player does.
      await expect
        .poll(() => cards.nth(second).getAttribute('aria-pressed'), { timeout: 5_000 })
        .toBe('false');
    }
  }
}

describe('the memory game in the browser', () => {
  it('is played to the end by clicking, submitted, and shown on the leaderboard and the profile', async () => {
    const { id, username } = await newMember('mem');
    const page = await openPage('/login');
    await logIn(page, username);

    // The header's Dopamine menu leads to the game.
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Dopamine/ })
      .click();
    await page.getByRole('banner').getByRole('link', { name: 'Mini Game', exact: true }).click();
    await page.waitForURL(url('/game'));
    await playToTheEnd(page);

    await page.getByRole('status').filter({ hasText: 'You found every pair in' }).waitFor();
    const heading = await page.getByRole('heading', { name: /^Score: \d+$/ }).textContent();
    const score = Number(/\d+/.exec(heading ?? '')?.[0]);
    const moves = Number(
      /in (\d+) moves/.exec((await page.getByRole('status').first().textContent()) ?? '')?.[1],
    );
    expect(score).toBe(Math.max(100 - 5 * moves, 10));
    await page.screenshot({ path: artifactPath('memory-game-finished.png'), fullPage: true });
    // The success message goes after 3 s; the score and the buttons stay.
    await page.getByText('You found every pair in').waitFor({ state: 'detached', timeout: 10_000 });

    await page.getByRole('button', { name: 'Submit Score' }).click();
    const submitted = Date.now();
    await page.getByText('Score submitted!').waitFor();
    expect(await page.getByRole('button', { name: 'Score Submitted' }).isDisabled()).toBe(true);
    // The success message goes after 3 s (product spec 3 §9); the disabled button says the score is in.
    await page.getByText('Score submitted!').waitFor({ state: 'detached', timeout: 6_000 });
    expect(Date.now() - submitted).toBeGreaterThanOrEqual(2_900);
    expect(await page.getByRole('button', { name: 'Score Submitted' }).isDisabled()).toBe(true);

    await page.getByRole('link', { name: 'See the leaderboard' }).click();
    await page.waitForURL(url('/leaderboard'));
    const mine = page.locator('.leaderboard__row.is-me');
    await mine.waitFor();
    expect(await mine.locator('.leaderboard__name').textContent()).toBe(username);
    expect(await mine.locator('.leaderboard__score').textContent()).toBe(String(score));
    const rank = Number((await mine.locator('.leaderboard__rank').textContent())?.slice(1));

    await page.goto(url(`/user/${id}`));
    await page.getByText(`Puzzle Score: ${score} (Rank #${rank})`).waitFor();

    // Play Again deals a fresh board.
    await page.goto(url('/game'));
    const cards = page.getByRole('group', { name: 'Cards' }).getByRole('button');
    await expect.poll(() => cards.count()).toBe(16);
    expect(await page.getByRole('button', { pressed: true }).count()).toBe(0);
  });

  it('lets a visitor play with the keyboard on a phone, and asks them to log in to submit', async () => {
    const page = await openPage('/game', { width: 375, height: 800 });
    const cards = page.getByRole('group', { name: 'Cards' }).getByRole('button');
    await expect.poll(() => cards.count()).toBe(16);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // Arrow keys move over the grid; Enter flips the focused card.
    await cards.nth(0).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Card 6, face down',
    );
    await page.keyboard.press('Enter');
    const sixth = await faceOf(cards.nth(5));
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press(' ');
    const fifth = await faceOf(cards.nth(4));
    const seen = new Map([
      [5, sixth],
      [4, fifth],
    ]);
    const matched = new Set<number>();
    if (sixth === fifth) matched.add(4).add(5);
    else await expect.poll(() => cards.nth(4).getAttribute('aria-pressed'), { timeout: 5_000 }).toBe('false');

    await playToTheEnd(page, seen, matched);
    await page.getByText('Please log in to submit a score.').waitFor();
    expect(await page.getByRole('button', { name: 'Submit Score' }).count()).toBe(0);
  });
});
