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
import { seriousAxeViolations } from './support.ts';

/**
 * axe-core on every page of the storefront and the card battle (issue #22): no serious or critical
 * violation, colour contrast included, on a desktop and a phone screen, shopper or member as the page needs.
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
  const found = (await seriousAxeViolations(page)).map(
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
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
