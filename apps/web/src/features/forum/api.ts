import {
  createThreadAnswer,
  fileThreadsAnswer,
  filingSuggestionsAnswer,
  forumOkAnswer,
  forumStatsAnswer,
  hypeAnswer,
  quickSearchAnswer,
  replyAnswer,
  threadAnswer,
  threadListAnswer,
  trendingAnswer,
} from '@app/contracts';
import { api } from '@/lib/api-client';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export const fetchForumStats = (signal?: AbortSignal) =>
  api.read('/api/forum/stats', { schema: forumStatsAnswer, ...withSignal(signal) });

export const fetchTrending = (signal?: AbortSignal) =>
  api.read('/api/forum/trending?limit=5', { schema: trendingAnswer, ...withSignal(signal) });

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
  const query = new URLSearchParams({ page: String(page), limit: '20' });
  for (const key of ['section', 'category', 'sort', 'timeRange', 'search'] as const) {
    const value = filters[key];
    if (value) query.set(key, value);
  }
  if (filters.flairs?.length) query.set('flairs', filters.flairs.join(','));
  if (asOf !== null) query.set('as_of', String(asOf));
  return api.read(`/api/forum/threads?${query}`, { schema: threadListAnswer, ...withSignal(signal) });
}

export const fetchThread = (id: number, signal?: AbortSignal) =>
  api.read(`/api/forum/thread/${id}`, { schema: threadAnswer, ...withSignal(signal) });

export interface NewThreadFields {
  title: string;
  content: string;
  category: string;
  section: string;
  post_type: string;
  flairs: string;
  image_url: string | null;
  product_id: string | null;
  product_data: string | null;
}

export const postThread = (fields: NewThreadFields) =>
  api.send('/api/forum/thread', fields, { schema: createThreadAnswer });

export const postReply = (threadId: number, content: string, parentReplyId: number | null) =>
  api.send(
    '/api/forum/reply',
    { thread_id: threadId, content, parent_reply_id: parentReplyId },
    { schema: replyAnswer },
  );

export const toggleHype = (target: { threadId: number } | { replyId: number }) =>
  api.send('/api/forum/hype', target, { schema: hypeAnswer });

export const acceptAnswer = (replyId: number) =>
  api.put(`/api/forum/reply/${replyId}/accept`, undefined, { schema: forumOkAnswer });

/** Moderators pin and lock threads (and file them: category, section, post type). */
export const updateThread = (id: number, fields: { is_pinned?: boolean; is_locked?: boolean }) =>
  api.put(`/api/forum/thread/${id}`, fields, { schema: createThreadAnswer });

export const deleteThread = (id: number) =>
  api.delete(`/api/forum/thread/${id}`, undefined, { schema: forumOkAnswer });
export const deleteReply = (id: number) =>
  api.delete(`/api/forum/reply/${id}`, undefined, { schema: forumOkAnswer });

/** Errors of these two are ignored (product spec 3 §7): they only keep counts and unread marks. */
export const markThreadRead = (id: number) => api.post(`/api/forum/thread/${id}/read`).catch(() => undefined);
export const countThreadView = (id: number) =>
  api.post(`/api/forum/thread/${id}/view`).catch(() => undefined);

export const searchProductsToAttach = (q: string, signal?: AbortSignal) =>
  api.read(`/api/search?${new URLSearchParams({ q, limit: '5' })}`, {
    schema: quickSearchAnswer,
    ...withSignal(signal),
  });

/** The forum admin tools: unfiled threads with suggestions, 100 a page, and filing them. */
export const fetchFilingSuggestions = (page: number, signal?: AbortSignal) =>
  api.read(`/api/forum/admin/suggestions?page=${page}`, {
    schema: filingSuggestionsAnswer,
    ...withSignal(signal),
  });

export const fileThreads = (items: { id: number; category: string; post_type?: string }[]) =>
  api.send('/api/forum/admin/apply', { items }, { schema: fileThreadsAnswer });
