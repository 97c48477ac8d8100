import { z } from 'zod';

/** The forum's fixed sections and their categories (product spec 3 §3), in the order pages show them. */
export const FORUM_SECTIONS = [
  {
    slug: 'announcements',
    name: 'Announcements',
    description: 'News from the team: what changed and what is coming.',
    categories: [
      { slug: 'news', name: 'News', description: 'What is new at Dopamine Deals.' },
      {
        slug: 'changelogs',
        name: 'Changelogs',
        description: 'What changed on the site, release by release.',
      },
      { slug: 'roadmap', name: 'Roadmap', description: 'What we are building next.' },
    ],
  },
  {
    slug: 'community',
    name: 'Community',
    description: 'Hang out, share finds and have fun.',
    categories: [
      { slug: 'memes', name: 'Memes', description: 'Shopping memes, the weirder the better.' },
      { slug: 'show-and-tell', name: 'Show and Tell', description: 'Show off what you bought.' },
      { slug: 'weekly-caption', name: 'Weekly Caption', description: 'Caption the week’s picture.' },
      { slug: 'off-topic', name: 'Off-Topic', description: 'Anything else.' },
    ],
  },
  {
    slug: 'buying-deals',
    name: 'Buying & Deals',
    description: 'Deals, price checks and help finding things.',
    categories: [
      { slug: 'hot-deals', name: 'Hot Deals', description: 'Deals worth sharing, with price and store.' },
      { slug: 'price-checks', name: 'Price Checks', description: 'Is this a good price?' },
      { slug: 'sourcing-help', name: 'Sourcing Help', description: 'Help me find this.' },
    ],
  },
  {
    slug: 'reviews',
    name: 'Reviews',
    description: 'Honest takes on what people bought.',
    categories: [
      { slug: 'product-reviews', name: 'Product Reviews', description: 'Pros, cons and a verdict.' },
      { slug: 'wtb-tested', name: 'WTB: Tested', description: 'Wanted to buy it, tested it first.' },
      { slug: 'comparisons', name: 'Comparisons', description: 'This or that, side by side.' },
    ],
  },
  {
    slug: 'support',
    name: 'Support',
    description: 'Questions about the site, bugs and feedback.',
    categories: [
      { slug: 'how-to', name: 'How-To', description: 'How do I…?' },
      { slug: 'bug-reports', name: 'Bug Reports', description: 'Something broke? Tell us.' },
      { slug: 'feedback', name: 'Feedback', description: 'Ideas and wishes for the site.' },
    ],
  },
] as const;

export type ForumSectionSlug = (typeof FORUM_SECTIONS)[number]['slug'];

/** The section a category belongs to, or undefined for an unknown category. */
export const sectionOfCategory = (category: string) =>
  FORUM_SECTIONS.find((section) => section.categories.some((entry) => entry.slug === category));

export const POST_TYPES = ['question', 'deal', 'review', 'show-and-tell', 'discussion', 'support'] as const;
export type PostType = (typeof POST_TYPES)[number];

/** Post types that may attach a product (product spec 3 §5). */
export const PRODUCT_POST_TYPES: readonly PostType[] = ['deal', 'review', 'show-and-tell'];

/** Tag groups (flairs): a thread carries at most one tag of each group. */
export const FLAIR_GROUPS = {
  product_type: ['apparel', 'tech', 'outdoors', 'home'],
  price_range: ['budget', 'midrange', 'premium'],
  region: ['us', 'eu', 'jp', 'global'],
} as const;

export const FLAIR_LABELS: Record<string, string> = {
  budget: 'budget ($)',
  midrange: 'midrange ($$)',
  premium: 'premium ($$$)',
};

export interface TemplateField {
  name: string;
  label: string;
  type: 'text' | 'date' | 'url' | 'textarea' | 'number';
  required: boolean;
}

