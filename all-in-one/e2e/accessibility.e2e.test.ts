import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type CardGameSite,
  DESKTOP,
  type Member,
  PHONE,
  startCardGameSite,
  waitForBoard,
} from './card-game-site.ts';
import { blockingAxeViolations } from './support.ts';

/**
 * axe-core on every page of the storefront and the card battle (issue #22): no serious or critical
 * violation, colour contrast included, and no skipped heading level, on a desktop and a phone screen, shopper
 * or member as the page needs. Then what keyboard users do: menus, search, links, the dice, the newsletter
 * modal; and the card easter egg's place.
 */

let site: CardGameSite;
let shopperProductPath = '';
let blogPostPath = '';

beforeAll(async () => {
  site = await startCardGameSite();
  const products = await site.api<Array<{ _id: string }>>(null, 'GET', '/products');
  shopperProductPath = `/product/${products[0]?._id}`;
  const page = await site.openAs(null, '/blog');
  const firstPost = page.page.locator('a[href^="/blog/"]').first();
  blogPostPath = (await firstPost.getAttribute('href')) ?? '';
  await page.context.close();
});
afterEach(() => site.cleanUp());
afterAll(() => site?.close());

/** The page's content is in: its main heading is shown and no loading state is left. */
async function settled(page: Page) {
  await page.locator('main h1').first().waitFor();
  await page.locator('.state-block--loading').first().waitFor({ state: 'detached' });
}

/** The page's serious and critical violations, one line per rule with its first offending elements. */
async function violationsOf(member: Member | null, path: string, viewport = DESKTOP) {
  const { page, errors } = await site.openAs(member, path, viewport);
  await settled(page);
  const found = (await blockingAxeViolations(page)).map(
    ({ rule, elements }) => `${rule} (${elements.length}×): ${elements.slice(0, 3).join(' | ')}`,
  );
  expect(errors).toEqual([]);
  return found;
}

/** Every public page of the storefront; paths of demo content are read once the server is up. */
const storefrontPages: Array<[string, () => string]> = [
  ['home', () => '/'],
  ['collections', () => '/collections'],
  ['a collection', () => '/collections/tech-gadgets'],
  ['a product', () => shopperProductPath],
  ['search results', () => '/search?q=lamp'],
  ['drops', () => '/drops'],
  ['blog', () => '/blog'],
  ['a blog post', () => blogPostPath],
  ['login', () => '/login'],
  ['register', () => '/register'],
];

describe('storefront pages have no serious or critical violations', () => {
  it.each(storefrontPages)('%s, on a desktop screen', async (_name, path) => {
    expect(await violationsOf(null, path())).toEqual([]);
  });

  it.each(storefrontPages)('%s, on a phone screen', async (_name, path) => {
    expect(await violationsOf(null, path(), PHONE)).toEqual([]);
  });

  it('submit, for a member', async () => {
    const member = await site.register('a11y_submit');
    expect(await violationsOf(member, '/submit')).toEqual([]);
  });
});

