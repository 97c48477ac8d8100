import { z } from 'zod';
import { body, queryInt, queryText, requiredId, requiredText } from './fields.ts';
import {
  CATEGORY_SLUGS,
  FLAIR_GROUPS,
  FLAIRS,
  POST_TYPES,
  PRODUCT_POST_TYPES,
  REPLY_CONTENT_MAX,
  SECTION_SLUGS,
  sectionOfCategory,
  THREAD_CONTENT_MAX,
  THREAD_SORTS,
  THREAD_TITLE_MAX,
  TIME_RANGES,
} from './forum-sections.ts';

// What the forum's endpoints take: bodies, queries and path parameters (the endpoints are in forum.ts).

/** One of a fixed list of words, refused in the form's words. */
const oneOf = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

const CATEGORY = CATEGORY_SLUGS as [string, ...string[]];
const SECTION = SECTION_SLUGS as [string, ...string[]];
const FLAIR = FLAIRS as [string, ...string[]];

/** A post's text: required, trimmed, and at most `max` characters (written as the form counts them). */
const postContent = (max: number) =>
  z
    .string({ error: 'Content is required' })
    .trim()
    .min(1, 'Content is required')
    .max(max, `Content must be at most ${max.toLocaleString('en-US')} characters`);

/** A thread's section, when sent with its category, must be that category's. */
const sectionMatchesCategory = {
  check: (value: { category?: string | undefined; section?: string | undefined }) =>
    !value.category || !value.section || sectionOfCategory(value.category)?.slug === value.section,
  issue: { message: 'That category is not in that section', path: ['section'] },
};

/** Flairs arrive as a JSON string (product spec 3 §7) or a list; at most one tag of each group. */
const flairs = z
  .union([z.string(), z.array(z.string()), z.null(), z.undefined()], {
    error: 'flairs must be a list of tags',
  })
  .transform((value, context) => {
    if (value == null || value === '') return [];
    if (Array.isArray(value)) return value;
    try {
      const parsed: unknown = JSON.parse(value);
      if (Array.isArray(parsed) && parsed.every((entry) => typeof entry === 'string'))
        return parsed as string[];
    } catch {}
    context.addIssue({ code: 'custom', message: 'flairs must be a list of tags' });
    return z.NEVER;
  })
  .refine((list) => list.every((flair) => FLAIRS.includes(flair)), { message: 'Unknown tag' })
  .refine(
    (list) =>
      Object.values(FLAIR_GROUPS).every(
        (group) => list.filter((flair) => (group as readonly string[]).includes(flair)).length <= 1,
      ),
    { message: 'Choose at most one tag of each group' },
  );

/** The attached product as the page sent it (a JSON string, product spec 3 §7): only its known fields are kept. */
const productData = z
  .union([z.string(), z.record(z.string(), z.unknown())], { error: 'product_data must be a product' })
  .nullish()
  .transform((value, context) => {
    if (value == null || value === '') return null;
    let parsed: unknown = value;
    if (typeof value === 'string') {
      try {
        parsed = JSON.parse(value);
      } catch {
        context.addIssue({ code: 'custom', message: 'product_data must be a product' });
        return z.NEVER;
      }
    }
    if (typeof parsed !== 'object' || parsed === null) return null;
    const kept: Record<string, string | number | null> = {};
    for (const key of ['id', 'name', 'image', 'price', 'store']) {
      const field = (parsed as Record<string, unknown>)[key];
      if (typeof field === 'string') kept[key] = field.slice(0, 500);
      else if (typeof field === 'number' && Number.isFinite(field)) kept[key] = field;
    }
    return kept;
  });

/** `POST /api/forum/thread` (product spec 3 §7). */
export const forumThreadBody = body({
  title: requiredText('Title', { max: THREAD_TITLE_MAX }),
  content: postContent(THREAD_CONTENT_MAX),
  category: oneOf(CATEGORY, 'Please choose a category'),
  section: z.string().optional(),
  post_type: oneOf(POST_TYPES, 'Please choose a post type'),
  flairs: flairs.optional(),
  image_url: z.string({ error: 'image_url must be an image' }).nullish(),
  product_id: z.string().trim().max(100, 'product_id is too long').nullish(),
  product_data: productData.optional(),
})
  .refine(sectionMatchesCategory.check, sectionMatchesCategory.issue)
  .refine((value) => !value.product_id || PRODUCT_POST_TYPES.includes(value.post_type), {
    message: 'Only deals, reviews and show-and-tell posts attach a product',
    path: ['product_id'],
  });

