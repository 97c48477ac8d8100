// Issue 41's forum and member journeys: the forum-wide search, the new thread's first step, @mentions and
// follows that notify, moderation items that show the content, the admin tools' category list, the thread
// page's one request for the thread, one view and one read per load, and a profile's puzzle score line.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { forumPosting } from './forum-site.ts';
import { blockingAxeViolations, browserSuite } from './support.ts';

const suite = browserSuite();
const { url, openPage, newMember, logIn } = suite;

type Member = Awaited<ReturnType<typeof newMember>>;

const { apiPost, newThread, newReply } = forumPosting(suite);

/** A member who may post without the new member's hourly limit (moderators have none). */
async function newModerator(prefix: string) {
  const member = await newMember(prefix);
  await suite.server.makeAdmin(member.username);
  return member;
}

/** A logged-in page of the member's. */
async function pageOf(member: Member) {
  const page = await openPage('/login');
  await logIn(page, member.username);
  return page;
}

/**
 * The page's requests for this thread (`thread`, and `asMember`: those with a member's token) and to its view and
 * read endpoints, counted from now on.
 */
function visitCalls(page: Page, threadId: number) {
  const calls = { thread: 0, asMember: 0, view: 0, read: 0 };
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'GET' && pathname === `/api/forum/thread/${threadId}`) {
      calls.thread += 1;
      if (request.headers().authorization) calls.asMember += 1;
    }
    if (request.method() !== 'POST') return;
    if (pathname === `/api/forum/thread/${threadId}/view`) calls.view += 1;
    if (pathname === `/api/forum/thread/${threadId}/read`) calls.read += 1;
  });
  return calls;
}

