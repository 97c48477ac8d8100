import { findMentions } from '@app/contracts';
import { type Executor, users } from '@app/db';
import { inArray, sql } from 'drizzle-orm';

/**
 * The members these posts @mention, by lower-cased username: what the thread page links each @name to (the
 * member's profile). Names nobody has stay text.
 */
export async function mentionedMembers(db: Executor, texts: string[]): Promise<Record<string, number>> {
  const names = [...new Set(texts.flatMap((text) => findMentions(text).map((mention) => mention.username)))];
  if (names.length === 0) return {};
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(sql`lower(${users.username})`, names));
  return Object.fromEntries(rows.map((row) => [row.username.toLowerCase(), row.id]));
}
