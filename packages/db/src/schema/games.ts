import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { serialId, timestampTz, writtenAt } from './columns.ts';
import { memberId, users } from './users.ts';

/**
 * One play of the memory game. The server deals it (the layout follows from `seed`, which never leaves
 * the server) and records every flip in order, so a submitted score can be checked by replaying them.
 * `user_id` is null for a visitor's play (visitors play but cannot submit).
 */
export const memoryPlays = pgTable(
  'memory_plays',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    seed: text('seed').notNull(),
    flips: jsonb('flips').$type<number[]>().notNull().default([]),
    firstFlipAt: timestampTz('first_flip_at'),
    lastFlipAt: timestampTz('last_flip_at'),
    finishedAt: timestampTz('finished_at'),
    createdAt: writtenAt(),
  },
  (table) => [index('memory_plays_created_at_idx').on(table.createdAt)],
);

/** A submitted score: one per play; a member's best counts on the leaderboard, the earlier of equal ones first. */
export const gameScores = pgTable(
  'game_scores',
  {
    id: serialId(),
    userId: memberId(),
    gameId: text('game_id').notNull(),
    score: integer('score').notNull(),
    playId: text('play_id').notNull(),
    achievedAt: writtenAt('achieved_at'),
  },
  (table) => [
    uniqueIndex('game_scores_play_idx').on(table.playId),
    index('game_scores_board_idx').on(
      table.gameId,
      table.userId,
      table.score.desc().nullsFirst(),
      table.achievedAt,
    ),
  ],
);
