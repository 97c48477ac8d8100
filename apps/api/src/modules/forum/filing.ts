import { type PostType, sectionOfCategory } from '@app/contracts';
import { type AppDatabase, forumThreads } from '@app/db';
import { notFound } from '@app/platform';
import { eq } from 'drizzle-orm';
import { listThreads } from './listing.ts';
import { auditModeration } from './moderation.ts';
import { suggestFiling } from './suggest.ts';

// The forum admin tools (product spec 2 §2): threads no moderator has filed (or a category's), and filing them in
// bulk.

/** The forum admin tools list unfiled threads 100 at a time (product spec 2 §2). */
const FILING_PAGE_SIZE = 100;

/**
 * The forum admin tools' list: threads no moderator has filed, or the threads of `category` (to move them
 * elsewhere), newest first, each with where it probably belongs.
 */
export async function filingSuggestions(db: AppDatabase, page: number, category?: string) {
  // Read as nobody in particular: a moderator's own blocks must not hide threads from the tools.
  const listed = await listThreads(db, null, {
    page,
    limit: FILING_PAGE_SIZE,
    sort: 'new',
    timeRange: 'all',
    ...(category ? { category } : { uncategorised: true }),
  });
  return {
    threads: listed.threads.map((thread) => ({
      ...thread,
      suggestion: suggestFiling(thread.title, thread.content),
    })),
    pagination: listed.pagination,
  };
}

/** Files threads (category, its section, optionally a post type) in one transaction: all of them or none. */
export async function fileThreads(
  db: AppDatabase,
  memberId: number,
  items: { id: number; category: string; post_type?: PostType | undefined }[],
) {
  return db.transaction(async (tx) => {
    for (const item of items) {
      const updated = await tx
        .update(forumThreads)
        .set({
          category: item.category,
          section: sectionOfCategory(item.category)?.slug ?? null,
          ...(item.post_type ? { postType: item.post_type } : {}),
        })
        .where(eq(forumThreads.id, item.id))
        .returning({ id: forumThreads.id });
      if (updated.length === 0) throw notFound(`Thread ${item.id} not found`, 'items');
    }
    await auditModeration(tx, memberId, {
      action: 'forum.file_threads',
      targetType: 'threads',
      targetId: items.map((item) => item.id).join(','),
      details: { items },
    });
    return items.length;
  });
}
