import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { writtenAt } from './columns.ts';
import { memberId } from './users.ts';

export const follows = pgTable(
  'follows',
  {
    followerId: memberId('follower_id'),
    followeeId: memberId('followee_id'),
    createdAt: writtenAt(),
  },
  (table) => [
    primaryKey({ columns: [table.followerId, table.followeeId] }),
    index('follows_followee_idx').on(table.followeeId),
  ],
);
