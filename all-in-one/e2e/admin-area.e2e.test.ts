import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { artifactPath, browserSuite } from './support.ts';

const suite = browserSuite();
const { url, openPage, newMember, logIn } = suite;

const ADMIN_PAGES = [
  '/admin',
  '/admin-dashboard',
  '/admin-users',
  '/admin-orders',
  '/admin-subscribers',
  '/forum/admin',
];

describe('the admin area through the browser', () => {
  it('turns visitors to the login page and members away from every admin page', async () => {
    const visitor = await openPage('/');
    for (const path of ADMIN_PAGES) {
      await visitor.goto(url(path));
      await visitor.waitForURL(url('/login'));
    }
    const member = await newMember('plain');
    const page = await openPage('/login');
    await logIn(page, member.username);
    for (const path of ADMIN_PAGES) {
      await page.goto(url(path));
      await page.getByRole('heading', { name: 'Access denied. Redirecting...' }).waitFor();
      await page.waitForURL(url('/'));
    }
  });

  it('counts a View Deal click and shows it on the orders page and the dashboard', async () => {
    const admin = await newMember('boss');
    await suite.server.makeAdmin(admin.username);
    const page = await openPage('/login');
    await logIn(page, admin.username);
    // The affiliate site is not reachable from the test machine: answer for it.
    await page
      .context()
      .route(/^https:\/\/www\.amazon\.com\//, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Amazon</title>' }),
      );
    await page.goto(url('/product/1'));
    const deal = page.getByRole('link', { name: /^View Deal/ });
    expect(await deal.getAttribute('href')).toBe('/go/1');
    const [shop] = await Promise.all([page.waitForEvent('popup'), deal.click()]);
    await shop.waitForURL(/^https:\/\/www\.amazon\.com\//);

    await page.goto(url('/admin-orders'));
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders' }).waitFor();
    const row = page.getByRole('row', { name: /Galaxy Star Projector Night Light/ });
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      'Galaxy Star Projector Night Light',
      '1',
      '1',
    ]);
    await page.getByRole('heading', { name: /click(s)? in 30 days/ }).waitFor();
    await page.screenshot({ path: artifactPath('admin-orders.png'), fullPage: true });

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL(url('/admin-dashboard'));
    const today = page.locator('.admin-tile').filter({ hasText: 'Deal clicks today' });
    expect(Number(await today.locator('dd').textContent())).toBeGreaterThanOrEqual(1);
  });

  it('makes a member a moderator, exports subscribers and unsubscribes one, each on the dashboard’s action list', async () => {
    const admin = await newMember('chief');
    await suite.server.makeAdmin(admin.username);
    const member = await newMember('helper');
    const address = `${member.username}@example.com`;
    const subscribed = await fetch(url('/api/newsletter'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: address }),
    });
    expect(subscribed.ok).toBe(true);

    const page = await openPage('/login', { width: 390, height: 844 });
    await logIn(page, admin.username);
    await page.goto(url('/admin-users'));
    await page.getByLabel('Search by name or email').fill(member.username);
    await page.getByRole('form', { name: 'User search' }).getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('listitem', { name: `Member ${member.username}` });
    await row.getByRole('button', { name: 'Make moderator' }).click();
    await row.getByRole('button', { name: 'Revoke moderator' }).waitFor();
    await row.getByText('Moderator', { exact: true }).waitFor();

    await page.goto(url('/admin-subscribers'));
    await page.getByLabel('Search by email').fill(member.username);
    await page
      .getByRole('form', { name: 'Subscriber search' })
      .getByRole('button', { name: 'Search' })
      .click();
    await page.getByRole('cell', { name: address, exact: true }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    const saved = artifactPath('subscribers.csv');
    await download.saveAs(saved);
    const lines = (await readFile(saved, 'utf8')).trimEnd().split('\r\n');
    expect(lines[0]).toBe('email,username,subscribed_at,unsubscribed_at');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([address]);

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: `Unsubscribe ${address}` }).click();
    await page.getByText('No subscribers found.').waitFor();

    await page.goto(url('/admin-dashboard'));
    const actions = page.getByRole('region', { name: 'Recent admin actions' });
    await actions.getByText(/subscribers\.unsubscribe subscriber/).waitFor();
    await actions.getByText(/subscribers\.export subscribers/).waitFor();
    await actions.getByText(/users\.roles user .*is_moderator: false → true/).waitFor();
    await page.screenshot({ path: artifactPath('admin-dashboard.png'), fullPage: true });
  });
});
