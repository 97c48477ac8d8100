import { type Collection, categoryKeys } from '@app/contracts';
import { collections, type Executor, subcollections } from '@app/db';
import { asc, eq, or } from 'drizzle-orm';

type CollectionFields = Pick<Collection, 'id' | 'slug' | 'name' | 'emoji' | 'description' | 'showInDropdown'>;

/** The fields a collection's row and its contract share (the seed writes them, the reads answer them). */
export const collectionFields = (collection: CollectionFields): CollectionFields => ({
  id: collection.id,
  slug: collection.slug,
  name: collection.name,
  emoji: collection.emoji,
  description: collection.description,
  showInDropdown: collection.showInDropdown,
});

type CollectionRow = typeof collections.$inferSelect;
type SubcollectionRow = typeof subcollections.$inferSelect;

/** A stored collection as the API answers it, with its subcollections. */
export const toCollection = (row: CollectionRow, children: SubcollectionRow[]): Collection => ({
  ...collectionFields(row),
  imageUrl: row.imageUrl,
  subcollections: children.map((child) => ({
    id: child.id,
    slug: child.slug,
    name: child.name,
    description: child.description,
    imageUrl: child.imageUrl,
    parentId: child.parentId,
  })),
});

export async function listCollections(db: Executor): Promise<Collection[]> {
  const [parents, children] = await Promise.all([
    db.select().from(collections).orderBy(asc(collections.position), asc(collections.id)),
    db.select().from(subcollections).orderBy(asc(subcollections.position), asc(subcollections.id)),
  ]);
  return parents.map((collection) =>
    toCollection(
      collection,
      children.filter((child) => child.parentId === collection.id),
    ),
  );
}

/**
 * The category keys a collection filter matches: a collection's id and slug plus its
 * subcollections', or a subcollection's own. Null when nothing has that id or slug.
 */
export async function collectionKeys(db: Executor, idOrSlug: string): Promise<string[] | null> {
  const key = idOrSlug.toLowerCase();
  const [collection] = await db
    .select({ id: collections.id, slug: collections.slug })
    .from(collections)
    .where(or(eq(collections.id, key), eq(collections.slug, key)));
  const children = collection
    ? await db
        .select({ id: subcollections.id, slug: subcollections.slug })
        .from(subcollections)
        .where(eq(subcollections.parentId, collection.id))
    : await db
        .select({ id: subcollections.id, slug: subcollections.slug })
        .from(subcollections)
        .where(or(eq(subcollections.id, key), eq(subcollections.slug, key)));
  if (!collection && children.length === 0) return null;
  return categoryKeys(collection ? [collection, ...children] : children);
}
