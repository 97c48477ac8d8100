import { forumThreads } from '@app/db';
import { inArray } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { forumPosting } from './forum-site.ts';
import { artifactPath, browserSuite } from './support.ts';

const suite = browserSuite();
const { url, openPage, newMember, logIn } = suite;

const { apiPost, newThread } = forumPosting(suite);

const reply = (page: Page, author: string) => page.getByRole('listitem', { name: `Reply by ${author}` });

/** Counts the page's requests for the thread (`GET /api/forum/thread/{id}`) from now on. */
function threadLoads(page: Page, threadUrl: string) {
  const path = `/api${new URL(threadUrl).pathname}`;
  const loads = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === path) loads.count += 1;
  });
  return loads;
}

/** The thread page's reply figures: the replies heading and the sidebar's count. */
async function replyFigures(page: Page) {
  return {
    heading: await page.locator('#replies-title').textContent(),
    sidebar: await page.locator('.forum-stats dd').first().textContent(),
  };
}

describe('the forum through the browser', () => {
  it('posts a hot deal with its template, replies to a reply, mentions a member who sees the bell, and hypes', async () => {
    const poster = await newMember('deal');
    const friend = await newMember('pal');
    const page = await openPage('/login');
    await logIn(page, poster.username);

    // From the forum home to the category, then New Thread with the category chosen.
    await page.goto(url('/forum'));
    await page.getByRole('heading', { level: 1, name: 'Community Forum' }).waitFor();
    // The quick start's forum is not empty: the demo threads are there, the pinned welcome trending.
    await page
      .getByRole('region', { name: 'Trending' })
      .getByRole('link', { name: 'Welcome to the Dopamine Deals forum!' })
      .waitFor();
    await page.getByRole('link', { name: 'Hot Deals' }).click();
    await page.waitForURL(url('/forum/buying-deals/hot-deals'));
    // The forum home stays until the category page's code is in (a navigation keeps the last page meanwhile):
    // its New Thread has no category.
    await page.getByRole('heading', { level: 1, name: 'Hot Deals' }).waitFor();
    await page.getByRole('link', { name: 'New Thread' }).click();
    await page.getByText('Step 1 of 2').waitFor();
    expect(await page.getByLabel('Category').inputValue()).toBe('hot-deals');
    await page.getByRole('radio', { name: 'Deal', exact: true }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Step 2 of 2').waitFor();
    await page.getByLabel('Title').fill('Glow-in-the-dark plant pot, half price');
    await page.getByLabel('Content').fill(`Grabbed two. @${friend.username} you wanted one!`);
    await page.getByLabel('Price *').fill('$12.99');
    await page.getByLabel('Store *').fill('Amazon');
    await page.getByLabel('Product Link *').fill('https://www.amazon.com/dp/B000000001');
    await page.getByRole('button', { name: 'Post Thread' }).click();

    await page.waitForURL(/\/forum\/thread\/\d+$/);
    const threadUrl = page.url();
    await page.getByRole('heading', { level: 1, name: 'Glow-in-the-dark plant pot, half price' }).waitFor();
    // The template's values follow the content after a divider, names in bold.
    const post = page.locator('.forum-post .forum-text');
    expect(await post.locator('hr').count()).toBe(1);
    expect(await post.locator('strong').allTextContents()).toEqual(['Price:', 'Store:', 'Product Link:']);
    expect(
      await post.getByRole('link', { name: 'https://www.amazon.com/dp/B000000001' }).getAttribute('rel'),
    ).toBe('nofollow ugc noopener noreferrer');
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await breadcrumb.getByRole('link').allTextContents()).toEqual([
      'Forum',
      'Buying & Deals',
      'Hot Deals',
    ]);

    // The mentioned member sees the bell's count when they come, and the mention on /notifications.
    const friendPage = await openPage('/login');
    await logIn(friendPage, friend.username);
    const bell = friendPage.getByRole('link', { name: 'Notifications, 1 unread' });
    await bell.waitFor();
    expect(await bell.locator('.notification-bell__count').textContent()).toBe('1');
    await bell.click();
    await friendPage.waitForURL(url('/notifications'));
    const mention = friendPage.getByRole('link', {
      name: `${poster.username} mentioned you in “Glow-in-the-dark plant pot, half price” (unread)`,
    });
    await mention.click();
    await friendPage.waitForURL(threadUrl);
    await friendPage.getByRole('link', { name: 'Notifications', exact: true }).waitFor();

    // The friend hypes the thread and replies; the poster answers that reply.
    const hype = friendPage.getByRole('button', { name: '🔥 Hype 0' });
    await hype.click();
    await friendPage.getByRole('button', { name: '🔥 Hype 1' }).waitFor();
    expect(await friendPage.getByRole('button', { name: '🔥 Hype 1' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    // A posted reply is added as the server answered it, with the thread's count: the thread is not loaded again.
    const friendsLoads = threadLoads(friendPage, threadUrl);
    await friendPage.getByLabel('Your reply').fill('Ordered mine, thanks!');
    await friendPage.getByRole('button', { name: 'Post Reply' }).click();
    await reply(friendPage, friend.username).getByText('Ordered mine, thanks!').waitFor();
    expect(await replyFigures(friendPage)).toEqual({ heading: 'Replies (1)', sidebar: '1' });
    expect(await friendPage.getByLabel('Your reply').inputValue()).toBe('');
    expect(friendsLoads.count).toBe(0);

    const postersLoads = threadLoads(page, threadUrl);
    await page.reload();
    const friendsReply = reply(page, friend.username);
    await friendsReply.waitFor();
    // The reload is the one load of the thread counted here.
    expect(postersLoads.count).toBe(1);
    await friendsReply.getByRole('button', { name: 'Reply', exact: true }).click();
    await friendsReply.getByLabel('Your reply').fill('Enjoy it!');
    await friendsReply.getByRole('button', { name: 'Post Reply' }).click();
    // Nested under the reply it answers, and the composer that answered it closes.
    const nested = friendsReply.locator('.reply-list--nested').getByRole('listitem', {
      name: `Reply by ${poster.username}`,
    });
    await nested.getByText('Enjoy it!').waitFor();
    expect(await friendsReply.getByLabel('Your reply').count()).toBe(0);
    expect(await replyFigures(page)).toEqual({ heading: 'Replies (2)', sidebar: '2' });
    expect(postersLoads.count).toBe(1);
    await page.getByRole('button', { name: '🔥 Hype 1' }).waitFor();
    await page.screenshot({ path: artifactPath('forum-thread.png'), fullPage: true });

    // The poster's bell has the reply and the hype.
    await page.getByRole('link', { name: 'Notifications, 2 unread' }).click();
    await page.getByRole('link', { name: /replied to your thread/ }).waitFor();
    await page.getByRole('link', { name: /hyped your thread/ }).waitFor();
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await page.getByRole('link', { name: 'Notifications', exact: true }).waitFor();
  });

  it('lets the asker accept an answer, and shows visitors how to join and a locked thread its notice', async () => {
    const asker = await newMember('ask');
    const helper = await newMember('help');
    const thread = await newThread(asker, { post_type: 'question', title: 'Which lava lamp lasts?' });
    await apiPost('/api/forum/reply', helper, { thread_id: thread.id, content: 'The glass one, easily.' });

    const page = await openPage('/login');
    await logIn(page, asker.username);
    await page.goto(url(`/forum/thread/${thread.id}`));
    const answer = reply(page, helper.username);
    await answer.getByRole('button', { name: 'Accept answer' }).click();
    await answer.getByText('✓ Accepted answer').waitFor();
    await page.locator('.forum-post').getByText('✓ Resolved').waitFor();
    expect(await page.getByRole('button', { name: 'Accept answer' }).count()).toBe(0);

    const visitor = await openPage(`/forum/thread/${thread.id}`);
    await visitor.getByRole('link', { name: 'Log in to join the conversation' }).waitFor();
    await visitor.getByRole('button', { name: '🔥 Hype 0' }).click();
    await visitor.getByRole('alert').filter({ hasText: 'Please log in to hype posts' }).waitFor();

    // A moderator locks it from the page; members see no such controls.
    expect(await page.getByRole('button', { name: 'Lock' }).count()).toBe(0);
    const admin = await newMember('mod');
    await suite.server.makeAdmin(admin.username);
    const modPage = await openPage('/login');
    await logIn(modPage, admin.username);
    await modPage.goto(url(`/forum/thread/${thread.id}`));
    await modPage.getByRole('button', { name: 'Lock', exact: true }).click();
    await modPage.getByRole('button', { name: 'Unlock', exact: true }).waitFor();
    await modPage.locator('.forum-post').getByText('🔒 Locked').waitFor();
    await page.reload();
    await page.getByText('🔒 This thread is locked. No new replies can be posted.').waitFor();
    expect(await page.getByLabel('Your reply').count()).toBe(0);
  });

  it('stores hostile posts as written and renders them inert', async () => {
    const author = await newMember('xss');
    const payloads = [
      '<script>window.__xss = "script"</script>',
      '<img src=x onerror="window.__xss = \'onerror\'">',
      '[click](javascript:window.__xss="link")',
      '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
      '<svg onload="window.__xss = \'svg\'"><circle r="5"/></svg>',
      '<a href="javascript:window.__xss=1">raw link</a>',
      '![img](javascript:window.__xss="img")',
    ];
    const thread = await newThread(author, {
      title: '<b onmouseover=alert(1)>Title</b>',
      content: payloads.join('\n\n'),
    });
    await apiPost('/api/forum/reply', author, { thread_id: thread.id, content: payloads.join('\n\n') });

    const page = await openPage('/forum');
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(url(`/forum/thread/${thread.id}`));
    await page.getByRole('heading', { level: 1, name: '<b onmouseover=alert(1)>Title</b>' }).waitFor();
    // Shown as text: the markup is visible, never parsed.
    await page.locator('.forum-post .forum-text').getByText('<script>', { exact: false }).waitFor();
    for (const link of await page.locator('.forum-text a').all()) {
      await link.click({ trial: true }).catch(() => undefined);
      expect(await link.getAttribute('href')).toMatch(/^https?:/);
    }
    await page.locator('.forum-text').first().hover();
    const injected = await page.evaluate(() => ({
      xss: (window as unknown as { __xss?: unknown }).__xss ?? null,
      scripts: document.querySelectorAll('main script').length,
      handlers: [...document.querySelectorAll('main *')].filter((element) =>
        [...element.attributes].some((attribute) => attribute.name.startsWith('on')),
      ).length,
      svgs: document.querySelectorAll('.forum-text svg, .forum-text img').length,
    }));
    expect(injected).toEqual({ xss: null, scripts: 0, handlers: 0, svgs: 0 });
    expect(dialogs).toEqual([]);
  });

  it('reports a thread, which an admin then finds on the moderation dashboard', async () => {
    const author = await newMember('spam');
    const reporter = await newMember('rep');
    const thread = await newThread(author, { title: 'Buy followers cheap!!!' });
    const page = await openPage('/login');
    await logIn(page, reporter.username);
    await page.goto(url(`/forum/thread/${thread.id}`));
    await page.locator('.forum-post').getByRole('button', { name: 'Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this thread' });
    await dialog.getByLabel('Reason').selectOption('Spam');
    await dialog.getByRole('button', { name: 'Submit Report' }).click();
    await dialog.getByRole('status').filter({ hasText: 'Your report was sent to our moderators.' }).waitFor();

    const admin = await newMember('adm');
    await suite.server.makeAdmin(admin.username);
    const adminPage = await openPage('/login');
    await logIn(adminPage, admin.username);
    await adminPage.goto(url('/admin-moderation'));
    const item = adminPage.getByRole('listitem', { name: `Reports about Thread #${thread.id}` });
    await item.waitFor();
    await item.getByText('Spam').first().waitFor();
    await item.getByRole('link', { name: `Thread #${thread.id}` }).click();
    await adminPage.waitForURL(url(`/forum/thread/${thread.id}`));
    await adminPage.getByRole('heading', { level: 1, name: 'Buy followers cheap!!!' }).waitFor();
  });

  it('lists a category with filters and pages on by scrolling, and says when a category is unknown', async () => {
    // An admin, whom the first-day posting limit (3 threads an hour) does not hold back.
    const author = await newMember('list');
    await suite.server.makeAdmin(author.username);
    const tag = `scroll${Date.now()}`;
    const titles: string[] = [];
    for (let i = 0; i < 23; i++) {
      titles.push(`${tag} thread ${i}`);
      await newThread(author, {
        category: 'memes',
        title: `${tag} thread ${i}`,
        content: `${tag} meme number ${i}`,
      });
    }
    const page = await openPage('/forum/community/memes', { width: 390, height: 844 });
    await page.getByLabel('Search threads').fill(tag);
    await page.getByRole('form', { name: 'Thread search' }).getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: `${tag} thread 22` }).waitFor();
    const cards = page.locator('.thread-card__title');
    // Scrolling to the end loads the next page of the search: all 23, each once.
    await page.locator('.forum-sentinel').scrollIntoViewIfNeeded();
    await page.getByRole('link', { name: `${tag} thread 0`, exact: true }).waitFor();
    const shown = await cards.allTextContents();
    expect(shown.filter((title) => title.startsWith(tag)).sort()).toEqual([...titles].sort());

    await page.goto(url('/forum/community/no-such-category'));
    await page.getByRole('heading', { name: 'Category not found' }).waitFor();
    await page.goto(url('/forum/announcements/roadmap'));
    await page.getByText('No threads yet in this category.').waitFor();
    await page.getByRole('link', { name: 'Be the first to post' }).waitFor();
    await page.goto(url('/forum/nowhere'));
    await page.waitForURL(url('/forum'));
  });

  it('files uncategorised threads from the forum admin tools, one by its suggestion and two at once', async () => {
    const admin = await newMember('filer');
    await suite.server.makeAdmin(admin.username);
    const titles = [
      'Robot vacuum 40% off, $129 at Walmart',
      'Checkout button broken on my phone',
      'Hello from Lisbon',
    ];
    const ids: number[] = [];
    for (const title of titles) ids.push((await newThread(admin, { title, content: `About: ${title}` })).id);
    // As an old import left them: no category.
    await suite.server.app.db
      .update(forumThreads)
      .set({ category: null, section: null })
      .where(inArray(forumThreads.id, ids));

    const page = await openPage('/login');
    await logIn(page, admin.username);
    await page.goto(url('/forum/admin'));
    await page.getByRole('heading', { level: 1, name: 'Forum admin tools' }).waitFor();
    const deal = page.getByRole('listitem', { name: `Thread ${titles[0]}` });
    expect(await deal.getByLabel('Category').inputValue()).toBe('hot-deals');
    expect(await deal.getByLabel('Post type').inputValue()).toBe('deal');
    await deal.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Filed 1 thread.' }).waitFor();
    await deal.waitFor({ state: 'detached' });

    const bug = page.getByRole('listitem', { name: `Thread ${titles[1]}` });
    expect(await bug.getByLabel('Category').inputValue()).toBe('bug-reports');
    const hello = page.getByRole('listitem', { name: `Thread ${titles[2]}` });
    await hello.getByLabel('Category').selectOption('off-topic');
    await bug.getByLabel(`Select ${titles[1]}`).check();
    await hello.getByLabel(`Select ${titles[2]}`).check();
    await page.getByRole('button', { name: 'Apply to selected (2)' }).click();
    await page.getByText('No uncategorised threads.').waitFor();

    // Filed where the tools said.
    await page.goto(url('/forum/buying-deals/hot-deals'));
    await page.getByRole('link', { name: titles[0] }).waitFor();
    await page.goto(url('/forum/support/bug-reports'));
    await page.getByRole('link', { name: titles[1] }).waitFor();
  });
});
