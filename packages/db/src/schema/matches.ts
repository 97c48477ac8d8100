import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestampTz, writtenAt } from './columns.ts';
import { memberId, users } from './users.ts';

/**
 * A card battle. Its durable record is the action log (`match_actions`): each
 * accepted action appends the next version, and the log's primary key is the
 * compare-and-set, so a stale or repeated action changes nothing. `state` is a
 * snapshot of the game-rules MatchState (plain JSON, without its battle log) at
 * `state_version`, written every few actions and at the end; a load replays the
 * actions after it through the rules. The columns beside it (status, turn,
 * deadline, winner) are always the latest: every action that changes them
 * updates this row, so the deadline sweep and match lists read them directly.
 */
export const matches = pgTable(
  'matches',
  {
    id: text('id').primaryKey(),
    mode: text('mode').$type<'blitz' | 'async'>().notNull(),
    playerAId: integer('player_a_id')
      .notNull()
      .references(() => users.id),
    playerBId: integer('player_b_id')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<'in_progress' | 'completed' | 'forfeited'>().notNull(),
    currentTurn: text('current_turn').$type<'player_a' | 'player_b'>().notNull(),
    turnCount: integer('turn_count').notNull(),
    /** The version `state` holds; later actions are replayed from `match_actions`. */
    stateVersion: integer('state_version').notNull(),
    turnDeadline: timestampTz('turn_deadline').notNull(),
    seed: text('seed').notNull(),
    state: jsonb('state').notNull(),
    winnerId: integer('winner_id').references(() => users.id),
    winReason: text('win_reason'),
    createdAt: writtenAt(),
    // No updated_at: the last change is the action log's newest row. A column written on every turn change
    // and placed after `state` made each update's WAL record carry the whole state (see migration 0021).
    finishedAt: timestampTz('finished_at'),
  },
  (table) => [
    // The deadline sweep reads the live matches. Not keyed by turn_deadline: a column in an index makes
    // every turn change a non-HOT update (a new entry in each of the table's indexes); with no indexed
    // column changed, the update stays on its page (see migration 0020's storage settings).
    index('matches_live_idx').on(table.id).where(sql`${table.status} = 'in_progress'`),
    index('matches_player_a_idx').on(table.playerAId, table.status),
    index('matches_player_b_idx').on(table.playerBId, table.status),
  ],
);

/**
 * The action log, the match's durable record: with the match's seed it replays
 * the match exactly (from a snapshot, the actions after it). Each row also keeps
 * the battle log entries its action produced (version 0: the deal), so the
 * match row never holds the battle log.
 */
export const matchActions = pgTable(
  'match_actions',
  {
    matchId: text('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    /** The version this action produced (1, 2, …). */
    version: integer('version').notNull(),
    action: jsonb('action').notNull(),
    events: jsonb('events').notNull().default([]),
    createdAt: writtenAt(),
  },
  (table) => [primaryKey({ columns: [table.matchId, table.version] })],
);

/**
 * Members waiting for an opponent, one row per member and mode (two tabs count
 * once). When a match is found for a waiting member, the row keeps the match id
 * until that member has been told.
 */
export const matchQueue = pgTable(
  'match_queue',
  {
    userId: memberId(),
    mode: text('mode').$type<'blitz' | 'async'>().notNull(),
    joinedAt: writtenAt('joined_at'),
    matchId: text('match_id').references(() => matches.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.mode] }),
    index('match_queue_waiting_idx').on(table.mode, table.joinedAt).where(sql`${table.matchId} is null`),
  ],
);

export type MatchRow = typeof matches.$inferSelect;

/**
 * Which game-server process hosts a match's room. The claim is live while its owner's lease
 * (`game_server_leases`) is. Kept apart from `matches` so claiming never waits on, or holds up, a move being saved.
 */
export const matchRoomClaims = pgTable('match_room_claims', {
  matchId: text('match_id')
    .primaryKey()
    .references(() => matches.id, { onDelete: 'cascade' }),
  owner: text('owner').notNull(),
});

/**
 * A game-server process's lease on every match it claims: one row a process, renewed every second, so the
 * renewals' cost does not grow with the rooms it hosts.
 */
export const gameServerLeases = pgTable('game_server_leases', {
  owner: text('owner').primaryKey(),
  leaseUntil: timestampTz('lease_until').notNull(),
  /**
   * When the owner last renewed it, by the owner's own clock (sent with the statement): a renewal sent just
   * before its owner died may reach PostgreSQL after the death, but was not sent after it. A match taken over
   * gives its turn back the time since then (the lease's end is PostgreSQL's clock).
   */
  renewedAt: writtenAt('renewed_at'),
});