describe('forum journeys (issue 41)', () => {
  it('searches every category from /forum, each result naming its section and category, page after page', async () => {
    const poster = await newModerator('finder');
    const word = `narwhal${Date.now().toString(36)}`;
    const lamp = await newThread(poster, {
      title: `${word} lamp, half price`,
      category: 'hot-deals',
      post_type: 'deal',
    });
    const meme = await newThread(poster, {
      title: 'When the lamp arrives',
      content: `It is a ${word}`,
      category: 'memes',
    });
    // More than one page of results (20 a page).
    const rest: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      rest.push(
        (
          await newThread(poster, {
            title: `How-to ${i}`,
            content: `Ask about the ${word}`,
            category: 'how-to',
            post_type: 'question',
          })
        ).title,
      );
    }
    await newThread(poster, { title: 'Unrelated lamp talk', category: 'memes' });

    const page = await openPage('/forum');
    const search = page.getByRole('form', { name: 'Forum search' });
    await search.getByRole('searchbox', { name: 'Search all threads' }).fill(word);
    await search.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(url(`/forum?search=${word}`));
    const results = page.getByRole('region', { name: `Threads matching “${word}”` });
    // Scrolling to the end loads the next page: all 22, each once, and nothing that does not match.
    await results.locator('.thread-card__title').first().waitFor();
    await page.locator('.forum-sentinel').scrollIntoViewIfNeeded();
    await expect.poll(() => results.locator('.thread-card__title').count(), { timeout: 15_000 }).toBe(22);
    const titles = await results.locator('.thread-card__title').allTextContents();
    expect(titles.sort()).toEqual([lamp.title, meme.title, ...rest].sort());
    const lampCard = results
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: lamp.title }) });
    expect(await lampCard.getByRole('link', { name: 'Buying & Deals' }).getAttribute('href')).toBe(
      '/forum/buying-deals',
    );
    expect(await lampCard.getByRole('link', { name: 'Hot Deals' }).getAttribute('href')).toBe(
      '/forum/buying-deals/hot-deals',
    );
    const memeCard = results
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: meme.title }) });
    expect(await memeCard.getByRole('link', { name: 'Memes' }).getAttribute('href')).toBe(
      '/forum/community/memes',
    );
    expect(await memeCard.getByRole('link', { name: 'Community' }).count()).toBe(1);
    expect(await blockingAxeViolations(page)).toEqual([]);
    // Opened at its address (a shared link, a reload), the box holds the words searched for.
    const box = search.getByRole('searchbox', { name: 'Search all threads' });
    await page.reload();
    await results.locator('.thread-card__title').first().waitFor();
    expect(await box.inputValue()).toBe(word);
    // The sections are back once the search is cleared, and the box is empty again.
    await results.getByRole('link', { name: 'Clear search' }).click();
    await page.waitForURL(url('/forum'));
    await page.getByRole('heading', { level: 2, name: 'Buying & Deals' }).waitFor();
    expect(await box.inputValue()).toBe('');
  });

  it('starts a new thread from named post types with icons and descriptions, categories by section, Next off until both are chosen', async () => {
    const member = await newMember('step');
    const page = await pageOf(member);
    await page.goto(url('/forum/new'));
    await page.getByText('Step 1 of 2').waitFor();
    const types = page.getByRole('group', { name: 'Post type' });
    expect(await types.getByRole('radio').count()).toBe(6);
    for (const name of ['Question', 'Deal', 'Review', 'Show and Tell', 'Discussion', 'Support']) {
      expect(await types.getByRole('radio', { name, exact: true }).count()).toBe(1);
    }
    const showAndTell = types.locator('label').filter({ hasText: 'Show and Tell' });
    expect(await showAndTell.textContent()).toBe('📸Show and TellShow off something you bought.');
    expect(await page.getByText('show-and-tell', { exact: true }).count()).toBe(0);
    // The category chooser groups its categories by section.
    const groups = await page
      .getByLabel('Category')
      .locator('optgroup')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('label')));
    expect(groups).toEqual(['Announcements', 'Community', 'Buying & Deals', 'Reviews', 'Support']);
    expect(await blockingAxeViolations(page)).toEqual([]);

    const next = page.getByRole('button', { name: 'Next' });
    expect(await next.isDisabled()).toBe(true);
    await page.getByLabel('Category').selectOption('show-and-tell');
    expect(await next.isDisabled()).toBe(true);
    // Keyboard: into the group, Space chooses, the arrow keys move the choice.
    await page.getByRole('radio', { name: 'Question', exact: true }).focus();
    await page.keyboard.press('Space');
    expect(await page.getByRole('radio', { name: 'Question', exact: true }).isChecked()).toBe(true);
    expect(await next.isEnabled()).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: 'Deal', exact: true }).isChecked()).toBe(true);
    // A click anywhere on a card chooses it.
    await page.getByText('Show off something you bought.').click();
    expect(await page.getByRole('radio', { name: 'Show and Tell', exact: true }).isChecked()).toBe(true);
    await next.click();
    await page.getByText('Step 2 of 2').waitFor();
    await page.getByLabel('Title').fill('My new lava lamp');
    await page.getByLabel('Content').fill('It glows.');
    await page.getByRole('button', { name: 'Post Thread' }).click();
    await page.waitForURL(/\/forum\/thread\/\d+$/);
    await page.locator('.forum-post').getByText('Show and Tell', { exact: true }).waitFor();
  });

  it('links @names in posts to profiles, tells a member replied to and mentioned once, and tells a member of a new follower', async () => {
    const author = await newMember('auth');
    const friend = await newMember('frnd');
    const thread = await newThread(author, { title: 'Best desk lamp?' });
    const answer = await newReply(
      friend,
      thread.id,
      `@${author.username} the glass one <img src=x onerror=alert(1)>, ask @nobody_${Date.now()}`,
    );

    const page = await pageOf(author);
    await page.getByRole('link', { name: 'Notifications, 1 unread' }).click();
    await page
      .getByRole('link', {
        name: `${friend.username} replied to your thread and mentioned you in “Best desk lamp?” (unread)`,
      })
      .click();
    await page.waitForURL(url(`/forum/thread/${thread.id}#reply-${answer.id}`));
    const friendsReply = page.getByRole('listitem', { name: `Reply by ${friend.username}` });
    const mention = friendsReply.getByRole('link', { name: `@${author.username}` });
    expect(await mention.getAttribute('href')).toBe(`/user/${author.id}`);
    // An unknown name stays text; what was written as HTML stays text.
    expect(await friendsReply.getByRole('link', { name: /@nobody_/ }).count()).toBe(0);
    await friendsReply.getByText('<img src=x onerror=alert(1)>', { exact: false }).waitFor();
    expect(await friendsReply.locator('img').count()).toBe(0);
    await mention.click();
    await page.waitForURL(url(`/user/${author.id}`));
    await page.getByRole('heading', { level: 1, name: author.username }).waitFor();

    // The friend follows the author from the profile; unfollowing and following again tells nothing more.
    const friendsPage = await pageOf(friend);
    await friendsPage.goto(url(`/user/${author.id}`));
    await friendsPage.getByRole('button', { name: 'Follow', exact: true }).click();
    await friendsPage.getByRole('button', { name: 'Unfollow' }).click();
    await friendsPage.getByRole('button', { name: 'Follow', exact: true }).click();
    await friendsPage.getByRole('button', { name: 'Unfollow' }).waitFor();

    await page.goto(url('/notifications'));
    const followed = page.getByRole('link', { name: `${friend.username} started following you (unread)` });
    await followed.waitFor();
    expect(await page.getByRole('link', { name: /started following you/ }).count()).toBe(1);
    await followed.click();
    await page.waitForURL(url(`/user/${friend.id}`));
    await page.getByRole('heading', { level: 1, name: friend.username }).waitFor();
  });

  it('shows moderators what was reported: the title or the first 140 characters, the author and a link', async () => {
    const author = await newMember('spam');
    const reporter = await newMember('rep');
    const admin = await newModerator('boss');
    const thread = await newThread(author, { title: 'Free gift cards here' });
    const long = `Visit my shop for the best deals on lamps, ${'really cheap lamps, '.repeat(8)}the end.`;
    const reply = await newReply(author, thread.id, long);
    for (const [type, id] of [
      ['thread', thread.id],
      ['reply', reply.id],
    ] as const) {
      await apiPost('/api/moderation/report/content', reporter, {
        content_type: type,
        content_id: id,
        reason: 'Spam',
      });
    }

    const page = await pageOf(admin);
    await page.goto(url('/admin-moderation'));
    const threadItem = page.getByRole('listitem', { name: `Reports about Thread #${thread.id}` });
    await threadItem.getByText('Free gift cards here', { exact: true }).waitFor();
    await threadItem.getByText(`Thread by @${author.username}`).waitFor();
    expect(await threadItem.getByRole('link', { name: 'Open the thread' }).getAttribute('href')).toBe(
      `/forum/thread/${thread.id}`,
    );
    const replyItem = page.getByRole('listitem', { name: `Reports about Reply #${reply.id}` });
    await replyItem.getByText(`${long.slice(0, 140)}…`, { exact: true }).waitFor();
    expect(await replyItem.getByText(long, { exact: true }).count()).toBe(0);
    expect(await replyItem.getByRole('link', { name: `@${author.username}` }).getAttribute('href')).toBe(
      `/user/${author.id}`,
    );
    expect(await blockingAxeViolations(page)).toEqual([]);
    const open = replyItem.getByRole('link', { name: 'Open the reply' });
    expect(await open.getAttribute('href')).toBe(`/forum/thread/${thread.id}#reply-${reply.id}`);
    await open.click();
    await page.waitForURL(url(`/forum/thread/${thread.id}#reply-${reply.id}`));
  });

  it("lists a chosen category's threads in the forum admin tools, to move one where it belongs", async () => {
    const admin = await newModerator('mover');
    const title = `Standing desk 50% off, $199 at Costco ${Date.now().toString(36)}`;
    await newThread(admin, { title, category: 'roadmap' });
    await newThread(admin, { title: 'Dark mode is coming', category: 'roadmap' });

    const page = await pageOf(admin);
    await page.goto(url('/forum/admin'));
    await page.getByRole('heading', { level: 1, name: 'Forum admin tools' }).waitFor();
    await page.getByLabel('Show').selectOption('roadmap');
    const row = page.getByRole('listitem', { name: `Thread ${title}` });
    // A filed thread starts where it is, its suggestion one click away.
    expect(await row.getByLabel('Category').inputValue()).toBe('roadmap');
    await row.getByText('suggested Hot Deals (Deal)', { exact: false }).waitFor();
    await row.getByRole('button', { name: 'Use suggestion' }).click();
    expect(await row.getByLabel('Category').inputValue()).toBe('hot-deals');
    expect(await row.getByLabel('Post type').inputValue()).toBe('deal');
    await row.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Filed 1 thread.' }).waitFor();
    await row.waitFor({ state: 'detached' });
    await page.getByRole('listitem', { name: 'Thread Dark mode is coming' }).waitFor();

    await page.goto(url('/forum/buying-deals/hot-deals'));
    await page.getByRole('link', { name: title }).waitFor();
  });

  it('asks for the thread and sends its view and read once per load or visit, and a visitor’s view once', async () => {
    const member = await newMember('reader');
    const thread = await newThread(await newMember('writer'), {
      title: 'Counted once',
      category: 'feedback',
    });

    const page = await pageOf(member);
    const calls = visitCalls(page, thread.id);
    // Opened from a listing (drawn in the browser), then loaded (drawn by the server and adopted).
    await page.goto(url('/forum/support/feedback'));
    await page.getByRole('link', { name: 'Counted once' }).click();
    await page.getByRole('heading', { level: 1, name: 'Counted once' }).waitFor();
    // Late repeats would come within a moment of the page settling.
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual({ thread: 1, asMember: 1, view: 1, read: 1 });
    // Loaded, the page is adopted as the server drew it (for a visitor) before the member's parts are drawn:
    // still one request for the thread, made as the member.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Counted once' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual({ thread: 2, asMember: 2, view: 2, read: 2 });

    const visitor = await openPage('/forum');
    const visitorCalls = visitCalls(visitor, thread.id);
    await visitor.goto(url(`/forum/thread/${thread.id}`));
    await visitor.getByRole('heading', { level: 1, name: 'Counted once' }).waitFor();
    await visitor.waitForLoadState('networkidle');
    expect(visitorCalls).toEqual({ thread: 1, asMember: 0, view: 1, read: 0 });
  });

  it("shows 'Puzzle Score: 0 (Not ranked)' on the profile of a member without a score", async () => {
    const member = await newMember('noscore');
    const page = await openPage(`/user/${member.id}`);
    await page.getByRole('heading', { level: 1, name: member.username }).waitFor();
    expect(await page.locator('.profile__puzzle').textContent()).toBe('Puzzle Score: 0 (Not ranked)');
  });
});
