import {
  body,
  FLAIR_GROUPS,
  FORUM_SECTIONS,
  POST_TYPES,
  PRODUCT_POST_TYPES,
  queryInt,
  queryText,
  REPLY_CONTENT_MAX,
  requiredId,
  requiredText,
  sectionOfCategory,
  THREAD_CONTENT_MAX,
  THREAD_SORTS,
  THREAD_TITLE_MAX,
  TIME_RANGES,
} from '@app/contracts';
import { z } from 'zod';

const CATEGORY_SLUGS = FORUM_SECTIONS.flatMap((section) =>
  section.categories.map((category) => category.slug),
);
const SECTION_SLUGS = FORUM_SECTIONS.map((section) => section.slug);
const FLAIRS = Object.values(FLAIR_GROUPS).flat() as string[];

const oneOf = (values: readonly string[], message: string) =>
  z.string({ error: message }).refine((value) => values.includes(value), { message });

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

export const threadBody = body({
  title: requiredText('Title', { max: THREAD_TITLE_MAX }),
  content: z
    .string({ error: 'Content is required' })
    .trim()
    .min(1, 'Content is required')
    .max(
      THREAD_CONTENT_MAX,
      `Content must be at most ${THREAD_CONTENT_MAX.toLocaleString('en-US')} characters`,
    ),
  category: oneOf(CATEGORY_SLUGS, 'Please choose a category'),
  section: z.string().optional(),
  post_type: oneOf(POST_TYPES, 'Please choose a post type'),
  flairs: flairs.optional(),
  image_url: z.string({ error: 'image_url must be an image' }).nullish(),
  product_id: z.string().trim().max(100, 'product_id is too long').nullish(),
  product_data: productData.optional(),
})
  .refine((value) => !value.section || sectionOfCategory(value.category)?.slug === value.section, {
    message: 'That category is not in that section',
    path: ['section'],
  })
  .refine((value) => !value.product_id || PRODUCT_POST_TYPES.includes(value.post_type as never), {
    message: 'Only deals, reviews and show-and-tell posts attach a product',
    path: ['product_id'],
  });
export type ThreadBody = z.infer<typeof threadBody>;

export const replyBody = body({
  thread_id: requiredId('thread_id'),
  content: z
    .string({ error: 'Content is required' })
    .trim()
    .min(1, 'Content is required')
    .max(
      REPLY_CONTENT_MAX,
      `Content must be at most ${REPLY_CONTENT_MAX.toLocaleString('en-US')} characters`,
    ),
  parent_reply_id: requiredId('parent_reply_id').nullish(),
});

export const hypeBody = body({
  threadId: requiredId('threadId').optional(),
  replyId: requiredId('replyId').optional(),
}).refine((value) => (value.threadId === undefined) !== (value.replyId === undefined), {
  message: 'Hype a thread (threadId) or a reply (replyId)',
  path: ['threadId'],
});

export const threadUpdateBody = body({
  category: oneOf(CATEGORY_SLUGS, 'Please choose a category').optional(),
  section: oneOf(SECTION_SLUGS, 'Unknown section').optional(),
  post_type: oneOf(POST_TYPES, 'Please choose a post type').optional(),
  is_pinned: z.boolean({ error: 'is_pinned must be true or false' }).optional(),
  is_locked: z.boolean({ error: 'is_locked must be true or false' }).optional(),
}).refine(
  (value) => !value.category || !value.section || sectionOfCategory(value.category)?.slug === value.section,
  {
    message: 'That category is not in that section',
    path: ['section'],
  },
);

const optionalChoice = (name: string, values: readonly string[], fallback?: string) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? fallback : value),
    fallback === undefined
      ? oneOf(values, `${name} must be one of ${values.join(', ')}`).optional()
      : oneOf(values, `${name} must be one of ${values.join(', ')}`),
  );

export const threadListQuery = z.object({
  page: queryInt('page', { min: 1, max: 1000, fallback: 1 }),
  limit: queryInt('limit', { min: 1, max: 100, fallback: 20 }),
  sort: optionalChoice('sort', THREAD_SORTS, 'hot') as z.ZodType<(typeof THREAD_SORTS)[number]>,
  timeRange: optionalChoice('timeRange', TIME_RANGES, 'all') as z.ZodType<(typeof TIME_RANGES)[number]>,
  category: optionalChoice('category', CATEGORY_SLUGS),
  section: optionalChoice('section', SECTION_SLUGS),
  flairs: z.preprocess(
    (value) =>
      typeof value === 'string' && value.trim() ? value.split(',').map((flair) => flair.trim()) : undefined,
    z.array(oneOf(FLAIRS, 'Unknown tag')).optional(),
  ),
  search: queryText('search', 200),
  as_of: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: 'as_of must be a thread id' })
      .int('as_of must be a thread id')
      .min(0)
      .optional(),
  ),
  uncategorised: z.preprocess((value) => value === 'true' || value === '1', z.boolean()).optional(),
});

export const trendingQuery = z.object({ limit: queryInt('limit', { min: 1, max: 20, fallback: 5 }) });
export const idParams = z.object({ id: requiredId('id') });
