// The thread page's requests on the web app built for development (issue 41): React's StrictMode runs every
// effect twice there, as `pnpm dev` does; the page still asks for the thread and sends its view and read once per
// thread it opens.
// (The production build runs effects once: forum-journeys counts the calls there.)
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { buildWebApp } from './global-setup.ts';
import { browserSuite } from './support.ts';

const developmentBuild = buildWebApp('development');
const { url, openPage, newMember, logIn } = browserSuite({ WEB_DIST_DIR: developmentBuild });
afterAll(() => rmSync(developmentBuild, { recursive: true, force: true }));

describe('the thread page in a development build', () => {
  it('asks for the thread and sends its view and read once when a member opens it from a listing, and once on a load', async () => {
    const writer = await newMember('writer');
    const created = await fetch(url('/api/forum/thread'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', authorization: `Bearer ${writer.token}` },
      body: JSON.stringify({
        title: 'Counted once in development',
        content: 'Is this counted once?',
        category: 'feedback',
        post_type: 'discussion',
      }),
    });
    const { id } = (await created.json()).thread as { id: number };
    const calls = { thread: 0, view: 0, read: 0 };

    const reader = await newMember('reader');
    const page = await openPage('/login');
    await logIn(page, reader.username);
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() === 'GET' && pathname === `/api/forum/thread/${id}`) calls.thread += 1;
      if (request.method() !== 'POST') return;
      if (pathname === `/api/forum/thread/${id}/view`) calls.view += 1;
      if (pathname === `/api/forum/thread/${id}/read`) calls.read += 1;
    });
    await page.goto(url('/forum/support/feedback'));
    await page.getByRole('link', { name: 'Counted once in development' }).click();
    await page.getByRole('heading', { level: 1, name: 'Counted once in development' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual({ thread: 1, view: 1, read: 1 });

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Counted once in development' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual({ thread: 2, view: 2, read: 2 });
  });
});
