// The forum's browser tests post what a test needs through the API, as a member does from the forum pages.
import { type browserSuite, callApi } from './support.ts';

type Suite = ReturnType<typeof browserSuite>;
type Member = Awaited<ReturnType<Suite['newMember']>>;

/** Posting to `suite`'s server as a member: any forum route, a new thread, a reply. */
export function forumPosting(suite: Suite) {
  const apiPost = <T = unknown>(path: string, member: Member, body: Record<string, unknown>) =>
    callApi<T>(suite.server.url, member.token, 'POST', path, body);
  return {
    apiPost,
    /** A discussion in Off-Topic unless `fields` say otherwise. */
    newThread: (member: Member, fields: Record<string, unknown>) =>
      apiPost<{ thread: { id: number; title: string } }>('/api/forum/thread', member, {
        category: 'off-topic',
        post_type: 'discussion',
        content: 'What do you all think?',
        ...fields,
      }).then((answer) => answer.thread),
    newReply: (member: Member, threadId: number, content: string) =>
      apiPost<{ reply: { id: number } }>('/api/forum/reply', member, { thread_id: threadId, content }).then(
        (answer) => answer.reply,
      ),
  };
}
