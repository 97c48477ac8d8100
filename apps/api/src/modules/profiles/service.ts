import {
  type OwnProfileAnswer,
  PROFILE_LIMITS,
  type ProfileUpdate,
  type PublicProfileAnswer,
  SESSION_ENDED_MESSAGE,
} from '@app/contracts';
import { type AppDatabase, type Executor, follows, users } from '@app/db';
import { forbidden, invalid, notFound, unauthenticated } from '@app/platform';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { toUserResponse } from '../auth/index.ts';
import { recentThreads } from '../forum/index.ts';
import type { MediaStore } from '../media/index.ts';
import { decodeImageDataUrl, ImageRejected, mediaKeyOf, mediaUrl, storeImage } from '../media/index.ts';
import { puzzleStanding } from '../memory-game/index.ts';
import { isBlocking } from '../moderation/index.ts';
import { notifyNewFollower } from '../notifications/index.ts';
import { pointsBalance } from '../points/index.ts';
import { wishlistProductIds } from '../wishlist/index.ts';

const USER_NOT_FOUND = 'User not found.';
const AVATAR_FORMS = 'Avatar must be an uploaded JPEG, PNG or WebP image';

async function requireUser(db: Executor, id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw notFound(USER_NOT_FOUND);
  return user;
}

/**
 * The avatar the member asked for: undefined keeps it, null removes it, their current URL keeps it, and an
 * image data URL is checked, cleaned and stored (its new URL answered). Anything else is refused before
 * anything is stored.
 */
async function resolveAvatar(
  store: MediaStore,
  requested: string | null | undefined,
  current: string | null,
): Promise<{ url: string | null | undefined; stored: string | null }> {
  if (requested === undefined || requested === current) return { url: undefined, stored: null };
  if (requested === null) return { url: null, stored: null };
  const bytes = decodeImageDataUrl(requested);
  if (!bytes) throw invalid(AVATAR_FORMS, 'avatar_url');
  try {
    const key = await storeImage(store, 'avatars', bytes, {
      label: 'Avatar image',
      maxBytes: PROFILE_LIMITS.avatarBytes,
      maxSide: PROFILE_LIMITS.avatarSide,
    });
    return { url: mediaUrl(key), stored: key };
  } catch (error) {
    if (error instanceof ImageRejected) throw invalid(error.message, 'avatar_url');
    throw error;
  }
}

/**
 * Saves the member's display name, bio and avatar (`PUT /api/auth/profile`); fields left out stay as they
 * are. A replaced or removed avatar of ours is deleted once the change is saved.
 */
export async function updateProfile(
  db: AppDatabase,
  store: MediaStore,
  memberId: number,
  input: ProfileUpdate,
  log: FastifyBaseLogger,
) {
  const before = await requireUser(db, memberId);
  const avatar = await resolveAvatar(store, input.avatar_url, before.avatarUrl);
  const changes = {
    ...(input.display_name === undefined ? {} : { displayName: input.display_name }),
    ...(input.bio === undefined ? {} : { bio: input.bio }),
    ...(avatar.url === undefined ? {} : { avatarUrl: avatar.url }),
  };
  let saved: { user: typeof before; replacedAvatar: string | null };
  try {
    saved = await db.transaction(async (tx) => {
      // The avatar being replaced is read under the row's lock, so two saves at once each delete only their own.
      const [current] = await tx
        .select({ avatarUrl: users.avatarUrl })
        .from(users)
        .where(eq(users.id, memberId))
        .for('no key update');
      if (!current) throw notFound(USER_NOT_FOUND);
      const [user] =
        Object.keys(changes).length === 0
          ? await tx.select().from(users).where(eq(users.id, memberId))
          : await tx.update(users).set(changes).where(eq(users.id, memberId)).returning();
      if (!user) throw notFound(USER_NOT_FOUND);
      return { user, replacedAvatar: user.avatarUrl === current.avatarUrl ? null : current.avatarUrl };
    });
  } catch (error) {
    if (avatar.stored) await store.delete(avatar.stored).catch(() => undefined);
    throw error;
  }
  const replacedKey = mediaKeyOf(saved.replacedAvatar);
  if (replacedKey) {
    await store.delete(replacedKey).catch((error: unknown) => {
      log.warn({ err: error, key: replacedKey }, 'could not delete a replaced avatar');
    });
  }
  return toUserResponse(saved.user);
}

