import type { ThreadAnswer } from '@app/contracts';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { FormAlert } from '@/components/ui/FormAlert';
import { Loaded } from '@/components/ui/Loaded';
import { SITE_NAME } from '@/config/site';
import { useAuthStore } from '@/features/auth';
import { ReportDialog } from '@/features/moderation';
import { useLoad } from '@/hooks/use-load';
import { ApiError } from '@/lib/api-client';
import { countThreadView, fetchThread, markThreadRead } from '../api';
import { ForumNotFound } from '../ForumPageParts';
import { FORUM_TEXT, placeOfCategory } from '../forum-text';
import { MentionedMembers } from './PostParts';
import { ThreadPost } from './ThreadPost';
import { ThreadReplies } from './ThreadReplies';
import { ThreadSidebar } from './ThreadSidebar';
import { type ThreadLoad, useThreadActions } from './use-thread-actions';

type Reader = { id: number } | null;

/** /forum/thread/{id}: the post, its replies nested three deep, the composer and the sidebar (product spec 3 §2). */
export function ThreadPage() {
  const { id: param } = useParams();
  const id = Number(param);
  const me = useAuthStore((state) => (state.token ? state.user : null));
  const thread = useLoad((signal) => fetchThread(id, signal), [id, me?.id]);
  useThreadVisit(id, me !== null);
  useReplyLink(thread.state.status === 'done');

  const { state } = thread;
  if (
    state.status === 'error' &&
    state.error instanceof ApiError &&
    [400, 404].includes(state.error.status)
  ) {
    return <ForumNotFound title={FORUM_TEXT.threadNotFound} />;
  }
  return (
    <Loaded load={thread} loading="Loading thread..." failed="Failed to load the thread.">
      {(page) => <ThreadView page={page} me={me} load={thread} />}
    </Loaded>
  );
}

/**
 * Opening the thread counts a view and, for a member, marks it read (errors ignored, product spec 3 §7): once
 * each per thread the page shows, however often the effect runs (the member's parts are drawn after the page is
 * adopted, so `member` turns true on a second run; development's StrictMode runs effects twice).
 */
function useThreadVisit(id: number, member: boolean) {
  const sent = useRef({ view: 0, read: 0 });
  useEffect(() => {
    if (!Number.isSafeInteger(id) || id < 1) return;
    if (sent.current.view !== id) {
      sent.current.view = id;
      void countThreadView(id);
    }
    if (member && sent.current.read !== id) {
      sent.current.read = id;
      void markThreadRead(id);
    }
  }, [id, member]);
}

/** A link to one reply (a notification's) shows that reply once the thread is there. */
function useReplyLink(loaded: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (loaded && hash.startsWith('#reply-')) {
      document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'center' });
    }
  }, [loaded, hash]);
}

function ThreadView({ page, me, load }: { page: ThreadAnswer; me: Reader; load: ThreadLoad }) {
  const { thread: post, replies, can_moderate: moderator } = page;
  const { section, category } = placeOfCategory(post.category) ?? {};
  const listing = section && category ? `/forum/${section.slug}/${category.slug}` : '/forum';
  const actions = useThreadActions(load, post, me !== null, listing);
  const isOwn = (authorId: number) => me !== null && me.id === authorId;
  const canDelete = (authorId: number) => isOwn(authorId) || (me !== null && moderator);
  const accepting =
    me?.id === post.user_id &&
    post.post_type === 'question' &&
    !replies.some((reply) => reply.is_accepted_answer);

  return (
    <MentionedMembers value={page.mentions}>
      <div className="page forum-page">
        <title>{`${post.title} | Forum | ${SITE_NAME}`}</title>
        <nav className="breadcrumb" aria-label="Breadcrumb">
          <Link to="/forum">Forum</Link>
          {section ? (
            <>
              {' / '}
              <Link to={`/forum/${section.slug}`}>{section.name}</Link>
            </>
          ) : null}
          {section && category ? (
            <>
              {' / '}
              <Link to={listing}>{category.name}</Link>
            </>
          ) : null}
        </nav>
        <FormAlert text={actions.alert} />
        <div className="forum-layout">
          <div className="forum-main">
            <ThreadPost
              post={post}
              moderator={moderator}
              canDelete={canDelete(post.user_id)}
              own={isOwn(post.user_id)}
              actions={actions}
            />
            <ThreadReplies
              post={post}
              replies={replies}
              loggedIn={me !== null}
              permissions={{
                canReply: me !== null && !post.is_locked,
                canAccept: accepting,
                canDelete,
                isOwn,
              }}
              actions={actions}
            />
          </div>
          <ThreadSidebar post={post} />
        </div>
        {actions.reporting ? (
          <ReportDialog open onClose={actions.closeReport} target={actions.reporting} />
        ) : null}
      </div>
    </MentionedMembers>
  );
}
