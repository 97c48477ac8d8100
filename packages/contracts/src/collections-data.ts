import collectionsData from '../data/collections.json' with { type: 'json' };
import type { Collection } from './catalogue.ts';
import type { Product } from './product.ts';

/** A collection as `data/collections.json` writes it: the picture and the subcollections only where it has them. */
type CollectionEntry = Omit<Collection, 'imageUrl' | 'subcollections'> &
  Partial<Pick<Collection, 'imageUrl' | 'subcollections'>>;

/**
 * The site's collections, in menu order: the one source the API seeds its
 * tables from and the web app builds its navigation from. A collection may
 * leave out its picture and its subcollections. The file is checked against
 * the `collection` contract by the contracts' tests rather than parsed here:
 * every process (the browser first) would otherwise pay for a parse of a file
 * that cannot change after the build.
 */
export const COLLECTIONS: readonly Collection[] = (collectionsData as CollectionEntry[]).map((entry) => ({
  ...entry,
  imageUrl: entry.imageUrl ?? '',
  subcollections: entry.subcollections ?? [],
}));

/**
 * The category keys that file a product under these collections or
 * subcollections: their ids and slugs, lower case. A collection's page passes
 * itself and its subcollections, a subcollection's page itself. The API
 * filters with them in SQL, the web app in the browser.
 */
export function categoryKeys(targets: ReadonlyArray<Pick<Collection, 'id' | 'slug'>>): string[] {
  return [...new Set(targets.flatMap((target) => [target.id, target.slug]).map((key) => key.toLowerCase()))];
}

/** The products listing one of these category keys (case-insensitive). */
export function productsInCategories<P extends Pick<Product, 'categories'>>(
  products: readonly P[],
  keys: readonly string[],
): P[] {
  const wanted = new Set(keys);
  return products.filter((item) => item.categories.some((category) => wanted.has(category.toLowerCase())));
}