const countOf = (rows: Array<{ n: number }>) => rows[0]?.n ?? 0;

/** How many members follow this one, and how many they follow. */
async function followCounts(db: AppDatabase, id: number) {
  const [followers, following] = await Promise.all([
    db.select({ n: count() }).from(follows).where(eq(follows.followeeId, id)),
    db.select({ n: count() }).from(follows).where(eq(follows.followerId, id)),
  ]);
  return { followers: countOf(followers), following: countOf(following) };
}

/** `GET /api/auth/profile`: the member, their points and follow counts. */
export async function loadOwnProfile(db: AppDatabase, memberId: number): Promise<OwnProfileAnswer> {
  const [user] = await db.select().from(users).where(eq(users.id, memberId));
  // The token's member has gone since it was checked.
  if (!user) throw unauthenticated(SESSION_ENDED_MESSAGE);
  const [counts, totalPoints] = await Promise.all([followCounts(db, user.id), pointsBalance(db, user.id)]);
  return { user: toUserResponse(user), total_points: totalPoints, ...counts };
}

/** `GET /api/user/{id}/profile`: what anyone may see of a member; `viewerId` is the caller, if logged in. */
export async function loadPublicProfile(
  db: AppDatabase,
  id: number,
  viewerId: number | null,
): Promise<PublicProfileAnswer> {
  const user = await requireUser(db, id);
  const [counts, viewerFollows, wishlist, puzzle, threads] = await Promise.all([
    followCounts(db, id),
    viewerId === null || viewerId === id
      ? Promise.resolve([])
      : db
          .select({ followerId: follows.followerId })
          .from(follows)
          .where(and(eq(follows.followerId, viewerId), eq(follows.followeeId, id))),
    publicWishlistItems(db, id),
    puzzleStanding(db, id),
    recentThreads(db, id),
  ]);
  return {
    user: {
      id: user.id,
      username: user.username,
      display_name: user.displayName,
      avatar_url: user.avatarUrl,
      bio: user.bio,
    },
    ...counts,
    is_following: viewerFollows.length > 0,
    puzzle_score: puzzle?.score ?? null,
    puzzle_rank: puzzle?.rank ?? null,
    wishlist,
    threads,
  };
}

/** The items of the member's wishlist when it is public (newest first, as on the wishlist page); null otherwise. */
async function publicWishlistItems(db: AppDatabase, userId: number) {
  const ids = await wishlistProductIds(db, userId, { publicOnly: true });
  return ids && { items: ids.map((product_id) => ({ product_id })) };
}

/**
 * Follows the member (telling them, once per pair), or stops following them if the caller already does
 * (`POST /api/follow`); answers whether the caller follows them now. One member's toggles run one at a time (their row is locked), so
 * every answer is the state it left and the follow table stays the one count there is.
 */
export async function toggleFollow(db: AppDatabase, followerId: number, followeeId: number) {
  if (followerId === followeeId) throw invalid('You cannot follow yourself', 'user_id');
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, followerId)).for('no key update');
    await requireUser(tx, followeeId);
    const pair = and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId));
    const stopped = await tx.delete(follows).where(pair).returning({ followerId: follows.followerId });
    if (stopped.length > 0) return false;
    if (await isBlocking(tx, followeeId, followerId)) {
      throw forbidden('You cannot follow this member.');
    }
    if (await isBlocking(tx, followerId, followeeId)) {
      throw forbidden('You have blocked this member. Unblock them to follow them.');
    }
    await tx.insert(follows).values({ followerId, followeeId }).onConflictDoNothing();
    await notifyNewFollower(tx, followerId, followeeId);
    return true;
  });
}
