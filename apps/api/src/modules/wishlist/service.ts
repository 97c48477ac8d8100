import { randomBytes } from 'node:crypto';
import { pointsFor, WISHLIST_MAX_ITEMS, WISHLIST_NOT_SHARED, type WishlistAnswer } from '@app/contracts';
import { type AppDatabase, type Executor, users, wishlistItems, wishlists } from '@app/db';
import { conflict, notFound } from '@app/platform';
import { and, count, desc, eq } from 'drizzle-orm';
import { awardPoints } from '../points/index.ts';
import { productPriceNow } from '../price-alerts/index.ts';

/** 24 random bytes: a 32-character base64url slug (192 bits), which nobody guesses. */
export const newShareSlug = () => randomBytes(24).toString('base64url');

/** Slugs this module makes; anything else cannot name a list and is answered without a query. */
const SLUG = /^[A-Za-z0-9_-]{22,64}$/;

const info = (row: { id: number; isPublic: boolean; shareSlug: string }) => ({
  id: row.id,
  is_public: row.isPublic,
  share_slug: row.shareSlug,
});

/** The list's items, newest first (what was just added comes first). */
async function itemsOf(db: Executor, wishlistId: number) {
  const rows = await db
    .select({
      id: wishlistItems.id,
      productId: wishlistItems.productId,
      addedAt: wishlistItems.addedAt,
      savedPrice: wishlistItems.savedPrice,
    })
    .from(wishlistItems)
    .where(eq(wishlistItems.wishlistId, wishlistId))
    .orderBy(desc(wishlistItems.addedAt), desc(wishlistItems.id));
  return rows.map((row) => ({
    id: row.id,
    product_id: row.productId,
    added_at: row.addedAt.toISOString(),
    saved_price: row.savedPrice,
  }));
}

async function wishlistRow(db: Executor, userId: number, lock = false) {
  const query = db
    .select({ id: wishlists.id, isPublic: wishlists.isPublic, shareSlug: wishlists.shareSlug })
    .from(wishlists)
    .where(eq(wishlists.userId, userId));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** The member's own list: its items and the list, or no items and null before the first add. */
export async function ownWishlist(db: Executor, userId: number): Promise<WishlistAnswer> {
  const row = await wishlistRow(db, userId);
  return row ? { items: await itemsOf(db, row.id), wishlist: info(row) } : { items: [], wishlist: null };
}

/**
 * Adds a product from the catalogue to the member's list, making the list on the first add. Adding a
 * product already there changes nothing. The first time ever this member adds this product it pays
 * the wishlist award, in the same transaction (removing and adding it again pays nothing more). The item
 * keeps the price shown now (none when hidden): the page's change since it was saved, and price drops, are
 * measured from it.
 */
export async function addToWishlist(db: AppDatabase, userId: number, productId: string) {
  return db.transaction(async (tx) => {
    const product = await productPriceNow(tx, productId);
    if (!product) throw notFound('Product not found', 'product_id');
    await tx
      .insert(wishlists)
      .values({ userId, shareSlug: newShareSlug() })
      .onConflictDoNothing({ target: wishlists.userId });
    // The list's row is locked: one member's adds run one after another, so the bound holds.
    const list = await wishlistRow(tx, userId, true);
    if (!list) throw new Error(`wishlist of member ${userId} vanished while adding`);
    const [listed] = await tx
      .select({ id: wishlistItems.id })
      .from(wishlistItems)
      .where(and(eq(wishlistItems.wishlistId, list.id), eq(wishlistItems.productId, productId)));
    let pointsAwarded = 0;
    if (!listed) {
      const [held] = await tx
        .select({ n: count() })
        .from(wishlistItems)
        .where(eq(wishlistItems.wishlistId, list.id));
      if ((held?.n ?? 0) >= WISHLIST_MAX_ITEMS) {
        throw conflict(
          `Your wishlist is full (${WISHLIST_MAX_ITEMS} products). Remove one to add another.`,
          'product_id',
        );
      }
      await tx
        .insert(wishlistItems)
        .values({ wishlistId: list.id, productId, savedPrice: product.shown, alertedPrice: product.shown })
        .onConflictDoNothing();
      const amount = pointsFor('wishlist_add');
      const paid = await awardPoints(tx, {
        userId,
        amount,
        reason: 'wishlist_add',
        reference: `wishlist:${userId}:${productId}`,
      });
      if (paid) pointsAwarded = amount;
    }
    return { items: await itemsOf(tx, list.id), wishlist: info(list), points_awarded: pointsAwarded };
  });
}

/** Takes a product off the member's list (also one the catalogue no longer has); harmless when it is not there. */
export async function removeFromWishlist(db: AppDatabase, userId: number, productId: string) {
  const list = await wishlistRow(db, userId);
  if (list) {
    await db
      .delete(wishlistItems)
      .where(and(eq(wishlistItems.wishlistId, list.id), eq(wishlistItems.productId, productId)));
  }
  return ownWishlist(db, userId);
}

/** Makes the member's own list public or private; another member's list (or none) is 404. */
export async function setWishlistPublic(
  db: AppDatabase,
  userId: number,
  wishlistId: number,
  isPublic: boolean,
) {
  const [updated] = await db
    .update(wishlists)
    .set({ isPublic })
    .where(and(eq(wishlists.id, wishlistId), eq(wishlists.userId, userId)))
    .returning({ id: wishlists.id });
  if (!updated) throw notFound('Wishlist not found', 'wishlist_id');
  return ownWishlist(db, userId);
}

/** A public list by its share slug, with whose it is; unknown and private lists are the same 404. */
export async function sharedWishlist(db: Executor, shareSlug: string) {
  if (!SLUG.test(shareSlug)) throw notFound(WISHLIST_NOT_SHARED);
  const [row] = await db
    .select({
      id: wishlists.id,
      isPublic: wishlists.isPublic,
      shareSlug: wishlists.shareSlug,
      ownerId: users.id,
      username: users.username,
      displayName: users.displayName,
    })
    .from(wishlists)
    .innerJoin(users, eq(users.id, wishlists.userId))
    .where(and(eq(wishlists.shareSlug, shareSlug), eq(wishlists.isPublic, true)));
  if (!row) throw notFound(WISHLIST_NOT_SHARED);
  return {
    items: await itemsOf(db, row.id),
    wishlist: info(row),
    owner: { id: row.ownerId, username: row.username, display_name: row.displayName },
  };
}

/**
 * The product ids on a member's list, newest first, for their profile; null when they have no list (with
 * `publicOnly`, no public one), so a profile can tell an empty public list from none.
 */
export async function wishlistProductIds(
  db: Executor,
  userId: number,
  { publicOnly }: { publicOnly: boolean },
): Promise<string[] | null> {
  const [list] = await db
    .select({ id: wishlists.id })
    .from(wishlists)
    .where(and(eq(wishlists.userId, userId), publicOnly ? eq(wishlists.isPublic, true) : undefined));
  if (!list) return null;
  const rows = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(eq(wishlistItems.wishlistId, list.id))
    .orderBy(desc(wishlistItems.addedAt), desc(wishlistItems.id));
  return rows.map((row) => row.productId);
}