describe('card battle pages have no serious or critical violations', () => {
  it('lobby and deck builder', async () => {
    const ann = await site.register('a11y_lobby');
    expect(await violationsOf(ann, '/card-game-lobby')).toEqual([]);
    expect(await violationsOf(ann, '/deck-builder')).toEqual([]);
  });

  it('board, during a match', async () => {
    const ann = await site.register('a11y_ann');
    const bob = await site.register('a11y_bob');
    const matchId = await site.startMatch('async', ann, bob);
    const { page, errors } = await site.openAs(ann, `/card-game/${matchId}`);
    await waitForBoard(page);
    expect(await blockingAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

/** What has keyboard focus: its tag, accessible name or text, and whether it is the page's main heading. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      name: (element?.getAttribute('aria-label') || element?.textContent || '').trim(),
      inMenu: Boolean(element?.closest('.nav-dropdown__menu')),
      isMainHeading: element === document.querySelector('main h1'),
    };
  });
}

/**
 * How long a poll waits for the page to settle after a key press: the router renders the new page in a
 * transition, which a saturated machine may put off well past expect.poll's default second.
 */
const SETTLE = { timeout: 15_000 };

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The text the page announced to screen readers after a navigation. */
const announced = (page: Page) => page.locator('.route-announcer').textContent();

describe('keyboard-only use', () => {
  it('a dropdown keeps its links out of the tab order until it is opened, and Escape returns to its button', async () => {
    const { page } = await site.openAs(null, '/');
    await settled(page);
    const toggle = page.getByRole('button', { name: 'Collections', exact: true });
    await mainNav(page).getByRole('link', { name: 'Home', exact: true }).focus();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'button', name: 'Collections' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    // Tab goes on to the bar's next link, not into the closed menu.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'a', name: 'Drops 🔥', inMenu: false });

    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await focused(page)).inMenu, SETTLE).toBe(true);
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await focused(page)).toMatchObject({ tag: 'button', name: 'Collections' });
  });

  it('the header search opens, closes with Escape back to its button, and searches; focus lands on the results heading', async () => {
    const { page } = await site.openAs(null, '/');
    await settled(page);
    await page.getByRole('button', { name: 'Search', exact: true }).focus();
    await page.keyboard.press('Enter');
    const field = page.getByRole('searchbox', { name: 'Search products' });
    await field.waitFor();
    expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.type('zzz');
    await page.keyboard.press('Escape');
    await field.waitFor({ state: 'detached' });
    expect(await focused(page)).toMatchObject({ tag: 'button', name: 'Search' });

    await page.keyboard.press('Enter');
    await field.waitFor();
    // The box kept the words typed before Escape: replace them.
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('lamp');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=lamp$/);
    await expect.poll(async () => (await focused(page)).isMainHeading, SETTLE).toBe(true);
    expect(await focused(page)).toMatchObject({ tag: 'h1', name: 'Search Results' });
    await expect.poll(() => announced(page), SETTLE).toBe(await page.title());
  });

  it('following a link moves focus to the new page heading and announces the page', async () => {
    const { page } = await site.openAs(null, '/');
    await settled(page);
    await mainNav(page).getByRole('link', { name: 'Drops 🔥' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/drops$/);
    await expect.poll(async () => (await focused(page)).isMainHeading, SETTLE).toBe(true);
    await expect.poll(() => announced(page), SETTLE).toBe(await page.title());
    expect(await announced(page)).not.toBe('');
  });

  it('the dice rolls from the keyboard and lands on a product whose heading gets focus', async () => {
    const { page } = await site.openAs(null, '/');
    await settled(page);
    await page.getByRole('button', { name: 'Roll the dice and land on a random product' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/product\//);
    await expect.poll(async () => (await focused(page)).isMainHeading, SETTLE).toBe(true);
    const heading = await page.locator('main h1').textContent();
    expect((await focused(page)).name).toBe(heading?.trim());
  });

  it('the newsletter modal is used by keyboard alone: focus stays inside, Enter subscribes', async () => {
    const { page } = await site.openAs(null, '/');
    await settled(page);
    const opener = page.getByRole('button', { name: 'Get Fresh Drops 🔥' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Get Fresh Drops' });
    await dialog.waitFor();
    // Tab and Shift+Tab cycle through the dialog's controls and never leave it.
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await dialog.getByLabel('Email').focus();
    await page.keyboard.type(`kb_${Date.now().toString(36)}@example.com`);
    await page.keyboard.press('Enter');
    await dialog.getByText("You're in! Check your email for fresh drops.").waitFor();
  });
});

describe("a product card's easter egg", () => {
  /** Boxes of the card's egg (or its message) that overlap the card's text, for every card that has one. */
  const textCovered = (page: Page, selector: string) =>
    page.locator('.product-card').evaluateAll((cards, eggSelector) => {
      const overlaps = (a: DOMRect, b: DOMRect) =>
        a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      const covered: string[] = [];
      let seen = 0;
      for (const card of cards) {
        const egg = card.querySelector(eggSelector);
        if (!egg) continue;
        seen++;
        const box = egg.getBoundingClientRect();
        for (const text of card.querySelectorAll('.product-card__body > *')) {
          if (overlaps(box, text.getBoundingClientRect())) covered.push(text.textContent ?? '');
        }
      }
      return { seen, covered };
    }, selector);

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('never covers the card text, nor does its message (%s)', async (_name, viewport) => {
    const { page } = await site.openAs(null, '/drops', viewport);
    await settled(page);
    const eggs = await textCovered(page, '.card-egg');
    expect(eggs.seen).toBeGreaterThan(0);
    expect(eggs.covered).toEqual([]);

    await page.getByRole('button', { name: 'Hidden easter egg' }).first().click();
    await page.getByText('You found an easter egg!').waitFor();
    const message = await textCovered(page, '.card-egg-message');
    expect(message).toEqual({ seen: 1, covered: [] });
  });
});
