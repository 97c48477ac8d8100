import { crc32, deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { artifactPath, browserSuite } from './support.ts';

const suite = browserSuite();
const { url, openPage } = suite;

interface Member {
  id: number;
  username: string;
}

/** A member made through the API. */
const newMember = (): Promise<Member> => suite.newMember('prof');

/** A PNG of one colour, written by hand (signature, IHDR, IDAT, IEND), as a photo a member would pick. */
function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Logs the member in through the login form, in a browser of their own. */
async function loggedIn(member: Member, viewport?: { width: number; height: number }) {
  const page = await openPage('/login', viewport);
  await suite.logIn(page, member.username);
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).waitFor();
  return page;
}

/** The figure shown under a label of the profile's counts ('Followers', 'Following', 'Total Points'). */
const count = (page: Page, label: string) =>
  page
    .locator('.profile-stats div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

/** The src of the header's avatar image, once it has loaded; null while the default icon shows. */
const headerAvatar = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('link', { name: 'Profile' })
    .evaluate((link) => {
      const image = link.querySelector('img');
      return image?.complete && image.naturalWidth > 0 ? image.getAttribute('src') : null;
    });

describe('profiles through the browser', () => {
  it('edits the profile with an uploaded photo, which then shows in the header', async () => {
    const member = await newMember();
    const page = await loggedIn(member);
    expect(await headerAvatar(page)).toBeNull();

    // The header's avatar link leads to the own profile.
    await page.getByRole('banner').getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL(url('/profile'));
    await page.getByRole('heading', { level: 1, name: member.username }).waitFor();
    expect(await count(page, 'Followers').textContent()).toBe('0');
    expect(await count(page, 'Following').textContent()).toBe('0');
    expect(await count(page, 'Total Points').textContent()).toBe('0');
    // No wishlist yet: the button to start one.
    await page.getByRole('button', { name: 'Create Wishlist' }).waitFor();

    await page.getByLabel('Display Name').fill('  Photo Tester  ');
    await page.getByLabel('Bio').fill('I test profiles.');
    expect(await page.getByLabel('Bio').getAttribute('rows')).toBe('3');
    await page.getByLabel('Upload Photo').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: solidPng(64, 48, [255, 46, 126]),
    });
    // The chosen photo is previewed in the form before saving.
    await page.waitForFunction(() =>
      document.querySelector('.profile-form img')?.getAttribute('src')?.startsWith('data:image/png;base64,'),
    );

    const save = page.getByRole('button', { name: 'Save Changes' });
    await save.click();
    await page.getByRole('status').filter({ hasText: 'Profile saved.' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Photo Tester' }).waitFor();

    // The header shows the stored photo, served by the site.
    await page.waitForFunction(() => {
      const image = document.querySelector('header .avatar-link img') as HTMLImageElement | null;
      return Boolean(image?.complete && image.naturalWidth > 0 && image.src.includes('/media/avatars/'));
    });
    const src = await headerAvatar(page);
    expect(src).toMatch(/^\/media\/avatars\/[A-Za-z0-9_-]{22}\.webp$/);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
    expect(stored).toMatchObject({ display_name: 'Photo Tester', bio: 'I test profiles.', avatar_url: src });
    await page.screenshot({ path: artifactPath('own-profile.png'), fullPage: true });

    // After a reload the saved profile is what the form and the header show.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Photo Tester' }).waitFor();
    expect(await page.getByLabel('Display Name').inputValue()).toBe('Photo Tester');
    expect(await page.getByLabel('Bio').inputValue()).toBe('I test profiles.');
    await page.waitForFunction(() => {
      const image = document.querySelector('header .avatar-link img') as HTMLImageElement | null;
      return Boolean(image?.complete && image.naturalWidth > 0);
    });
    expect(await headerAvatar(page)).toBe(src);
  });

  it('lets another member follow from /user/{id}, moving the count by one each way', async () => {
    const owner = await newMember();
    const fan = await newMember();
    // The fan browses on a phone-sized screen.
    const page = await loggedIn(fan, { width: 375, height: 800 });
    await page.goto(url(`/user/${owner.id}`));
    await page.getByRole('heading', { level: 1, name: owner.username }).waitFor();
    await page.getByText(`@${owner.username}`).waitFor();
    expect(await count(page, 'Followers').textContent()).toBe('0');
    expect(await page.getByText('No public wishlist.').isVisible()).toBe(true);
    expect(await page.getByText('No threads yet.').isVisible()).toBe(true);
    // Nothing overflows the narrow screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await page.getByRole('button', { name: 'Unfollow', exact: true }).waitFor();
    expect(await count(page, 'Followers').textContent()).toBe('1');
    await page.screenshot({ path: artifactPath('public-profile-375.png'), fullPage: true });

    // The server agrees, and a reload shows the same.
    const profile = (await (await fetch(url(`/api/user/${owner.id}/profile`))).json()) as {
      followers: number;
    };
    expect(profile.followers).toBe(1);
    await page.reload();
    await page.getByRole('button', { name: 'Unfollow', exact: true }).waitFor();
    expect(await count(page, 'Followers').textContent()).toBe('1');

    await page.getByRole('button', { name: 'Unfollow', exact: true }).click();
    await page.getByRole('button', { name: 'Follow', exact: true }).waitFor();
    expect(await count(page, 'Followers').textContent()).toBe('0');

    // The owner sees no Follow button on their own public profile.
    const ownerPage = await loggedIn(owner);
    await ownerPage.goto(url(`/user/${owner.id}`));
    await ownerPage.getByRole('heading', { level: 1, name: owner.username }).waitFor();
    expect(await ownerPage.getByRole('button', { name: 'Follow', exact: true }).count()).toBe(0);
  });

  it("says 'User not found.' for a member who does not exist", async () => {
    const page = await openPage('/user/2000000000');
    await page.getByRole('heading', { level: 1, name: 'User not found.' }).waitFor();
    const visitor = await openPage('/profile');
    await visitor.getByRole('heading', { name: 'You must be logged in to view your profile.' }).waitFor();
  });
});
