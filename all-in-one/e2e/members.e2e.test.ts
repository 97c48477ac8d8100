import { describe, expect, it } from 'vitest';
import { artifactPath, browserSuite, E2E_PASSWORD, uniqueUsername } from './support.ts';

const suite = browserSuite();
const { url, openPage, newMember, logIn } = suite;
const password = E2E_PASSWORD;

describe('members through the browser', () => {
  it('signs up with the newsletter box and lands on /rewards showing 100 points', async () => {
    const username = uniqueUsername('rew');
    const page = await openPage('/register');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(`${username}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password', { exact: true }).fill(password);
    await page.getByLabel('Sign me up for awesome deals!').check();
    await page.getByRole('button', { name: 'Sign Up' }).click();

    await page.waitForURL(url('/rewards'));
    const circle = page.locator('.points-circle');
    await circle.waitFor();
    expect(await circle.locator('.points-circle__value').textContent()).toBe('100');
    expect(await circle.locator('.points-circle__label').textContent()).toBe('POINTS');
    await page.getByRole('heading', { name: 'How to Earn Points' }).waitFor();
    // The history names what paid the points.
    const history = page.getByRole('region', { name: 'Your Point History' });
    await history.getByText('Sign up for the newsletter').waitFor();
    expect(await history.locator('li strong').allTextContents()).toEqual(['+100']);
    await page.screenshot({ path: artifactPath('rewards.png'), fullPage: true });

    // Logged out, the page asks to log in.
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(url('/login'));
    await page.goto(url('/rewards'));
    await page.getByText('Please log in to view your rewards.').waitFor();
    // The login comes back here (issue 41).
    expect(await page.getByRole('main').getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe(
      '/login?returnTo=%2Frewards',
    );
  });

  it('reports a member from their profile, then blocks and unblocks them', async () => {
    const reporter = await newMember();
    const target = await newMember();
    const page = await openPage('/login');
    await logIn(page, reporter.username);
    await page.goto(url(`/user/${target.id}`));
    await page.getByRole('heading', { level: 1, name: target.username }).waitFor();

    await page.getByRole('button', { name: 'Report', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Report ${target.username}` });
    await dialog.waitFor();
    // The reason is required.
    await dialog.getByRole('button', { name: 'Submit Report' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Please select a reason' }).waitFor();
    expect(await dialog.getByLabel('Reason').locator('option').allTextContents()).toEqual([
      'Select a reason',
      'Harassment or bullying',
      'Spam or unwanted messages',
      'Inappropriate behavior',
      'Impersonation',
      'Other',
    ]);
    await dialog.getByLabel('Reason').selectOption('Impersonation');
    await dialog.getByLabel('Details (optional)').fill('Pretends to be the shop owner.');
    await dialog.getByRole('button', { name: 'Submit Report' }).click();
    await dialog.getByRole('status').filter({ hasText: 'Your report was sent to our moderators.' }).waitFor();
    // The success state closes the dialog by itself after 2 s.
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });

    // Opened again, the form is reset.
    await page.getByRole('button', { name: 'Report', exact: true }).click();
    expect(await dialog.getByLabel('Reason').inputValue()).toBe('');
    expect(await dialog.getByLabel('Details (optional)').inputValue()).toBe('');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Block', exact: true }).click();
    await page.getByRole('button', { name: 'Unblock', exact: true }).waitFor();
    const blocks = await fetch(url('/api/moderation/blocks'), {
      headers: { authorization: `Bearer ${reporter.token}` },
    });
    expect(((await blocks.json()) as { blocks: Array<{ blocked_id: number }> }).blocks).toEqual([
      expect.objectContaining({ blocked_id: target.id }),
    ]);
    // The status is read again when the profile opens.
    await page.reload();
    await page.getByRole('button', { name: 'Unblock', exact: true }).click();
    await page.getByRole('button', { name: 'Block', exact: true }).waitFor();
  });

  it('shows a visitor only Report, which asks them to log in', async () => {
    const target = await newMember();
    const page = await openPage(`/user/${target.id}`);
    await page.getByRole('heading', { level: 1, name: target.username }).waitFor();
    expect(await page.getByRole('button', { name: 'Block', exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Report', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Report ${target.username}` });
    await dialog.getByText('Please log in to report content.').waitFor();
    await dialog.getByRole('link', { name: 'Log In' }).click();
    await page.waitForURL(url(`/login?returnTo=${encodeURIComponent(`/user/${target.id}`)}`));
  });

  it('an admin resolves a pile-on of reports on /admin-moderation; members are refused', async () => {
    const target = await newMember();
    const reporters = [await newMember(), await newMember()];
    for (const reporter of reporters) {
      const response = await fetch(url('/api/moderation/report/user'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', authorization: `Bearer ${reporter.token}` },
        body: JSON.stringify({
          reported_id: target.id,
          reason: 'Harassment or bullying',
          description: 'rude',
        }),
      });
      expect(response.status).toBe(201);
    }
    const admin = await newMember();
    await suite.server.makeAdmin(admin.username);

    // A member who is not an admin is told so.
    const memberPage = await openPage('/login');
    await logIn(memberPage, reporters[0]!.username);
    await memberPage.goto(url('/admin-moderation'));
    await memberPage.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await memberPage.getByText('You must be an admin to access this page.').waitFor();

    const page = await openPage('/login');
    await logIn(page, admin.username);
    await page.goto(url('/admin-moderation'));
    await page.getByRole('heading', { level: 1, name: 'Moderation' }).waitFor();
    const item = page.getByRole('listitem', { name: `Reports about @${target.username}` });
    await item.waitFor();
    expect(await item.locator('.moderation-item__count').textContent()).toBe('2 reports');
    expect(await item.locator('.moderation-item__reports > li').count()).toBe(2);
    await item.getByLabel('Admin notes').fill('Warned by email.');
    await item.getByRole('button', { name: 'Resolve' }).click();
    // The list reloads: the pending filter no longer holds the item.
    await item.waitFor({ state: 'detached' });

    await page.getByLabel('Status').selectOption('resolved');
    await item.waitFor();
    expect(await item.getByRole('button', { name: 'Resolve' }).isDisabled()).toBe(true);
    expect(await item.getByRole('button', { name: 'Dismiss' }).isDisabled()).toBe(false);
    await item.getByText(`Resolved by @${admin.username}`).waitFor();
    expect(await item.getByLabel('Admin notes').inputValue()).toBe('Warned by email.');
    await page.screenshot({ path: artifactPath('moderation-dashboard.png'), fullPage: true });
  });
});
