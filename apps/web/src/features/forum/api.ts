import { catalogueEndpoints, forumEndpoints, type InputOf, type PostType } from '@app/contracts';
import { api } from '@/lib/api-client';

export const fetchForumStats = (signal?: AbortSignal) => api(forumEndpoints.stats, { signal });

export const fetchTrending = (signal?: AbortSignal) =>
  api(forumEndpoints.trending, { query: { limit: 5 }, signal });

export interface ThreadFilters {
  section?: string;
  category?: string;
  sort?: string;
  timeRange?: string;
  flairs?: string[];
  search?: string;
}

/** One page of a listing; pass the first page's `as_of` back for the later ones. */
export function fetchThreads(
  filters: ThreadFilters,
  page: number,
  asOf: number | null,
  signal?: AbortSignal,
) {
  const { section, category, sort, timeRange, flairs, search } = filters;
  const query = {
    page,
    limit: 20,
    // Empty filters are left out, as the spec's calls leave them; tags go as one comma list.
    section: section || undefined,
    category: category || undefined,
    sort: sort || undefined,
    timeRange: timeRange || undefined,
    search: search || undefined,
    flairs: flairs?.length ? flairs.join(',') : undefined,
    as_of: asOf ?? undefined,
  };
  return api(forumEndpoints.threads, { query, signal });
}

export const fetchThread = (id: number, signal?: AbortSignal) =>
  api(forumEndpoints.thread, { params: { id }, signal });

export type NewThreadFields = InputOf<typeof forumEndpoints.createThread>['body'];

export const postThread = (fields: NewThreadFields) => api(forumEndpoints.createThread, { body: fields });

/** Answers the reply as the thread page draws it, and the thread's reply count after it. */
export const postReply = (threadId: number, content: string, parentReplyId: number | null) =>
  api(forumEndpoints.reply, {
    body: { thread_id: threadId, content, parent_reply_id: parentReplyId },
  });

export const toggleHype = (target: { threadId: number } | { replyId: number }) =>
  api(forumEndpoints.hype, { body: target });

export const acceptAnswer = (replyId: number) =>
  api(forumEndpoints.acceptAnswer, { params: { id: replyId } });

/** Moderators pin and lock threads (and file them: category, section, post type). */
export const updateThread = (id: number, fields: { is_pinned?: boolean; is_locked?: boolean }) =>
  api(forumEndpoints.updateThread, { params: { id }, body: fields });

export const deleteThread = (id: number) => api(forumEndpoints.deleteThread, { params: { id } });
export const deleteReply = (id: number) => api(forumEndpoints.deleteReply, { params: { id } });

/** Errors of these two are ignored (product spec 3 §7): they only keep counts and unread marks. */
export const markThreadRead = (id: number) =>
  api(forumEndpoints.markRead, { params: { id } }).catch(() => undefined);
export const countThreadView = (id: number) =>
  api(forumEndpoints.countView, { params: { id } }).catch(() => undefined);

export const searchProductsToAttach = (q: string, signal?: AbortSignal) =>
  api(catalogueEndpoints.quickSearch, { query: { q, limit: 5 }, signal });

/** The forum admin tools: unfiled threads (or a category's) with suggestions, 100 a page, and filing them. */
export const fetchFilingSuggestions = (page: number, category: string, signal?: AbortSignal) =>
  api(forumEndpoints.filingSuggestions, { query: { page, category: category || undefined }, signal });

export const fileThreads = (items: { id: number; category: string; post_type?: PostType }[]) =>
  api(forumEndpoints.fileThreads, { body: { items } });
