// The hype button does not invite what the server refuses (403 'You cannot hype your own post'): on the member's
// own thread and replies it is disabled and says why, on others' it works. And a member without notifications is
// told what will notify them, the card battle and new followers included.
import { describe, expect, it } from 'vitest';
import { browserSuite } from './support.ts';

const suite = browserSuite();
const { url, openPage, newMember, logIn } = suite;

type Member = Awaited<ReturnType<typeof newMember>>;

async function apiPost<T>(path: string, member: Member, body: Record<string, unknown>): Promise<T> {
  const response = await fetch(url(path), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', authorization: `Bearer ${member.token}` },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer as T;
}

const OWN_POST = 'You cannot hype your own post';

describe('hype on one’s own post', () => {
  it("is disabled on the member's own thread and reply, with the reason; others' posts can be hyped", async () => {
    const [poster, friend] = [await newMember('own'), await newMember('pal')];
    const { thread } = await apiPost<{ thread: { id: number } }>('/api/forum/thread', poster, {
      category: 'off-topic',
      post_type: 'discussion',
      title: `My own post ${Date.now()}`,
      content: 'What do you all think?',
    });
    await apiPost('/api/forum/reply', friend, { thread_id: thread.id, content: 'A friend answers.' });
    await apiPost('/api/forum/reply', poster, { thread_id: thread.id, content: 'The poster answers too.' });

    const page = await openPage('/login');
    await logIn(page, poster.username);
    await page.goto(url(`/forum/thread/${thread.id}`));
    const ownThread = page.locator('.forum-post').getByRole('button', { name: '🔥 Hype 0' });
    await ownThread.waitFor();
    expect(await ownThread.isDisabled()).toBe(true);
    expect(await ownThread.getAttribute('title')).toBe(OWN_POST);
    const ownReply = page.getByRole('listitem', { name: `Reply by ${poster.username}` }).getByRole('button', {
      name: '🔥 0',
    });
    expect(await ownReply.isDisabled()).toBe(true);
    expect(await ownReply.getAttribute('title')).toBe(OWN_POST);

    // The friend's reply is the poster's to hype.
    const friendsReply = page.getByRole('listitem', { name: `Reply by ${friend.username}` });
    expect(await friendsReply.getByRole('button', { name: '🔥 0' }).getAttribute('title')).toBeNull();
    await friendsReply.getByRole('button', { name: '🔥 0' }).click();
    const hyped = friendsReply.getByRole('button', { name: '🔥 1' });
    await hyped.waitFor();
    expect(await hyped.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('alert').filter({ hasText: OWN_POST }).count()).toBe(0);
  });

  it('tells a member without notifications what will notify them', async () => {
    const member = await newMember('quiet');
    const page = await openPage('/login');
    await logIn(page, member.username);
    await page.goto(url('/notifications'));
    await page.getByRole('heading', { name: 'No notifications yet.' }).waitFor();
    const text = await page.getByText(/will show up here/).textContent();
    expect(text?.replace(/\s+/g, ' ')).toBe(
      "Replies to your posts, mentions, hype, accepted answers, new followers, your card battles' moves, deadlines and results, and price drops on products you saved will show up here.",
    );
  });
});
