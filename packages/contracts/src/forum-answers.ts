import { z } from 'zod';
import { POST_TYPES } from './forum-sections.ts';

// What the forum's endpoints answer (the endpoints are in forum.ts).

const author = {
  user_id: z.number().int(),
  username: z.string(),
  display_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  /** Admins and members given the moderator role ('Mod' badge). */
  is_moderator: z.boolean(),
};

export const forumThread = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  category: z.string().nullable(),
  section: z.string().nullable(),
  post_type: z.string(),
  flairs: z.array(z.string()),
  image_url: z.string().nullable(),
  product_id: z.string().nullable(),
  product_data: z.record(z.string(), z.unknown()).nullable(),
  ...author,
  is_pinned: z.boolean(),
  is_locked: z.boolean(),
  is_resolved: z.boolean(),
  has_unread: z.boolean(),
  has_visited: z.boolean(),
  reply_count: z.number().int(),
  hype_count: z.number().int(),
  view_count: z.number().int(),
  /** Whether the caller hyped it. */
  hyped: z.boolean(),
  created_at: z.string(),
  last_activity_at: z.string(),
});
export type ForumThread = z.infer<typeof forumThread>;

/** A reply as the thread page draws it: its author, time, and its parent and depth to nest it under. */
export const forumReply = z.object({
  id: z.number().int(),
  thread_id: z.number().int(),
  content: z.string(),
  parent_reply_id: z.number().int().nullable(),
  depth: z.number().int(),
  ...author,
  hype_count: z.number().int(),
  hyped: z.boolean(),
  is_accepted_answer: z.boolean(),
  created_at: z.string(),
});
export type ForumReply = z.infer<typeof forumReply>;

/** One page of a listing; `as_of` pins the listing so later pages neither repeat nor skip threads. */
const listingPage = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  hasNext: z.boolean(),
  as_of: z.number().int(),
});

/** `GET /api/forum/threads`: one page of threads. */
export const threadListAnswer = z.object({ threads: z.array(forumThread), pagination: listingPage });
export type ThreadListAnswer = z.infer<typeof threadListAnswer>;

/** The members the posts @mention, by lower-cased username: the id each @name links to (`/user/{id}`). */
const mentionedMembers = z.record(z.string(), z.number().int());

/** `GET /api/forum/thread/{id}`: the thread and all its replies, oldest first (the page nests them). */
export const threadAnswer = z.object({
  thread: forumThread,
  replies: z.array(forumReply),
  /** Whether the viewer moderates (pins, locks, files and deletes any post); the server checks again. */
  can_moderate: z.boolean(),
  mentions: mentionedMembers,
});
export type ThreadAnswer = z.infer<typeof threadAnswer>;

export const createThreadAnswer = z.object({ thread: forumThread });

/**
 * `POST /api/forum/reply`: the reply posted (or the same one, for a repeat within ten minutes) and the thread's
 * reply count after it, so the page adds it without loading the thread again.
 */
export const replyAnswer = z.object({
  reply: forumReply,
  reply_count: z.number().int(),
  mentions: mentionedMembers,
});
export type ReplyAnswer = z.infer<typeof replyAnswer>;

export const hypeAnswer = z.object({ hyped: z.boolean(), hype_count: z.number().int() });

/** `POST /api/forum/hype` on one's own thread or reply: refused (403), and why the web's button is disabled there. */
export const OWN_POST_HYPE = 'You cannot hype your own post';
export const forumOkAnswer = z.object({ success: z.literal(true) });

/** `GET /api/forum/stats`: per category. */
export const forumStatsAnswer = z.object({
  categoryStats: z.record(
    z.string(),
    z.object({
      threadCount: z.number().int(),
      hasUnread: z.boolean(),
      todayCount: z.number().int(),
      weekCount: z.number().int(),
      lastActivity: z.object({ username: z.string(), timeAgo: z.string(), at: z.string() }).nullable(),
    }),
  ),
});
export type ForumStatsAnswer = z.infer<typeof forumStatsAnswer>;
export type CategoryStats = ForumStatsAnswer['categoryStats'][string];

/** `GET /api/forum/trending?limit=5`. */
export const trendingAnswer = z.object({ threads: z.array(forumThread) });

/** Relative time as the forum shows it (product spec 3 §9): just now, m, h, d, w, mo. */
export function timeAgo(iso: string, now = Date.now()) {
  const seconds = Math.max(0, Math.floor((now - Date.parse(iso)) / 1000));
  if (seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `${days}d`;
  if (days < 30) return `${Math.floor(days / 7)}w`;
  return `${Math.floor(days / 30)}mo`;
}

/** Where the forum admin tools suggest filing a thread (a keyword scorer; see docs/decisions.md). */
export const filingSuggestion = z.object({
  category: z.string(),
  section: z.string(),
  post_type: z.enum(POST_TYPES),
  /** 0 to 1: the winner's share of the two best scores; 0 when nothing matched (the Off-Topic default). */
  confidence: z.number(),
});

/**
 * `GET /api/forum/admin/suggestions?page=&category=`: threads no moderator has filed yet (or a category's), 100 a
 * page, each with a suggestion.
 */
export const filingSuggestionsAnswer = z.object({
  threads: z.array(forumThread.extend({ suggestion: filingSuggestion })),
  pagination: listingPage,
});
export type FilingSuggestionsAnswer = z.infer<typeof filingSuggestionsAnswer>;

export const fileThreadsAnswer = z.object({ success: z.literal(true), updated: z.number().int() });
