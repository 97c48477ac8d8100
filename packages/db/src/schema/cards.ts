import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { writtenAt } from './columns.ts';
import { memberId } from './users.ts';

/**
 * Card definitions, seeded from the game-rules catalogue. `effect_json` may
 * hold an object or a JSON string (older rows); readers accept both.
 */
export const cards = pgTable('cards', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  cost: integer('cost').notNull().default(1),
  type: text('type').notNull(),
  rarity: text('rarity').notNull(),
  description: text('description').notNull(),
  imageUrl: text('image_url').notNull(),
  icon: text('icon').notNull(),
  effectJson: jsonb('effect_json').notNull(),
});

export const decks = pgTable(
  'decks',
  {
    /** Starter decks have ids starting with `starter_`; they cannot be edited or deleted. */
    id: text('id').primaryKey(),
    userId: memberId(),
    name: text('name').notNull(),
    cardIds: jsonb('card_ids').$type<string[]>().notNull(),
    isActive: boolean('is_active').notNull().default(false),
    createdAt: writtenAt(),
    updatedAt: writtenAt('updated_at'),
  },
  (table) => [
    index('decks_user_idx').on(table.userId),
    // At most one active deck per member, whatever races happen.
    uniqueIndex('decks_one_active_per_user_idx').on(table.userId).where(sql`${table.isActive}`),
  ],
);

export type DeckRow = typeof decks.$inferSelect;
