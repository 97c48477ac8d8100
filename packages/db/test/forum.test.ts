import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { forumThreads, users } from '../src/index.ts';
import { rowsOf } from '../src/testing.ts';
import { suiteDatabase } from './support.ts';

describe.each(['pglite', 'postgres'] as const)('forum thread counts per category on %s', (kind) => {
  const test = suiteDatabase(kind);
  let authors: number[];

  beforeAll(async () => {
    const made = await test.database.db
      .insert(users)
      .values(
        ['ana', 'ben'].map((name) => ({ username: name, email: `${name}@example.com`, passwordHash: 'x' })),
      )
      .returning({ id: users.id });
    authors = made.map((row) => row.id);
  });

  /**
   * The kept counts of these categories, after checking every category's against a count of the threads
   * themselves (they must always agree). Each test has categories of its own: tests run in a random order.
   */
  async function counts(categories: readonly string[]) {
    const kept = rowsOf<{ category: string; threads: number }>(
      await test.database.db.execute(
        sql`select category, threads from forum_category_threads where threads <> 0 order by category`,
      ),
    );
    const counted = rowsOf<{ category: string; threads: number }>(
      await test.database.db.execute(
        sql`select category, count(*)::int as threads from forum_threads
            where category is not null group by category order by category`,
      ),
    );
    expect(kept).toEqual(counted);
    return Object.fromEntries(
      kept.filter((row) => categories.includes(row.category)).map((row) => [row.category, row.threads]),
    );
  }

  const thread = (userId: number, category: string | null) => ({
    userId,
    title: 'A thread',
    content: 'Its text',
    category,
  });

  it('follows threads as they are written, filed, moved and deleted, one by one and many at once', async () => {
    const [ana, ben] = authors as [number, number];
    const mine = ['memes', 'news', 'roadmap'];
    expect(await counts(mine)).toEqual({});

    // Many in one statement, one of them not filed yet.
    const first = await test.database.db
      .insert(forumThreads)
      .values([thread(ana, 'memes'), thread(ana, 'memes'), thread(ben, 'news'), thread(ben, null)])
      .returning({ id: forumThreads.id, category: forumThreads.category });
    expect(await counts(mine)).toEqual({ memes: 2, news: 1 });

    // Filed by a moderator, then moved, then a change that leaves the category alone.
    const unfiled = first.find((row) => row.category === null)!;
    await test.database.db.execute(sql`update forum_threads set category = 'news' where id = ${unfiled.id}`);
    expect(await counts(mine)).toEqual({ memes: 2, news: 2 });
    await test.database.db.execute(
      sql`update forum_threads set category = 'roadmap' where id = ${unfiled.id}`,
    );
    expect(await counts(mine)).toEqual({ memes: 2, news: 1, roadmap: 1 });
    await test.database.db.execute(sql`update forum_threads set is_pinned = true, category = category`);
    expect(await counts(mine)).toEqual({ memes: 2, news: 1, roadmap: 1 });
    // Moved across in both directions by one statement.
    await test.database.db.execute(
      sql`update forum_threads set category = case category when 'news' then 'memes' when 'memes' then 'news' end
          where category in ('news', 'memes')`,
    );
    expect(await counts(mine)).toEqual({ memes: 1, news: 2, roadmap: 1 });

    // Deleted one by one, and with their author (the foreign key's cascade).
    await test.database.db.execute(sql`delete from forum_threads where id = ${first[0]!.id}`);
    expect(await counts(mine)).toEqual({ memes: 1, news: 1, roadmap: 1 });
    await test.database.db.execute(sql`delete from users where id = ${ben}`);
    expect(await counts(mine)).toEqual({ news: 1 });
  });

  it('keeps count of a bulk insert of thousands of threads in one statement', async () => {
    const [ana] = authors as [number];
    const mine = ['deals', 'gadgets', 'pets'];
    expect(await counts(mine)).toEqual({});
    await test.database.db.execute(sql`
      insert into forum_threads (user_id, title, content, category)
      select ${ana}, 'Bulk', 'Bulk', (array['deals', 'gadgets', 'pets', null])[1 + i % 4]
      from generate_series(1, 4000) as i`);
    expect(await counts(mine)).toEqual({ deals: 1000, gadgets: 1000, pets: 1000 });
  });
});
