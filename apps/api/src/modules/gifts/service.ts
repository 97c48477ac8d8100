import { ADMIN_CATALOGUE_TEXT, GIFT_FILTER_PARAMS, type GiftCategory, type GiftGroup } from '@app/contracts';
import { type Executor, giftCategories, productGiftCategories, products } from '@app/db';
import { invalid } from '@app/platform';
import { and, asc, count, inArray, type SQL, sql } from 'drizzle-orm';
import { queryProducts } from '../catalogue/index.ts';
import { GIFT_CATEGORY_DEFINITIONS } from './definitions.ts';

const UNKNOWN_GIFT_CATEGORY = ADMIN_CATALOGUE_TEXT.unknownGiftCategory;

const GROUP_ORDER = sql`array_position(array['recipient', 'occasion', 'price']::text[], ${giftCategories.groupName})`;

export async function listGiftCategories(db: Executor): Promise<GiftCategory[]> {
  const rows = await db
    .select({
      id: giftCategories.id,
      group: giftCategories.groupName,
      name: giftCategories.name,
      emoji: giftCategories.emoji,
    })
    .from(giftCategories)
    .orderBy(GROUP_ORDER, asc(giftCategories.position), asc(giftCategories.id));
  return rows;
}

/**
 * Writes the gift categories of product spec 2 §2 that are missing (an existing one is left as an admin may
 * have it); answers how many were made. Safe to run twice and from two processes at once.
 */
export async function initGiftCategories(db: Executor) {
  const created = await db
    .insert(giftCategories)
    .values(
      GIFT_CATEGORY_DEFINITIONS.map((definition, position) => ({
        id: definition.id,
        groupName: definition.group,
        name: definition.name,
        emoji: definition.emoji,
        collectionKeys: definition.collectionKeys ?? [],
        minPrice: definition.minPrice ?? null,
        maxPrice: definition.maxPrice ?? null,
        position,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: giftCategories.id });
  return { created: created.length, giftCategories: await listGiftCategories(db) };
}

/** The finder's filters: one gift category per group, each optional. */
export type GiftFilters = Partial<Record<GiftGroup, string>>;

/**
 * The products matching every chosen gift category: a recipient or occasion by its tag (set in the admin
 * catalogue) or by the collections it suits; a price band by the product's price. Newest drop first.
 */
export async function findGifts(db: Executor, filters: GiftFilters, page: { limit: number; offset: number }) {
  const chosen = Object.entries(filters).filter((entry): entry is [GiftGroup, string] => Boolean(entry[1]));
  const rows =
    chosen.length === 0
      ? []
      : await db
          .select()
          .from(giftCategories)
          .where(
            inArray(
              giftCategories.id,
              chosen.map(([, id]) => id),
            ),
          );
  const conditions: SQL[] = [];
  for (const [group, id] of chosen) {
    const category = rows.find((row) => row.id === id && row.groupName === group);
    if (!category) throw invalid(UNKNOWN_GIFT_CATEGORY, GIFT_FILTER_PARAMS[group]);
    if (group === 'price') {
      if (category.minPrice !== null) conditions.push(sql`${products.price} >= ${category.minPrice}`);
      if (category.maxPrice !== null) conditions.push(sql`${products.price} < ${category.maxPrice}`);
      continue;
    }
    const tagged = sql`exists (select 1 from ${productGiftCategories} where ${productGiftCategories.productId} = ${products.id} and ${productGiftCategories.giftCategoryId} = ${id})`;
    const keys = category.collectionKeys;
    conditions.push(
      keys.length === 0
        ? tagged
        : sql`(${tagged} or ${products.categories} ?| array[${sql.join(
            keys.map((key) => sql`${key}`),
            sql`, `,
          )}]::text[])`,
    );
  }
  return queryProducts(db, { conditions, sort: 'newest', ...page });
}

/**
 * Files a product under gift categories. Only recipients and occasions are tags (a price band follows the
 * price); any other id is refused with `field`.
 */
export async function tagProduct(db: Executor, productId: string, giftIds: string[], field: string) {
  if (giftIds.length === 0) return;
  const [known] = await db
    .select({ n: count() })
    .from(giftCategories)
    .where(
      and(inArray(giftCategories.id, giftIds), inArray(giftCategories.groupName, ['recipient', 'occasion'])),
    );
  if ((known?.n ?? 0) !== new Set(giftIds).size) throw invalid(UNKNOWN_GIFT_CATEGORY, field);
  await db
    .insert(productGiftCategories)
    .values(giftIds.map((giftCategoryId) => ({ productId, giftCategoryId })))
    .onConflictDoNothing();
}
