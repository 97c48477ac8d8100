import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath, launchChromium, startE2EServer, uniqueUsername, whenAppRuns } from './support.ts';

let server: { url: string; close(): Promise<void> } | undefined;
let browser: Browser | undefined;
let context: BrowserContext | undefined;

const password = 'deck-builder-42';
let session: { token: string; user: { id: number; username: string } } | undefined;

/**
 * Builds the web app into its own directory, so this file never races another browser test that
 * rebuilds apps/web/dist at the same time (E2E_SKIP_BUILD=1 serves the existing dist instead).
 */

async function api<T>(method: string, route: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${server?.url}${route}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(session ? { Authorization: `Bearer ${session.token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as T };
}

beforeAll(async () => {
  server = await startE2EServer();
  browser = await launchChromium();
  const username = uniqueUsername('decks');
  const registered = await api<{ token: string; user: { id: number; username: string } }>(
    'POST',
    '/api/auth/register',
    {
      username,
      email: `${username}@example.com`,
      password,
      confirm_password: password,
      subscribe_newsletter: false,
    },
  );
  expect(registered.status).toBe(201);
  session = registered.body;
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function openPage(
  route: string,
  { viewport = { width: 1440, height: 900 }, loggedIn = false } = {},
): Promise<{ page: Page; errors: string[] }> {
  if (!browser || !server) throw new Error('setup failed');
  context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  if (loggedIn && session) {
    await context.addInitScript(
      ({ token, user }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify(user));
      },
      { token: session.token, user: session.user },
    );
  }
  const page = whenAppRuns(await context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${server.url}${route}`);
  await page.getByRole('heading', { name: 'Deck Builder' }).waitFor();
  return { page, errors };
}

const card = (page: Page, id: string) => page.locator(`.sample-card[data-card-id="${id}"]`);
const dropZone = (page: Page) => page.getByTestId('deck-drop-zone');
const counter = (page: Page) => dropZone(page).locator('.deck-zone__count');
const notice = (page: Page) => dropZone(page).getByRole('status');

async function expectCount(page: Page, n: number) {
  await page.getByText(`${n}/10 cards selected`, { exact: true }).waitFor();
  expect(await counter(page).textContent()).toBe(`${n}/10 cards selected`);
}

async function dragCard(page: Page, id: string) {
  await card(page, id).dragTo(dropZone(page));
}

async function pressAdd(page: Page, name: string) {
  const button = page.getByRole('button', { name: `Add ${name}`, exact: true });
  await button.focus();
  await page.keyboard.press('Enter');
}

/** Runs `action` and returns the text of the alert/confirm it opens, answering it with `accept`. */
async function answerDialog(page: Page, action: () => Promise<unknown>, accept = true): Promise<string> {
  const opened = page.waitForEvent('dialog');
  // The click only resolves once the browser dialog is answered.
  const acting = action();
  const dialog = await opened;
  const message = dialog.message();
  await (accept ? dialog.accept() : dialog.dismiss());
  await acting;
  return message;
}

const deckRow = (dialog: Locator, name: string) =>
  dialog.getByRole('listitem').filter({ has: dialog.page().getByText(name, { exact: true }) });

describe('deck builder (/deck-builder)', () => {
  it('builds a 10-card deck by drag and drop and keyboard, refuses extras, filters, sorts and saves', async () => {
    const { page, errors } = await openPage('/deck-builder');
    await expectCount(page, 0);
    // Logged out: no Manage Decks button.
    expect(await page.getByRole('button', { name: 'Manage Decks' }).count()).toBe(0);

    await dragCard(page, 'slash');
    await expectCount(page, 1);
    await pressAdd(page, 'Fireball');
    await expectCount(page, 2);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Add');

    // Duplicates are refused, by drop and by keyboard.
    await dragCard(page, 'slash');
    await notice(page).filter({ hasText: 'Slash is already in your deck.' }).waitFor();
    await pressAdd(page, 'Fireball');
    await notice(page).filter({ hasText: 'Fireball is already in your deck.' }).waitFor();
    await expectCount(page, 2);

    // Only known cards: a drop of some other text is refused.
    await dropZone(page).evaluate((zone) => {
      const data = new DataTransfer();
      data.setData('text/plain', 'mystery-card');
      zone.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: data }));
      zone.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: data }));
    });
    await notice(page).filter({ hasText: 'Only cards from the list can be added.' }).waitFor();
    await expectCount(page, 2);

    for (const id of ['strike', 'heal', 'shield', 'charge']) await dragCard(page, id);
    for (const name of ['Poison', 'Stun', 'Freeze', 'Guard']) await pressAdd(page, name);
    await expectCount(page, 10);

    // An 11th card is ignored, whether dropped or added.
    await dragCard(page, 'quick-shot');
    await expectCount(page, 10);
    await notice(page).filter({ hasText: 'Your deck is full' }).waitFor();
    await pressAdd(page, 'Barrier');
    await expectCount(page, 10);
    const inDeck = dropZone(page).getByRole('list', { name: 'Cards in your deck' }).getByRole('listitem');
    expect(await inDeck.count()).toBe(10);
    expect(await inDeck.allTextContents()).not.toContainEqual(expect.stringContaining('Quick Shot'));

    // The x button removes a card; then the 11th fits.
    await dropZone(page).getByRole('button', { name: 'Remove Guard' }).click();
    await expectCount(page, 9);
    await dragCard(page, 'quick-shot');
    await expectCount(page, 10);

    // Filters and sort.
    const shownNames = () => page.locator('.sample-card .sample-card__name').allTextContents();
    expect(await shownNames()).toHaveLength(12);
    await page.getByLabel('Type').selectOption('Attack');
    expect(await shownNames()).toEqual(['Quick Shot', 'Slash', 'Strike']);
    await page.getByLabel('Type').selectOption('All');
    await page.getByLabel('Rarity').selectOption('Epic');
    expect((await shownNames()).sort()).toEqual(['Barrier', 'Freeze', 'Stun']);
    await page.getByLabel('Rarity').selectOption('All');
    await page.getByLabel('Sort By').selectOption('Rarity');
    const byRarity = await page
      .locator('.sample-card .tag--common, .sample-card .tag--rare, .sample-card .tag--epic')
      .allTextContents();
    expect(byRarity.indexOf('Epic')).toBeGreaterThan(byRarity.lastIndexOf('Common'));
    await page.getByLabel('Sort By').selectOption('Name');

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: artifactPath('deck-builder-desktop.png'), fullPage: true });

    // Save Deck stores the deck under myDeck and alerts.
    const message = await answerDialog(page, () => page.getByRole('button', { name: 'Save Deck' }).click());
    expect(message).toBe('Deck saved!');
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('myDeck') ?? 'null'));
    expect(Array.isArray(saved)).toBe(true);
    expect(saved).toHaveLength(10);
    expect(saved[0]).toEqual({ id: 'slash', name: 'Slash', type: 'Attack', rarity: 'Common' });
    expect(saved.map((c: { id: string }) => c.id)).toContain('quick-shot');

    // It is loaded again on open.
    await page.reload();
    await expectCount(page, 10);
    expect(errors).toEqual([]);
  });

  it('works on a 375 px screen with the Add buttons', async () => {
    const { page, errors } = await openPage('/deck-builder', { viewport: { width: 375, height: 812 } });
    await pressAdd(page, 'Heal');
    await page.getByRole('button', { name: 'Add Barrier', exact: true }).click();
    await expectCount(page, 2);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: artifactPath('deck-builder-mobile-375.png'), fullPage: true });

    // The deck sits under the card list; the sticky bar jumps to it.
    const jump = page.getByRole('button', { name: /2\/10 in your deck/ });
    expect(await jump.isVisible()).toBe(true);
    await jump.click();
    await page.waitForFunction(() => document.activeElement?.id === 'deck-zone-title');
    expect(await counter(page).isVisible()).toBe(true);
    await dropZone(page).getByRole('button', { name: 'Remove Heal' }).click();
    await expectCount(page, 1);
    expect(errors).toEqual([]);
  });
});

