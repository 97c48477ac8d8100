import catalogue from '@app/db/seed/collections.json';

/** A collection's child page, e.g. partner → shirtvskins (spec 1 §2 Collections, §3 Subcollection). */
export interface Subcollection {
  id: string;
  slug: string;
  name: string;
  description: string;
  imageUrl: string;
  parentId: string;
}

/** Collection catalogue (spec 1 §2 Collections, §3 Collection). The slug doubles as the id. */
export interface Collection {
  id: string;
  slug: string;
  name: string;
  emoji: string;
  description: string;
  showInDropdown: boolean;
  subcollections?: ReadonlyArray<Subcollection>;
}

/** The 21 collections; `packages/db/seed/collections.json` is the single source (the API serves it too). */
export const COLLECTIONS: ReadonlyArray<Collection> = catalogue satisfies ReadonlyArray<Collection>;

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
