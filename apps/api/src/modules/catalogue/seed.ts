import { type AppDatabase, catalogueState, collections, products, subcollections } from '@app/db';
import collectionsJson from '@app/db/seed/collections.json' with { type: 'json' };
import { and, count, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { demoProducts } from './demo-products.ts';
import { collectionSchema, subcollectionSchema } from './schemas.ts';
import { saveProducts } from './service.ts';

// The seed file may leave out a collection's subcollections.
const seedSchema = z.array(
  collectionSchema.extend({ subcollections: z.array(subcollectionSchema).optional() }),
);

export const COLLECTION_SEED = seedSchema.parse(collectionsJson);

/**
 * Brings the catalogue to life on start: the collections from the seed file (new ones are added,
 * existing rows are left as they are), and on the very first start of an empty catalogue the
 * demo products. Idempotent and safe when several processes start at once (inserts that conflict
 * do nothing).
 */
export async function seedCatalogue(db: AppDatabase, now: Date = new Date()) {
  await db.insert(catalogueState).values({ id: 1 }).onConflictDoNothing();
  await db
    .insert(collections)
    .values(
      COLLECTION_SEED.map((collection, position) => ({
        id: collection.id,
        slug: collection.slug,
        name: collection.name,
        emoji: collection.emoji,
        description: collection.description,
        showInDropdown: collection.showInDropdown,
        position,
      })),
    )
    .onConflictDoNothing();
  const children = COLLECTION_SEED.flatMap((collection) =>
    (collection.subcollections ?? []).map((child, position) => ({ ...child, position })),
  );
  if (children.length > 0) await db.insert(subcollections).values(children).onConflictDoNothing();

  const [state] = await db.select().from(catalogueState).where(eq(catalogueState.id, 1));
  if (state?.demoSeededAt) return { seeded: false };
  const [existing] = await db.select({ n: count() }).from(products);
  const seeded = (existing?.n ?? 0) === 0;
  if (seeded) await saveProducts(db, demoProducts(now), { ifExists: 'skip', now });
  await db
    .update(catalogueState)
    .set({ demoSeededAt: now })
    .where(and(eq(catalogueState.id, 1), isNull(catalogueState.demoSeededAt)));
  return { seeded };
}
