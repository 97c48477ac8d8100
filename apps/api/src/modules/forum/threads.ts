import { isShownImageAddress, type PostType } from '@app/contracts';
import { type AppDatabase, type Executor, forumReplies, forumThreads } from '@app/db';
import { invalid } from '@app/platform';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { findProduct } from '../catalogue/index.ts';
import { mentionedMembers } from './mentions.ts';
import { isModerator } from './moderation.ts';
import { afterPosting, lockAuthor, repeatedPost } from './posting.ts';
import { loadThread, selectReplies, toReply } from './thread-rows.ts';

// Threads: reading one with its replies, posting one, and what other modules read of them.

/** A thread and its replies, oldest first; posts by members with a block between them and the viewer are left out. */
/**
 * The card of a thread's product, as the catalogue has it now (never as a poster described it): its name,
 * picture, price and store; a product the catalogue no longer has is marked unavailable.
 */
async function productCard(db: Executor, productId: string, kept: Record<string, unknown> | null) {
  const product = await findProduct(db, productId);
  if (!product) return { id: productId, name: kept?.name ?? null, available: false };
  return {
    id: product._id,
    name: product.name,
    image: isShownImageAddress(product.imageUrl) ? product.imageUrl : null,
    price: product.price,
    store: product.source === 'other' ? 'Other Retailer' : 'Amazon',
    available: true,
  };
}

export async function getThread(db: AppDatabase, viewerId: number | null, id: number) {
  const loaded = await loadThread(db, viewerId, id);
  const thread = loaded.product_id
    ? { ...loaded, product_data: await productCard(db, loaded.product_id, loaded.product_data) }
    : loaded;
  const rows = await selectReplies(db, viewerId, eq(forumReplies.threadId, id)).orderBy(
    asc(forumReplies.createdAt),
    asc(forumReplies.id),
  );
  const replies = rows.map(toReply);
  return {
    thread,
    replies,
    can_moderate: viewerId !== null && (await isModerator(db, viewerId)),
    mentions: await mentionedMembers(db, [thread.content, ...replies.map((reply) => reply.content)]),
  };
}

export interface NewThread {
  title: string;
  content: string;
  category: string;
  section: string;
  postType: PostType;
  flairs: string[];
  imageUrl: string | null;
  productId: string | null;
}

/**
 * Posts a thread and pays the 10 points for it in one transaction. The same title and content from the
 * same member within ten minutes is the same post (a double submit): its thread comes back, nothing more
 * is paid.
 */
export async function createThread(db: AppDatabase, authorId: number, post: NewThread) {
  const productData = post.productId ? await productCard(db, post.productId, null) : null;
  if (productData && !productData.available) throw invalid('Product not found', 'product_id');
  const id = await db.transaction(async (tx) => {
    await lockAuthor(tx, authorId);
    const repeat = await repeatedPost(tx, forumThreads, authorId, [
      eq(forumThreads.title, post.title),
      eq(forumThreads.content, post.content),
    ]);
    if (repeat !== undefined) return repeat;
    const [row] = await tx
      .insert(forumThreads)
      .values({ userId: authorId, ...post, productData })
      .returning({ id: forumThreads.id });
    if (!row) throw new Error('insert returned no row');
    await afterPosting(tx, authorId, {
      threadId: row.id,
      event: { kind: 'thread', actorId: authorId, threadId: row.id, content: post.content },
      reward: { reason: 'forum_thread', reference: `thread:${row.id}` },
    });
    return row.id;
  });
  return loadThread(db, authorId, id);
}

/** A member's latest threads, for their public profile. */
export async function recentThreads(db: Executor, userId: number, limit = 5) {
  const rows = await db
    .select({ id: forumThreads.id, title: forumThreads.title, createdAt: forumThreads.createdAt })
    .from(forumThreads)
    .where(eq(forumThreads.userId, userId))
    .orderBy(desc(forumThreads.createdAt), desc(forumThreads.id))
    .limit(limit);
  return rows.map((row) => ({ id: row.id, title: row.title, created_at: row.createdAt.toISOString() }));
}

/** How much of a reported reply the moderation dashboard shows (issue 41: its first 140 characters). */
const REPORTED_REPLY_CHARACTERS = 140;

/**
 * What the moderation dashboard shows of reported threads and replies, by `type:id`: the thread's title or the
 * reply's first 140 characters (with '…' when there is more), and the thread to link to. Deleted content is
 * not in the answer.
 */
export async function reportedContent(db: Executor, items: { type: 'thread' | 'reply'; id: number }[]) {
  const idsOf = (type: 'thread' | 'reply') =>
    items.filter((item) => item.type === type).map((item) => item.id);
  const [threadIds, replyIds] = [idsOf('thread'), idsOf('reply')];
  const [threads, replies] = await Promise.all([
    threadIds.length === 0
      ? []
      : db
          .select({ id: forumThreads.id, threadId: forumThreads.id, text: forumThreads.title })
          .from(forumThreads)
          .where(inArray(forumThreads.id, threadIds)),
    replyIds.length === 0
      ? []
      : db
          .select({
            id: forumReplies.id,
            threadId: forumReplies.threadId,
            text: sql<string>`case when char_length(${forumReplies.content}) > ${REPORTED_REPLY_CHARACTERS}
              then left(${forumReplies.content}, ${REPORTED_REPLY_CHARACTERS}) || '…'
              else ${forumReplies.content} end`,
          })
          .from(forumReplies)
          .where(inArray(forumReplies.id, replyIds)),
  ]);
  return new Map<string, { thread_id: number; text: string }>([
    ...threads.map((row) => [`thread:${row.id}`, { thread_id: row.threadId, text: row.text }] as const),
    ...replies.map((row) => [`reply:${row.id}`, { thread_id: row.threadId, text: row.text }] as const),
  ]);
}

/** Who wrote a thread or reply (for content reports), or null when it does not exist. */
export async function contentAuthor(db: Executor, type: 'thread' | 'reply', id: number) {
  const table = type === 'thread' ? forumThreads : forumReplies;
  const [row] = await db.select({ userId: table.userId }).from(table).where(eq(table.id, id));
  return row?.userId ?? null;
}
