import {
  FORUM_SECTIONS,
  type ForumReply,
  type ReplyAnswer,
  sectionOfCategory,
  type TemplateField,
  type ThreadAnswer,
} from '@app/contracts';

/** The forum's texts (product spec 3 §5, §6, §8). */
export const FORUM_TEXT = {
  threadNotFound: 'Thread not found.',
  deleteThreadFailed: 'Failed to delete thread.',
  deleteReplyFailed: 'Failed to delete reply.',
  replyFailed: 'Failed to post reply.',
  acceptFailed: 'Failed to accept answer',
  createFailed: 'Failed to create thread.',
  locked: '🔒 This thread is locked. No new replies can be posted.',
  joinIn: 'Log in to join the conversation',
  mustLogIn: 'You must be logged in to post.',
  replyLogIn: 'Please log in to reply',
  hypeLogIn: 'Please log in to hype posts',
  categoryNotFound: 'Category not found',
  empty: 'No threads yet in this category.',
  beFirst: 'Be the first to post',
  relatedSoon: 'Coming soon...',
  /** A thread's product that the catalogue no longer has (the spec shows none; the shopper should know). */
  productGone: 'This product is no longer available.',
} as const;

/** Thread text above 500 characters and reply text above 800 is clamped behind 'Read more' (product spec 3 §9). */
export const CLAMP = { thread: 500, reply: 800 } as const;

export const findSection = (slug: string | undefined) =>
  FORUM_SECTIONS.find((section) => section.slug === slug);

export function findCategory(sectionSlug: string | undefined, categorySlug: string | undefined) {
  return findSection(sectionSlug)?.categories.find((category) => category.slug === categorySlug);
}

/** Where a category is filed: its section and itself; undefined for no category or an unknown one. */
export function placeOfCategory(slug: string | null | undefined) {
  const section = slug ? sectionOfCategory(slug) : undefined;
  const category = section?.categories.find((entry) => entry.slug === slug);
  return section && category ? { section, category } : undefined;
}

/** Template values go after the content, past a divider, as bold name and value lines (product spec 3 §5). */
export function withTemplate(
  content: string,
  fields: readonly TemplateField[],
  values: Record<string, string>,
) {
  const lines = fields
    .filter((field) => values[field.name]?.trim())
    .map((field) => `**${field.label}:** ${values[field.name]?.trim()}`);
  return lines.length === 0 ? content : `${content.trim()}\n\n---\n\n${lines.join('\n\n')}`;
}

export interface ReplyNode extends ForumReply {
  children: ReplyNode[];
}

export type ReplySort = 'top' | 'new' | 'old' | 'active';

const latestIn = (node: ReplyNode): number =>
  Math.max(Date.parse(node.created_at), ...node.children.map(latestIn));

/** Replies as a tree (three levels), top-level ones in the chosen order, answers under them oldest first. */
export function replyTree(replies: readonly ForumReply[], sort: ReplySort): ReplyNode[] {
  const nodes = new Map<number, ReplyNode>(replies.map((reply) => [reply.id, { ...reply, children: [] }]));
  const roots: ReplyNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_reply_id === null ? undefined : nodes.get(node.parent_reply_id);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const order: Record<ReplySort, (a: ReplyNode, b: ReplyNode) => number> = {
    top: (a, b) => b.hype_count - a.hype_count || a.id - b.id,
    new: (a, b) => b.id - a.id,
    old: (a, b) => a.id - b.id,
    active: (a, b) => latestIn(b) - latestIn(a) || b.id - a.id,
  };
  // The accepted answer leads whatever the order.
  return roots.sort(
    (a, b) => Number(b.is_accepted_answer) - Number(a.is_accepted_answer) || order[sort](a, b),
  );
}

/**
 * The thread page with a posted reply in it (once, however often it was posted), the thread's new count, and the
 * members it @mentions.
 */
export function withPostedReply(page: ThreadAnswer, posted: ReplyAnswer): ThreadAnswer {
  const known = page.replies.some((reply) => reply.id === posted.reply.id);
  return {
    ...page,
    thread: { ...page.thread, reply_count: posted.reply_count },
    replies: known ? page.replies : [...page.replies, posted.reply],
    mentions: { ...page.mentions, ...posted.mentions },
  };
}
