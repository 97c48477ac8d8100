import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

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
    firstFlipAt: timestamp('first_flip_at', { withTimezone: true }),
    lastFlipAt: timestamp('last_flip_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('memory_plays_created_at_idx').on(table.createdAt)],
);

/** A submitted score: one per play; a member's best counts on the leaderboard, the earlier of equal ones first. */
export const gameScores = pgTable(
  'game_scores',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: text('game_id').notNull(),
    score: integer('score').notNull(),
    playId: text('play_id').notNull(),
    achievedAt: timestamp('achieved_at', { withTimezone: true }).notNull().defaultNow(),
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
