import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { artifactPath, browserSuite, E2E_PASSWORD as password, uniqueUsername } from './support.ts';

const suite = browserSuite();
const { openPage, url } = suite;

/** A member made through the API, for the tests that need an existing account. */
async function existingMember() {
  const { username } = await suite.newMember();
  return { username, password };
}

async function expectLoggedOutHeader(page: Page) {
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: 'Login', exact: true }).waitFor();
  await header.getByRole('link', { name: 'Sign Up', exact: true }).waitFor();
  expect(await header.getByRole('button', { name: 'Logout' }).count()).toBe(0);
}

async function expectLoggedInHeader(page: Page) {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Logout' }).waitFor();
  await header.getByRole('link', { name: 'Profile' }).waitFor();
  await header.getByRole('link', { name: 'Wishlist' }).waitFor();
  expect(await header.getByRole('link', { name: 'Sign Up', exact: true }).count()).toBe(0);
}

describe('auth through the browser', () => {
  it('registers a member, shows the logged-in header, and logs out to /login', async () => {
    const member = { username: uniqueUsername('e2e'), password };
    const page = await openPage('/register');
    await expectLoggedOutHeader(page);

    await page.getByLabel('Username').fill(member.username);
    await page.getByLabel('Email').fill(`${member.username}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByLabel('Confirm Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Sign Up' }).click();

    await page.getByRole('status').filter({ hasText: 'Account created!' }).waitFor();
    await expectLoggedInHeader(page);
    await page.waitForURL(url('/'));
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
    expect(stored).toMatchObject({ username: member.username, is_admin: false });

    await page.getByRole('banner').screenshot({ path: artifactPath('header-desktop.png') });

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(url('/login'));
    await expectLoggedOutHeader(page);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ]);
  });

  it('shows client and server validation errors on the register form', async () => {
    const member = await existingMember();
    const page = await openPage('/register');
    await page.getByLabel('Username').fill(member.username);
    await page.getByLabel('Email').fill('someone-else@example.com');
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByLabel('Confirm Password', { exact: true }).fill(`${member.password}!`);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByRole('alert').filter({ hasText: 'Passwords do not match' }).waitFor();
    expect(await page.getByLabel('Confirm Password', { exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    );

    // The username is taken: the server names the field.
    await page.getByLabel('Confirm Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const alert = page.getByRole('alert');
    await alert.filter({ hasText: /taken/i }).waitFor();
    expect(await page.getByLabel('Username').getAttribute('aria-invalid')).toBe('true');
    expect(page.url()).toBe(url('/register'));
  });

  it('logs in through the form and lands on / logged in', async () => {
    const member = await existingMember();
    const page = await openPage('/login');
    await page.screenshot({ path: artifactPath('login-page.png'), fullPage: true });

    await page.getByLabel('Username').fill(member.username);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Login', exact: true }).click();

    await page.waitForURL(url('/'));
    await expectLoggedInHeader(page);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

    // The session survives a reload (the profile refresh accepts the token).
    await page.reload();
    await expectLoggedInHeader(page);
  });

  it("shows the server's error text for a wrong password", async () => {
    const member = await existingMember();
    const page = await openPage('/login');
    await page.getByLabel('Username').fill(member.username);
    await page.getByLabel('Password', { exact: true }).fill('definitely-wrong');
    await page.getByRole('button', { name: 'Login', exact: true }).click();

    await page.getByRole('alert').filter({ hasText: 'Invalid username or password' }).waitFor();
    expect(page.url()).toBe(url('/login'));
    await expectLoggedOutHeader(page);
    expect(await page.getByRole('button', { name: 'Login', exact: true }).isEnabled()).toBe(true);
  });

  it('uses the mobile menu at 1280 px and hides its toggle at 1440 px', async () => {
    const page = await openPage('/', { width: 1280, height: 800 });
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await toggle.isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.isVisible()).toBe(false);

    await toggle.click();
    const closeToggle = page.getByRole('button', { name: 'Close menu' });
    expect(await closeToggle.getAttribute('aria-expanded')).toBe('true');
    await nav.waitFor({ state: 'visible' });
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await nav.getByRole('button', { name: 'Collections' }).click();
    await nav.getByRole('link', { name: 'View All Collections →' }).waitFor();
    await page.screenshot({ path: artifactPath('header-mobile-menu-open.png') });

    await closeToggle.click();
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
    await nav.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    // Navigating from the open menu closes it and unlocks scrolling.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await nav.getByRole('link', { name: 'Rewards' }).click();
    await page.waitForURL(url('/rewards'));
    await nav.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    // Leaving the mobile layout with the menu and an accordion open closes both and unlocks scrolling.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await nav.getByRole('button', { name: 'Collections' }).click();
    await nav.getByRole('link', { name: 'View All Collections →' }).waitFor();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('button', { name: 'Open menu' }).waitFor({ state: 'hidden' });
    expect(await nav.isVisible()).toBe(true);
    await nav.getByRole('link', { name: 'View All Collections →' }).waitFor({ state: 'hidden' });
    expect(await nav.getByRole('button', { name: 'Collections' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    expect(await page.locator('.site-header').getAttribute('class')).not.toContain('menu-open');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    // A menu opened by hovering on a wide screen is closed in the mobile layout's accordion.
    await nav.getByRole('button', { name: 'Collections' }).hover();
    await nav.getByRole('link', { name: 'View All Collections →' }).waitFor();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await nav.waitFor({ state: 'visible' });
    expect(await nav.getByRole('button', { name: 'Collections' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    expect(await nav.getByRole('link', { name: 'View All Collections →' }).isVisible()).toBe(false);
  });
});
