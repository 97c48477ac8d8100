import { sql } from 'drizzle-orm';
import { date, doublePrecision, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns.ts';
import { matches } from './matches.ts';
import { memberId, users } from './users.ts';

/**
 * A member's Glicko-2 rating in one mode. A member without a row has the starting rating (1500, RD 350,
 * volatility 0.06); the row is written by the first rated match that ends, in that match's transaction.
 */
export const cardRatings = pgTable(
  'card_ratings',
  {
    userId: memberId(),
    mode: text('mode').$type<'blitz' | 'async'>().notNull(),
    rating: doublePrecision('rating').notNull(),
    rd: doublePrecision('rd').notNull(),
    volatility: doublePrecision('volatility').notNull(),
    /** Rated matches played (aborted ones are not) and won. */
    games: integer('games').notNull().default(0),
    wins: integer('wins').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.mode] }),
    index('card_ratings_leaderboard_idx').on(table.mode, table.rating.desc().nullsFirst()),
  ],
);

/**
 * How a finished match ended for each of its players (two rows a match), written in the transaction that ends
 * it: the history lists these. Ratings are null for matches finished before ratings existed; an aborted
 * match keeps the rating it found (before = after).
 */
export const matchResults = pgTable(
  'match_results',
  {
    matchId: text('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    userId: memberId(),
    opponentId: integer('opponent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mode: text('mode').$type<'blitz' | 'async'>().notNull(),
    result: text('result').$type<'win' | 'loss' | 'draw' | 'aborted'>().notNull(),
    ratingBefore: doublePrecision('rating_before'),
    ratingAfter: doublePrecision('rating_after'),
    /** The deviation after the match: above PROVISIONAL_RD, the new rating is provisional. */
    rdAfter: doublePrecision('rd_after'),
    endedAt: timestampTz('ended_at').notNull().default(sql`date_trunc('milliseconds', now())`),
  },
  (table) => [
    primaryKey({ columns: [table.matchId, table.userId] }),
    index('match_results_history_idx').on(table.userId, table.endedAt.desc().nullsFirst()),
  ],
);

/**
 * The win points paid between two members on one (UTC) day: at most one a pair a day, whoever wins (two
 * accounts cannot farm points off each other). `userLow` < `userHigh`.
 */
export const cardWinPairs = pgTable(
  'card_win_pairs',
  {
    userLow: memberId('user_low'),
    userHigh: memberId('user_high'),
    day: date('day').notNull(),
    matchId: text('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userLow, table.userHigh, table.day] })],
);
