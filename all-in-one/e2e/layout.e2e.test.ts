import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { banner } from './card-game-site.ts';
import { artifactPath, browserSuite, callApi, storeSession } from './support.ts';

/**
 * Issue 41's layout items in Chromium: the match board fits the screen, members' pages are adopted without being
 * drawn again, admin categories reach shoppers, the admin layout, the battle log's wording and the copy.
 */
const ADMIN_PASSWORD = 'layout-admin-secret';
const suite = browserSuite({ ADMIN_PASSWORD });

type Member = Awaited<ReturnType<typeof suite.newMember>>;

function call<T>(member: Member | null, method: string, route: string, body?: unknown): Promise<T> {
  return callApi<T>(suite.server.url, member?.token ?? null, method, route, body);
}

/** A page of `member`'s, logged in through the stored session as the web app keeps it, at `path`. */
async function openAsMember(member: Member, path: string, viewport: { width: number; height: number }) {
  const context = await suite.newContext({ viewport, reducedMotion: 'reduce' });
  await storeSession(context, { token: member.token, user: { id: member.id, username: member.username } });
  const page = suite.watchErrors(await context.newPage());
  await page.goto(suite.url(path));
  return page;
}

/** Two new members paired in a blitz match through the HTTP queue; the match's id. */
async function blitzMatch(first: Member, second: Member): Promise<string> {
  const join = (member: Member) =>
    call<{ status: string; matchId: string }>(member, 'POST', '/api/card/queue/join', { mode: 'blitz' });
  await join(first);
  const { matchId } = await join(second);
  return matchId;
}

/**
 * How `selector`'s elements lie: each one's box, and whether it is wholly in view without scrolling: inside the
 * viewport and inside every scrolling or clipping box around it (the hand's row, the board's columns).
 */
async function placement(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      const within = (outer: { top: number; left: number; bottom: number; right: number }) =>
        box.top >= outer.top - 1 &&
        box.left >= outer.left - 1 &&
        box.bottom <= outer.bottom + 1 &&
        box.right <= outer.right + 1;
      let inside =
        box.width > 0 && within({ top: 0, left: 0, bottom: window.innerHeight, right: window.innerWidth });
      for (let outer = element.parentElement; outer && outer !== document.body; outer = outer.parentElement) {
        const style = getComputedStyle(outer);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
          inside &&= within(outer.getBoundingClientRect());
        }
      }
      return { top: Math.round(box.top), bottom: Math.round(box.bottom), inside };
    }),
  );
}

describe('the match board fits the screen', () => {
  const sizes = [
    { width: 1366, height: 768 },
    { width: 1280, height: 720 },
    { width: 390, height: 844 },
  ];
  it.each(sizes)(
    'at $width × $height: the whole hand, End Turn, the timer and both vitals',
    async (viewport) => {
      const [a, b] = [await suite.newMember('fit_a'), await suite.newMember('fit_b')];
      const matchId = await blitzMatch(a, b);
      const page = await openAsMember(a, `/card-game/${matchId}`, viewport);
      await banner(page).first().waitFor({ timeout: 15_000 });
      await page.locator('.hand-card').first().waitFor();
      await page.screenshot({ path: artifactPath(`layout-match-${viewport.width}x${viewport.height}.png`) });
      const phone = viewport.width < 700;
      const parts: Record<string, string> = {
        'hand cards': '.hand-card',
        'End Turn': '.hand-area__actions .btn--gradient',
        timer: phone ? '[class*="match-stats-bar__time"]' : '.blitz-timer',
        'my vitals': phone ? '.match-stats-bar' : '.player-panel--me .stats',
        "the opponent's vitals": phone ? '.match-stats-bar' : '.player-panel--opponent .stats',
      };
      const seen: Record<string, Awaited<ReturnType<typeof placement>>> = {};
      for (const [part, selector] of Object.entries(parts)) {
        const boxes = await placement(page, selector);
        seen[part] = boxes;
        expect(boxes.length, part).toBeGreaterThan(0);
        expect(boxes, `${part} at ${viewport.width}×${viewport.height}`).toEqual(
          boxes.map((box) => ({ ...box, inside: true })),
        );
      }
      // Where each part lies, for the record (test-artifacts/).
      writeFileSync(
        artifactPath(`layout-match-${viewport.width}x${viewport.height}.json`),
        JSON.stringify(seen),
      );
      // The storefront's bars give way to the compact one: logo, back to the lobby, the bell.
      expect(await page.locator('.announcement-bar, .collections-banner, .fresh-drops').count()).toBe(0);
      await page.getByRole('banner').getByRole('link', { name: 'Lobby' }).waitFor({ timeout: 1000 });
      await call(a, 'POST', `/api/card/matches/${matchId}/forfeit`);
    },
  );
});

