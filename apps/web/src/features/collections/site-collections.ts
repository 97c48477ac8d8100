import { useEffect } from 'react';
import { create } from 'zustand';
import { COLLECTIONS, type Collection } from '@/config/collections';
import { fetchCategories } from './api';

interface SiteCollectionsState {
  /** The site's own collections, then those admins added in the admin catalogue (once the API has answered). */
  collections: readonly Collection[];
  /** The collections admins added, in the order they were added. */
  added: readonly Collection[];
}

/**
 * Starts with the site's own collections, as the server draws its pages (so the browser's first render equals them);
 * the ones admins added join when the API answers, asked once per page load and again by `/collections`.
 */
const useSiteCollectionsStore = create<SiteCollectionsState>()(() => ({
  collections: COLLECTIONS,
  added: [],
}));

let asked: Promise<void> | null = null;

function askForAdded(): Promise<void> {
  const own = new Set(COLLECTIONS.map((collection) => collection.slug));
  return fetchCategories().then(
    ({ collections }) => {
      const added = collections.filter((collection) => !own.has(collection.slug));
      useSiteCollectionsStore.setState({ collections: [...COLLECTIONS, ...added], added });
    },
    // Without an answer the site's own collections stay, and the next page that needs them asks again.
    () => {
      asked = null;
    },
  );
}

/** Every collection shoppers can browse; `fresh` asks the API again even if it answered this page load. */
export function useSiteCollections({ fresh = false } = {}): SiteCollectionsState {
  const state = useSiteCollectionsStore();
  useEffect(() => {
    if (fresh || !asked) asked = askForAdded();
  }, [fresh]);
  return state;
}
