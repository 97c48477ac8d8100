import { type AppDatabase, productSubmissions, users } from '@app/db';
import { count, desc, eq } from 'drizzle-orm';

export async function createSubmission(
  db: AppDatabase,
  submission: { name: string; url: string; userId: number | null },
) {
  const [row] = await db
    .insert(productSubmissions)
    .values(submission)
    .returning({ id: productSubmissions.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** Newest first, with the submitting member's username when there was one. */
export async function listSubmissions(db: AppDatabase, { limit, offset }: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: productSubmissions.id,
        name: productSubmissions.name,
        url: productSubmissions.url,
        userId: productSubmissions.userId,
        username: users.username,
        createdAt: productSubmissions.createdAt,
      })
      .from(productSubmissions)
      .leftJoin(users, eq(users.id, productSubmissions.userId))
      .orderBy(desc(productSubmissions.createdAt), desc(productSubmissions.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(productSubmissions),
  ]);
  return {
    submissions: rows.map((row) => ({
      id: row.id,
      name: row.name,
      url: row.url,
      user_id: row.userId,
      username: row.username,
      created_at: row.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
  };
}