describe("members' pages are drawn once", () => {
  const drawnPages = [
    '/',
    '/product/1',
    '/collections',
    '/collections/tech',
    '/drops',
    '/blog',
    '/blog/dopamine-dealers-fun-products',
    '/about',
    '/terms',
    '/search?q=light',
    '/no-such-page-here',
  ];
  it('a logged-in member, who found an easter egg, opens every page the server draws without a hydration error', async () => {
    const member = await suite.newMember('hydr');
    const page = await suite.openPage('/login');
    await suite.logIn(page, member.username);
    // What this browser keeps differs from the visitor's page the server draws: the egg of product 1 is found.
    await page.evaluate(() => localStorage.setItem('foundEasterEggs', JSON.stringify(['1'])));
    for (const path of drawnPages) {
      await page.goto(suite.url(path));
      await page.getByRole('banner').getByRole('button', { name: 'Logout' }).waitFor();
    }
    // The found egg stays found once the page is adopted.
    await page.goto(suite.url('/product/1'));
    expect(await page.getByRole('button', { name: 'Hidden easter egg' }).count()).toBe(0);
    // The suite fails the test on any hydration error these pages logged.
  });
});

/** A one-pixel PNG: enough for the server to read, re-encode and serve. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Sends the admin catalogue's multipart form `fields` (and a picture) to `route` as `admin`. */
async function sendForm<T>(admin: Member, route: string, fields: Record<string, string>): Promise<T> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('image', new Blob([ONE_PIXEL_PNG], { type: 'image/png' }), 'picture.png');
  const response = await fetch(suite.url(route), {
    method: 'POST',
    headers: { Authorization: `Bearer ${admin.token}` },
    body: form,
  });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`POST ${route} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

async function newAdmin(prefix: string) {
  const admin = await suite.newMember(prefix);
  await suite.server.makeAdmin(admin.username);
  return admin;
}

describe('a category an admin adds reaches shoppers', () => {
  it('on /collections, in the Collections menu (desktop and phone), in the sitemap, with its products', async () => {
    const admin = await newAdmin('cat_admin');
    const name = `Nap Gear ${randomBytes(2).toString('hex')}`;
    const { category } = await sendForm<{ category: { slug: string } }>(admin, '/api/admin/categories', {
      name,
      description: 'Everything for a serious nap.',
    });
    const productName = `Cloud Pillow ${randomBytes(2).toString('hex')}`;
    await sendForm(admin, '/api/admin/products', {
      name: productName,
      description: 'Like sleeping on a nap.',
      price: '21',
      category: category.slug,
    });
    const categoryPath = `/collections/${category.slug}`;

    const page = await suite.openPage('/collections');
    await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(name) })
      .waitFor();

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: /^Collections/ }).click();
    await nav.getByRole('link', { name: new RegExp(name) }).click();
    await page.waitForURL(suite.url(categoryPath));
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByRole('tab', { name: 'Other Retailers' }).click();
    await page.getByRole('heading', { name: productName }).waitFor();

    const phone = await suite.openPage('/', { width: 390, height: 844 });
    await phone.getByRole('button', { name: 'Open menu' }).click();
    await phone.getByRole('button', { name: /^Collections/ }).click();
    await phone
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: new RegExp(name) })
      .click();
    await phone.waitForURL(suite.url(categoryPath));

    const sitemap = await (await fetch(suite.url('/sitemap.xml'))).text();
    expect(sitemap).toContain(`${categoryPath}</loc>`);
  });
});

describe('the admin layout', () => {
  it("admin pages leave out the shopper's bars; the admin navigation is one line at 1366 px, the page marked", async () => {
    const admin = await newAdmin('layout_admin');
    const page = await suite.openPage('/login', { width: 1366, height: 768 });
    await suite.logIn(page, admin.username);
    const pages: Array<[path: string, current: string]> = [
      ['/admin-catalogue', 'Catalogue'],
      ['/admin-moderation', 'Moderation'],
      ['/forum/admin', 'Forum'],
    ];
    for (const [path, current] of pages) {
      await page.goto(suite.url(path));
      const adminNav = page.getByRole('navigation', { name: 'Admin' });
      await adminNav.getByRole('link', { name: current, exact: true }).waitFor();
      expect(await page.locator('.announcement-bar, .collections-banner').count()).toBe(0);
      expect(await page.getByRole('button', { name: /Get Fresh Drops/ }).count()).toBe(0);
      const links = await adminNav.getByRole('link').evaluateAll((elements) =>
        elements.map((element) => ({
          name: element.textContent,
          top: Math.round(element.getBoundingClientRect().top),
          right: element.getBoundingClientRect().right,
          current: element.getAttribute('aria-current'),
        })),
      );
      expect(new Set(links.map((link) => link.top)).size, `${path}: the links on one line`).toBe(1);
      expect(Math.max(...links.map((link) => link.right))).toBeLessThanOrEqual(1366);
      expect(links.filter((link) => link.current === 'page').map((link) => link.name)).toEqual([current]);
    }
    await page.screenshot({ path: artifactPath('layout-admin-1366.png') });
    // The storefront keeps its bars.
    await page.goto(suite.url('/'));
    expect(await page.locator('.announcement-bar, .collections-banner').count()).toBe(2);
  });
});

/** The first tile of the product grid on `page`: whether it waits for its picture. */
async function firstTileWaitsForPicture(page: Page) {
  const first = page.locator('.product-grid > li, .product-grid > *').first();
  await first.waitFor();
  return (await first.locator('.image-placeholder--pending').count()) > 0;
}

describe('copy and content', () => {
  it('no wheel to spin where there is none', async () => {
    const page = await suite.openPage('/');
    const lucky = page.locator('section.lucky');
    await lucky.getByRole('heading', { name: 'Feeling Lucky?' }).waitFor();
    expect(await lucky.getByText(/wheel/i).count()).toBe(0);
    await lucky.getByText('Spin the slot machine', { exact: false }).waitFor();
  });

  it("lists never open with an 'Image pending Amazon refresh' tile", async () => {
    const admin = await newAdmin('pending_admin');
    const asin = `B0${randomBytes(4).toString('hex').toUpperCase()}`;
    // The newest Amazon product of all, in tech, still waiting for its first refresh (no picture).
    await call(admin, 'POST', '/admin/products', {
      password: ADMIN_PASSWORD,
      _id: `pending-${asin.toLowerCase()}`,
      source: 'amazon',
      asin,
      name: `Pending Gadget ${asin}`,
      categories: ['tech'],
      dropDate: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const page = await suite.openPage('/drops');
    expect(await firstTileWaitsForPicture(page), '/drops').toBe(false);
    await page.goto(suite.url('/collections/tech'));
    expect(await firstTileWaitsForPicture(page), '/collections/tech').toBe(false);
    // It is still listed, after the pictured ones.
    await page.getByRole('heading', { name: `Pending Gadget ${asin}` }).waitFor();
    // The server's pages: pictured products first, then those waiting (ours among them), page after page.
    const page1 = await call<{ products: Array<{ name: string; imageUrl: string }>; total: number }>(
      null,
      'GET',
      '/api/products?collection=tech&limit=5',
    );
    expect(page1.products.every((product) => product.imageUrl !== '')).toBe(true);
    const pages = await Promise.all(
      Array.from({ length: Math.ceil(page1.total / 5) }, (_, n) =>
        call<{ products: Array<{ name: string; imageUrl: string }> }>(
          null,
          'GET',
          `/api/products?collection=tech&limit=5&offset=${n * 5}`,
        ),
      ),
    );
    const waiting = pages.flatMap((answer) => answer.products.map((product) => product.imageUrl === ''));
    expect(waiting).toEqual([...waiting].sort((a, b) => Number(a) - Number(b)));
    const names = pages.flatMap((answer) => answer.products.map((product) => product.name));
    expect(names.slice(waiting.indexOf(true))).toContain(`Pending Gadget ${asin}`);
  });

  it("on a member's phone header the logo keeps 8 px from the icons", async () => {
    const member = await suite.newMember('phone');
    const page = await openAsMember(member, '/', { width: 390, height: 844 });
    const bar = page.getByRole('banner');
    await bar.getByRole('button', { name: 'Logout' }).waitFor();
    const gap = await page.evaluate(() => {
      const logo = document.querySelector('.site-header .logo__mark')?.getBoundingClientRect();
      const actions = Array.from(document.querySelectorAll('.site-header__actions > *'))
        .map((element) => element.getBoundingClientRect())
        .filter((box) => box.width > 0);
      if (!logo || actions.length === 0) return null;
      return Math.min(...actions.map((box) => box.left)) - logo.right;
    });
    await page.screenshot({
      path: artifactPath('layout-phone-header-member.png'),
      clip: { x: 0, y: 0, width: 390, height: 120 },
    });
    expect(gap).toBeGreaterThanOrEqual(8);
    // Nothing spills out of the bar sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