/** `PUT /api/forum/thread/{id}`: moderators file, pin and lock a thread. */
export const forumThreadUpdateBody = body({
  category: oneOf(CATEGORY, 'Please choose a category').optional(),
  section: oneOf(SECTION, 'Unknown section').optional(),
  post_type: oneOf(POST_TYPES, 'Please choose a post type').optional(),
  is_pinned: z.boolean({ error: 'is_pinned must be true or false' }).optional(),
  is_locked: z.boolean({ error: 'is_locked must be true or false' }).optional(),
}).refine(sectionMatchesCategory.check, sectionMatchesCategory.issue);

/** `POST /api/forum/reply`: to the thread, or to one of its replies. */
export const forumReplyBody = body({
  thread_id: requiredId('thread_id'),
  content: postContent(REPLY_CONTENT_MAX),
  parent_reply_id: requiredId('parent_reply_id').nullish(),
});

/** `POST /api/forum/hype`: a thread or a reply, not both. */
export const forumHypeBody = body({
  threadId: requiredId('threadId').optional(),
  replyId: requiredId('replyId').optional(),
}).refine((value) => (value.threadId === undefined) !== (value.replyId === undefined), {
  message: 'Hype a thread (threadId) or a reply (replyId)',
  path: ['threadId'],
});

/** A query parameter from a fixed list; missing or empty takes the fallback. */
const choiceOr = <const T extends readonly [string, ...string[]]>(
  name: string,
  values: T,
  fallback: T[number],
) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? fallback : value),
    oneOf(values, `${name} must be one of ${values.join(', ')}`),
  );

/** An optional query parameter from a fixed list; empty counts as missing. */
const optionalChoice = <const T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z
    .preprocess(
      (value) => (value === '' ? undefined : value),
      oneOf(values, `${name} must be one of ${values.join(', ')}`).optional(),
    )
    .optional();

/** `GET /api/forum/threads`: a page of a listing, its filters and order. */
export const forumThreadListQuery = z.object({
  page: queryInt('page', { min: 1, max: 1000, fallback: 1 }),
  limit: queryInt('limit', { min: 1, max: 100, fallback: 20 }),
  sort: choiceOr('sort', THREAD_SORTS, 'hot'),
  timeRange: choiceOr('timeRange', TIME_RANGES, 'all'),
  category: optionalChoice('category', CATEGORY),
  section: optionalChoice('section', SECTION),
  /** A comma list: threads carrying every one of them. */
  flairs: z.preprocess(
    (value) =>
      typeof value === 'string' && value.trim() ? value.split(',').map((flair) => flair.trim()) : undefined,
    z.array(oneOf(FLAIR, 'Unknown tag')).optional(),
  ),
  search: queryText('search', 200).optional(),
  /** The newest thread id the first page saw: later pages passing it back list the same threads. */
  as_of: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: 'as_of must be a thread id' })
      .int('as_of must be a thread id')
      .min(0)
      .optional(),
  ),
  /** The admin tools' list: threads no moderator has filed yet. */
  uncategorised: z.preprocess((value) => value === 'true' || value === '1', z.boolean()).optional(),
});

export const forumTrendingQuery = z.object({ limit: queryInt('limit', { min: 1, max: 20, fallback: 5 }) });

/** A thread's or a reply's id in the path. */
export const forumIdParams = z.object({ id: requiredId('id') });

/** `GET /api/forum/admin/suggestions?page=&category=`: the unfiled threads, or (`category`) that category's. */
export const filingPageQuery = z.object({
  page: queryInt('page', { min: 1, max: 1000, fallback: 1 }),
  category: optionalChoice('category', CATEGORY),
});

/** `POST /api/forum/admin/apply`: one to 100 threads filed in one transaction, all or none. */
export const fileThreadsBody = z.object({
  items: z
    .array(
      z.object({
        id: z.number({ error: 'Each item needs a thread id' }).int().positive(),
        category: z.enum(CATEGORY, { error: 'Please choose a category' }),
        post_type: z
          .enum(POST_TYPES, { error: `post_type must be one of ${POST_TYPES.join(', ')}` })
          .optional(),
      }),
    )
    .min(1, 'Choose at least one thread')
    .max(100, 'At most 100 threads at a time'),
});
