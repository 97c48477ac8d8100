import { describe, expect, it } from 'vitest';
import { browserSuite, storeSession, whenAppRuns } from './support.ts';

/**
 * The server draws every page for a visitor; a member's part of the header comes in a chunk of its own after the
 * page's code. Meanwhile a member must not be offered Login and Sign Up (features/auth/member-mark.ts).
 */
const suite = browserSuite();

describe("a member's header while their part of it loads", () => {
  it('keeps the place of Login and Sign Up without showing them, then shows the member’s actions', async () => {
    const member = await suite.newMember('header');
    const context = await suite.newContext({ reducedMotion: 'reduce' });
    await storeSession(context, { token: member.token, user: { id: member.id, username: member.username } });
    const page = suite.watchErrors(whenAppRuns(await context.newPage()));
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const asked: string[] = [];
    await page.route('**/assets/MemberActions-*.js', async (route) => {
      asked.push(route.request().url());
      await held;
      await route.continue();
    });

    await page.goto(suite.url('/'));
    await expect.poll(() => asked.length).toBe(1);
    const visitorLinks = page.locator('.site-header .visitor-only');
    expect(await visitorLinks.allTextContents()).toEqual(['Login', 'Sign Up']);
    for (const link of await visitorLinks.all()) expect(await link.isVisible()).toBe(false);

    release();
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).waitFor();
    expect(await visitorLinks.count()).toBe(0);
  });

  it('shows a visitor Login and Sign Up', async () => {
    const page = await suite.openPage('/');
    const banner = page.getByRole('banner');
    await banner.getByRole('link', { name: 'Login', exact: true }).waitFor();
    await banner.getByRole('link', { name: 'Sign Up', exact: true }).waitFor();
  });
});