describe('deck manager dialog', () => {
  it('lists the starter deck, validates, creates, activates and deletes a deck', async () => {
    const { page, errors } = await openPage('/deck-builder', { loggedIn: true });
    const opener = page.getByRole('button', { name: 'Manage Decks' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Manage Decks' });
    await dialog.waitFor();

    // The starter deck is listed, active, and has no edit or delete controls.
    const starterRow = deckRow(dialog, 'Starter Deck');
    await starterRow.waitFor();
    await starterRow.getByText('Active', { exact: true }).waitFor();
    await starterRow.getByText('Starter', { exact: true }).waitFor();
    await starterRow.getByText('15 cards').waitFor();
    expect(await starterRow.getByRole('button').count()).toBe(0);
    await page.screenshot({ path: artifactPath('deck-manager-dialog.png') });

    // Focus stays inside the dialog.
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }

    // Too few cards: the client says so before calling the server.
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/card/decks')) posts.push(request.url());
    });
    await dialog.getByRole('button', { name: 'Create New Deck' }).click();
    await dialog.getByRole('heading', { name: 'Create New Deck' }).waitFor();
    await dialog.getByLabel('Deck Name').fill('Tiny Deck');
    await dialog.getByRole('list', { name: 'Cards' }).waitFor();
    const addOne = (name: string) => dialog.getByRole('button', { name: `Add one ${name}`, exact: true });
    for (let i = 0; i < 3; i += 1) await addOne('Impulse Buy').click();
    await dialog.getByText('3 cards', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Save Deck' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Deck must have at least 10 cards' }).waitFor();
    expect(posts).toEqual([]);

    // Max 4 copies: a 5th is not added.
    await addOne('Impulse Buy').click();
    await dialog.getByText('4 cards', { exact: true }).waitFor();
    expect(await addOne('Impulse Buy').getAttribute('aria-disabled')).toBe('true');
    await addOne('Impulse Buy').click({ force: true });
    await addOne('Impulse Buy').focus();
    await page.keyboard.press('Enter');
    expect(await dialog.getByText('4 cards', { exact: true }).count()).toBe(1);
    for (const name of [
      'Greedy Grab',
      'Greedy Grab',
      'Greedy Grab',
      'Flash Sale',
      'Flash Sale',
      'The Butler',
    ]) {
      await addOne(name).click();
    }
    await dialog.getByText('10 cards', { exact: true }).waitFor();
    await addOne('Doorbuster').click();
    await dialog.getByText('11 cards', { exact: true }).waitFor();
    await dialog.getByLabel('Deck Name').fill('  Rush Deck  ');
    await page.screenshot({ path: artifactPath('deck-manager-editor.png') });
    await dialog.getByRole('button', { name: 'Save Deck' }).click();

    const rushRow = deckRow(dialog, 'Rush Deck');
    await rushRow.waitFor();
    await rushRow.getByText('11 cards').waitFor();
    expect(posts).toHaveLength(1);

    // Activate it.
    await rushRow.getByRole('button', { name: 'Activate Rush Deck' }).click();
    await rushRow.getByText('Active', { exact: true }).waitFor();
    await starterRow.getByRole('button', { name: 'Activate Starter Deck' }).waitFor();
    expect(await starterRow.getByText('Active', { exact: true }).count()).toBe(0);
    const afterActivate = await api<{ decks: Array<{ name: string; is_active: boolean }> }>(
      'GET',
      '/api/card/decks',
    );
    expect(afterActivate.body.decks.find((d) => d.is_active)?.name).toBe('Rush Deck');

    // Escape closes the dialog and focus returns to the opener; it reopens with the same state.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await opener.evaluate((button) => button === document.activeElement)).toBe(true);
    await opener.click();
    await rushRow.getByText('Active', { exact: true }).waitFor();

    // Delete asks first; dismissing keeps the deck.
    const deleteButton = rushRow.getByRole('button', { name: 'Delete Rush Deck' });
    const question = await answerDialog(page, () => deleteButton.click(), false);
    expect(question).toBe('Are you sure you want to delete this deck? This action cannot be undone.');
    expect(await rushRow.count()).toBe(1);
    await answerDialog(page, () => deleteButton.click(), true);
    await rushRow.waitFor({ state: 'detached' });
    await dialog.getByRole('status').filter({ hasText: 'Deleted Rush Deck.' }).waitFor();
    // The server hands the active mark back to the starter deck.
    await starterRow.getByText('Active', { exact: true }).waitFor();
    expect(await starterRow.getByRole('button').count()).toBe(0);

    // The server refuses starter deck changes too.
    const starterId = `starter_${session?.user.id}`;
    const put = await api<{ error: string }>('PUT', `/api/card/decks/${starterId}`, {
      name: 'Hacked',
      card_ids: Array.from({ length: 10 }, () => 'impulse-buy').fill('greedy-grab', 4),
    });
    expect(put).toEqual({
      status: 403,
      body: { error: 'Cannot edit starter deck. Please create a new deck instead.' },
    });
    const del = await api<{ error: string }>('DELETE', `/api/card/decks/${starterId}`);
    expect(del).toEqual({ status: 403, body: { error: 'Cannot delete starter deck' } });

    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });

  it('fits a 375 px screen', async () => {
    const { page, errors } = await openPage('/deck-builder', {
      loggedIn: true,
      viewport: { width: 375, height: 812 },
    });
    await page.getByRole('button', { name: 'Manage Decks' }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage Decks' });
    await deckRow(dialog, 'Starter Deck').waitFor();
    const box = await dialog.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(375);
    await page.screenshot({ path: artifactPath('deck-manager-dialog-375.png') });
    await dialog.getByRole('button', { name: 'Create New Deck' }).click();
    await dialog.getByRole('list', { name: 'Cards' }).waitFor();
    await page.screenshot({ path: artifactPath('deck-manager-editor-375.png') });
    expect(errors).toEqual([]);
  });
});
