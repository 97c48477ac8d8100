import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { serialId, timestampTz, writtenAt } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: serialId(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    /** Null for a member who signs in only through Google or Apple. */
    passwordHash: text('password_hash'),
    displayName: text('display_name'),
    avatarUrl: text('avatar_url'),
    bio: text('bio'),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** Forum moderators: admins are moderators too; this gives members the role without admin rights. */
    isModerator: boolean('is_moderator').notNull().default(false),
    createdAt: writtenAt(),
  },
  (table) => [
    // Usernames are unique regardless of case ("Alice" and "alice" are one member).
    uniqueIndex('users_username_lower_idx').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`),
    // A new name is checked against every member's key (usernameKey in @app/contracts: NFKC, lower case, no
    // dots, dashes or underscores). Not unique: members from before the rule may share a key.
    index('users_username_key_idx').on(sql`lower(translate(normalize(${table.username}, NFKC), '._-', ''))`),
  ],
);

/** The member a row belongs to: deleting the member deletes the row. */
export const memberId = (name = 'user_id') =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * Tokens ended by logout before their expiry. A row lives until the token would
 * have expired anyway, so the table stays small.
 */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    userId: memberId(),
    expiresAt: timestampTz('expires_at').notNull(),
  },
  (table) => [index('revoked_tokens_expires_at_idx').on(table.expiresAt)],
);

export type User = typeof users.$inferSelect;
