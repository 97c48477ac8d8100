/** Collections: the collection cards (also on the home page) and the collection pages. */

import './collections.css';

export { CollectionCards } from './CollectionCards';
export { ServerAddedCollectionsContext, useSiteCollections } from './site-collections';

// Pages are imported on demand (the router's `lazy`), so each stays out of the first bundle.
export const loadCollectionsPage = async () => (await import('./CollectionsPage')).CollectionsPage;
export const loadCollectionPage = async () => (await import('./CollectionPage')).CollectionPage;
export const loadSubcollectionPage = async () => (await import('./SubcollectionPage')).SubcollectionPage;
