import type { AuthUser } from '@app/contracts';
import { type AppDatabase, follows, isUniqueViolation, revokedTokens, type User, users } from '@app/db';
import { count, eq, inArray, lt, sql } from 'drizzle-orm';
import { HttpError } from '../../lib/http-error.ts';
import { ensureStarterDeck } from '../decks/service.ts';
import { subscribeToNewsletter } from '../newsletter/service.ts';
import { pointsBalance } from '../points/service.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

export function toUserResponse(user: User): AuthUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    display_name: user.displayName,
    avatar_url: user.avatarUrl,
    bio: user.bio,
    is_admin: user.isAdmin,
    created_at: user.createdAt.toISOString(),
  };
}

const byUsername = (username: string) => eq(sql`lower(${users.username})`, username.toLowerCase());

export interface Registration {
  username: string;
  email: string;
  password: string;
  subscribeNewsletter: boolean;
}

/** Creates the member, their starter deck and newsletter subscription in one transaction. */
export async function registerMember(db: AppDatabase, registration: Registration) {
  const passwordHash = await hashPassword(registration.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          username: registration.username,
          email: registration.email,
          passwordHash,
        })
        .returning();
      if (!user) throw new Error('insert returned no row');
      // Everyone starts with the starter deck, active (card battle guide).
      await ensureStarterDeck(tx, user.id);
      const subscription = registration.subscribeNewsletter
        ? await subscribeToNewsletter(tx, user.email, user.id)
        : undefined;
      return {
        user,
        newsletterSubscribed: registration.subscribeNewsletter,
        welcome: subscription?.started,
      };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_username_lower_idx')) {
      throw new HttpError(409, 'Username is already taken', 'username');
    }
    if (isUniqueViolation(error, 'users_email_lower_idx')) {
      throw new HttpError(409, 'An account with this email already exists', 'email');
    }
    throw error;
  }
}

/** The member if the password is right; null otherwise (same time either way). */
export async function checkCredentials(db: AppDatabase, username: string, password: string) {
  const [user] = await db.select().from(users).where(byUsername(username));
  const valid = await verifyPassword(user?.passwordHash, password);
  return valid && user ? user : null;
}

export async function findUser(db: AppDatabase, id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user ?? null;
}

export async function loadOwnProfile(db: AppDatabase, user: User) {
  const [[followers], [following], totalPoints] = await Promise.all([
    db.select({ n: count() }).from(follows).where(eq(follows.followeeId, user.id)),
    db.select({ n: count() }).from(follows).where(eq(follows.followerId, user.id)),
    pointsBalance(db, user.id),
  ]);
  return {
    user: toUserResponse(user),
    total_points: totalPoints,
    followers: followers?.n ?? 0,
    following: following?.n ?? 0,
  };
}

/** Ends one token before its expiry. */
export async function revokeToken(db: AppDatabase, token: { jti: string; userId: number; expiresAt: Date }) {
  await db.insert(revokedTokens).values(token).onConflictDoNothing();
}

/** A revoked token past its expiry is refused on its own, so its row can go. */
export async function pruneRevokedTokens(db: AppDatabase) {
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
}

/**
 * Makes these existing members admins, or ordinary members again (usernames
 * case-insensitive); answers the usernames that exist. Only existing accounts:
 * a name nobody has yet must not become an admin account by registering it.
 */
export async function setAdmin(db: AppDatabase, usernames: string[], isAdmin: boolean) {
  if (usernames.length === 0) return [];
  const lowered = usernames.map((name) => name.toLowerCase());
  const updated = await db
    .update(users)
    .set({ isAdmin })
    .where(inArray(sql`lower(${users.username})`, lowered))
    .returning({ username: users.username });
  return updated.map((row) => row.username);
}
