import { COLLECTIONS } from '@app/contracts';
import { type AppDatabase, catalogueState, collections, products, subcollections } from '@app/db';
import { and, count, eq, isNull } from 'drizzle-orm';
import { collectionFields } from './collections.ts';
import { demoProducts } from './demo-products.ts';
import { bumpVersion, saveProducts } from './writes.ts';

/**
 * Brings the catalogue to life on start: the collections from the seed file (new ones are added and move the
 * catalogue version on, existing rows are left as they are), and on the very first start of an empty catalogue
 * the demo products. Idempotent and safe when several processes start at once (inserts that conflict do
 * nothing).
 */
export async function seedCatalogue(db: AppDatabase, now: Date = new Date()) {
  await db.insert(catalogueState).values({ id: 1 }).onConflictDoNothing();
  const added = await db
    .insert(collections)
    .values(COLLECTIONS.map((collection, position) => ({ ...collectionFields(collection), position })))
    .onConflictDoNothing()
    .returning({ id: collections.id });
  const children = COLLECTIONS.flatMap((collection) =>
    collection.subcollections.map((child, position) => ({ ...child, position })),
  );
  if (children.length > 0) {
    added.push(
      ...(await db
        .insert(subcollections)
        .values(children)
        .onConflictDoNothing()
        .returning({ id: subcollections.id })),
    );
  }
  // A release that brings a collection: the processes already running keep the collections they read per
  // catalogue version, so it moves on, as when an admin adds one.
  if (added.length > 0) await bumpVersion(db);

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
