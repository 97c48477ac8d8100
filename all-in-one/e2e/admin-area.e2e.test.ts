import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { artifactPath, browserSuite } from './support.ts';

const suite = browserSuite();
const { url, openPage, newMember, logIn } = suite;

const ADMIN_PAGES = [
  '/admin',
  '/admin-catalogue',
  '/admin-dashboard',
  '/admin-users',
  '/admin-orders',
  '/admin-subscribers',
  '/admin-suggestions',
  '/admin-mail',
  '/admin-system',
  '/forum/admin',
];

describe('the admin area through the browser', () => {
  it('turns visitors to the login page and members away from every admin page', async () => {
    const visitor = await openPage('/');
    for (const path of ADMIN_PAGES) {
      await visitor.goto(url(path));
      // The login comes back to the admin page (issue 41).
      await visitor.waitForURL(url(`/login?returnTo=${encodeURIComponent(path)}`));
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

  it('shows a shopper’s suggestion, the welcome mail a subscriber got, and the job queue with the live rooms', async () => {
    const admin = await newMember('ops');
    await suite.server.makeAdmin(admin.username);
    const suggestion = `Glow Yo-Yo ${Date.now().toString(36)}`;
    const submitted = await fetch(url('/api/submit-product'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: suggestion, url: 'https://shop.example/yo-yo' }),
    });
    expect(submitted.status).toBe(201);
    const address = `reader-${Date.now().toString(36)}@example.com`;
    expect(
      (
        await fetch(url('/api/newsletter'), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: address }),
        })
      ).ok,
    ).toBe(true);

    const page = await openPage('/login');
    await logIn(page, admin.username);
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await page.goto(url('/admin-suggestions'));
    const row = page.getByRole('row', { name: new RegExp(suggestion) });
    await row.waitFor();
    expect(await row.getByRole('link').getAttribute('href')).toBe('https://shop.example/yo-yo');
    expect(await row.getByRole('cell').nth(1).textContent()).toBe('A visitor');

    await nav.getByRole('link', { name: 'Mail' }).click();
    await page.waitForURL(url('/admin-mail'));
    // The welcome mail is written by a job: it appears once the job has run.
    const mail = page.getByRole('listitem').filter({ hasText: address });
    await expect
      .poll(
        async () => {
          if ((await mail.count()) === 0) await page.reload();
          return mail.count();
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    await mail.getByText(address).click();
    await mail.locator('pre').waitFor();

    await nav.getByRole('link', { name: 'System' }).click();
    await page.waitForURL(url('/admin-system'));
    await page.getByRole('heading', { name: 'Job queue (in this process)' }).waitFor();
    for (const tile of ['Waiting', 'Active', 'Delayed', 'Given up']) {
      await page.locator('.admin-tile dt').getByText(tile, { exact: true }).waitFor();
    }
    await page.getByRole('heading', { name: 'Card game rooms' }).waitFor();
    await page.getByText(/players in \d+ live rooms/).waitFor();
  });
});
