import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { writtenAt } from './columns.ts';
import { matches } from './matches.ts';
import { memberId } from './users.ts';

/**
 * When each player last had a match's board open (joined or left its room, or read it over HTTP): the
 * last-hour deadline email goes to a player who has not looked at the match since their turn began.
 */
export const matchOpenings = pgTable(
  'match_openings',
  {
    matchId: text('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    userId: memberId(),
    openedAt: writtenAt('opened_at'),
  },
  (table) => [primaryKey({ columns: [table.matchId, table.userId] })],
);