/** Post templates of three categories (product spec 3 §3): filled in, they are appended to the content. */
export const POST_TEMPLATES: Record<string, readonly TemplateField[]> = {
  'hot-deals': [
    { name: 'price', label: 'Price', type: 'text', required: true },
    { name: 'store', label: 'Store', type: 'text', required: true },
    { name: 'expiry', label: 'Expiry', type: 'date', required: false },
    { name: 'product_link', label: 'Product Link', type: 'url', required: true },
  ],
  'product-reviews': [
    { name: 'pros', label: 'Pros', type: 'textarea', required: false },
    { name: 'cons', label: 'Cons', type: 'textarea', required: false },
    { name: 'verdict', label: 'Verdict', type: 'textarea', required: true },
    { name: 'rating', label: 'Rating (1-5)', type: 'number', required: true },
  ],
  'bug-reports': [
    { name: 'issue', label: 'Issue', type: 'textarea', required: false },
    { name: 'steps_to_reproduce', label: 'Steps to Reproduce', type: 'textarea', required: true },
    { name: 'expected_behavior', label: 'Expected Behavior', type: 'textarea', required: false },
    { name: 'device', label: 'Device', type: 'text', required: false },
  ],
};

export const THREAD_TITLE_MAX = 100;
export const THREAD_CONTENT_MAX = 20_000;
export const REPLY_CONTENT_MAX = 10_000;
export const THREAD_SORTS = ['hot', 'new', 'top', 'active'] as const;
export const TIME_RANGES = ['24h', '7d', '30d', 'all'] as const;

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

/** `GET /api/forum/threads`: one page; `as_of` pins the listing so later pages neither repeat nor skip threads. */
export const threadListAnswer = z.object({
  threads: z.array(forumThread),
  pagination: z.object({
    page: z.number().int(),
    limit: z.number().int(),
    hasNext: z.boolean(),
    as_of: z.number().int(),
  }),
});
export type ThreadListAnswer = z.infer<typeof threadListAnswer>;

/** `GET /api/forum/thread/{id}`: the thread and all its replies, oldest first (the page nests them). */
export const threadAnswer = z.object({
  thread: forumThread,
  replies: z.array(forumReply),
  /** Whether the viewer moderates (pins, locks, files and deletes any post); the server checks again. */
  can_moderate: z.boolean(),
});
export type ThreadAnswer = z.infer<typeof threadAnswer>;

export const createThreadAnswer = z.object({ thread: forumThread });
export const replyAnswer = z.object({ reply: forumReply });
export const hypeAnswer = z.object({ hyped: z.boolean(), hype_count: z.number().int() });
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

/** `GET /api/forum/admin/suggestions?page=`: threads no moderator has filed yet, 100 a page, each with a suggestion. */
export const filingSuggestionsAnswer = z.object({
  threads: z.array(forumThread.extend({ suggestion: filingSuggestion })),
  pagination: z.object({
    page: z.number().int(),
    limit: z.number().int(),
    hasNext: z.boolean(),
    as_of: z.number().int(),
  }),
});
export type FilingSuggestionsAnswer = z.infer<typeof filingSuggestionsAnswer>;

/** `POST /api/forum/admin/apply`: one to 100 threads filed in one transaction, all or none. */
export const fileThreadsBody = z.object({
  items: z
    .array(
      z.object({
        id: z.number({ error: 'Each item needs a thread id' }).int().positive(),
        category: z.enum(
          FORUM_SECTIONS.flatMap((section) => section.categories.map((category) => category.slug)) as [
            string,
            ...string[],
          ],
          { error: 'Please choose a category' },
        ),
        post_type: z
          .enum(POST_TYPES, { error: `post_type must be one of ${POST_TYPES.join(', ')}` })
          .optional(),
      }),
    )
    .min(1, 'Choose at least one thread')
    .max(100, 'At most 100 threads at a time'),
});
export const fileThreadsAnswer = z.object({ success: z.literal(true), updated: z.number().int() });
