import type { ForumReply, ForumThread, ThreadAnswer } from '@app/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ReportTarget } from '@/features/moderation';
import { errorMessage } from '@/lib/api-client';
import { acceptAnswer, deleteReply, deleteThread, postReply, toggleHype, updateThread } from '../api';
import { FORUM_TEXT, withPostedReply } from '../forum-text';

/** The loaded thread page, and how to load it again or change it in place. */
export interface ThreadLoad {
  reload: () => void;
  update: (change: (value: ThreadAnswer) => ThreadAnswer) => void;
}

/**
 * What a member does on a thread page: hype, accept, report, reply, delete, and a moderator's pin and lock.
 * A failure shows as the page's alert; most actions load the thread again, a reply is added in place.
 */
export function useThreadActions(load: ThreadLoad, post: ForumThread, loggedIn: boolean, listing: string) {
  const navigate = useNavigate();
  const [alert, setAlert] = useState<string | null>(null);
  const [reporting, setReporting] = useState<ReportTarget | null>(null);

  const run = async (action: () => Promise<unknown>, failure: string, after: () => void = load.reload) => {
    setAlert(null);
    try {
      await action();
      after();
    } catch (error) {
      setAlert(errorMessage(error, failure));
    }
  };
  const hype = (target: { threadId: number } | { replyId: number }) => {
    if (!loggedIn) {
      setAlert(FORUM_TEXT.hypeLogIn);
      return;
    }
    void run(() => toggleHype(target), 'Failed to hype.');
  };
  const confirmed = (question: string) => window.confirm(question);

  return {
    alert,
    reporting,
    closeReport: () => setReporting(null),
    hypeThread: () => hype({ threadId: post.id }),
    hypeReply: (replyId: number) => hype({ replyId }),
    accept: (replyId: number) => run(() => acceptAnswer(replyId), FORUM_TEXT.acceptFailed),
    removeReply: (replyId: number) =>
      confirmed('Delete this reply?') && run(() => deleteReply(replyId), FORUM_TEXT.deleteReplyFailed),
    removeThread: () =>
      confirmed('Delete this thread?') &&
      run(
        () => deleteThread(post.id),
        FORUM_TEXT.deleteThreadFailed,
        () => navigate(listing),
      ),
    moderate: (change: { is_pinned: boolean } | { is_locked: boolean }) =>
      run(() => updateThread(post.id, change), 'Failed to update thread.'),
    reportThread: () =>
      setReporting({ type: 'content', contentType: 'thread', id: post.id, name: post.title }),
    reportReply: (reply: ForumReply) =>
      setReporting({
        type: 'content',
        contentType: 'reply',
        id: reply.id,
        name: `${reply.username}'s reply`,
      }),
    /** Posts a reply and adds it to the page as the server answered it, without loading the thread again. */
    reply: async (content: string, parentId: number | null) => {
      const posted = await postReply(post.id, content, parentId);
      load.update((page) => withPostedReply(page, posted));
    },
  };
}

export type ThreadActions = ReturnType<typeof useThreadActions>;
