import { COLLECTIONS, type Collection, type Subcollection } from '@app/contracts';

export { COLLECTIONS, type Collection, type Subcollection };

export const DROPDOWN_COLLECTIONS = COLLECTIONS.filter((collection) => collection.showInDropdown);

export const collectionPath = (slug: string) => `/collections/${slug}`;

export const subcollectionPath = (parentSlug: string, slug: string) => `/collections/${parentSlug}/${slug}`;

/** The collection with this slug (or id), if any. */
export function findCollection(slugOrId: string | undefined): Collection | undefined {
  if (!slugOrId) return undefined;
  return COLLECTIONS.find((collection) => collection.slug === slugOrId || collection.id === slugOrId);
}

/** The subcollection with this slug (or id) whose parent is `collection`, if any. */
export function findSubcollection(
  collection: Collection | undefined,
  slugOrId: string | undefined,
): Subcollection | undefined {
  if (!collection || !slugOrId) return undefined;
  return collection.subcollections?.find(
    (sub) => (sub.slug === slugOrId || sub.id === slugOrId) && sub.parentId === collection.id,
  );
}
