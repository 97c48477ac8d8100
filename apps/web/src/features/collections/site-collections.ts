import { ADDED_COLLECTIONS_ELEMENT_ID } from '@app/contracts';
import { createContext, useContext, useEffect } from 'react';
import { create } from 'zustand';
import { COLLECTIONS, type Collection } from '@/config/collections';

interface SiteCollectionsState {
  /** The site's own collections, then those admins added in the admin catalogue. */
  collections: readonly Collection[];
  /** The collections admins added, in the order they were added. */
  added: readonly Collection[];
}

const withAdded = (added: readonly Collection[]): SiteCollectionsState => ({
  collections: [...COLLECTIONS, ...added],
  added,
});

/**
 * The collections admins added that a server render draws, one list per request (the store below is one per
 * process, and React's server render reads a store's initial state only). The browser has no provider: its
 * store starts from the same list, sent in the page.
 */
export const ServerAddedCollectionsContext = createContext<readonly Collection[] | null>(null);

/**
 * The collections admins added that the server sent inside the page (every page carries them). The server's
 * renderer checked this very text against its contract before it drew the page from it, so the browser takes it
 * as it is: the header on every page reads it at start, and the contract's code (zod, the schemas) is not loaded
 * for that. Null when the page carries none, or what it carries is not a list of collections (the store then
 * asks the API).
 */
export function addedCollectionsInPage(
  page: Pick<Document, 'getElementById'> | undefined = globalThis.document,
): Collection[] | null {
  const text = page?.getElementById(ADDED_COLLECTIONS_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const answer: unknown = JSON.parse(text);
    const collections = (answer as { collections?: unknown } | null)?.collections;
    if (Array.isArray(collections)) return collections as Collection[];
    console.error('The collections in the page are not a list of collections');
  } catch {
    console.error('The collections in the page are not JSON');
  }
  return null;
}

const inPage = addedCollectionsInPage();

/**
 * Starts with the collections the page carries, as the server drew them (so the browser's first render equals its
 * HTML), else with the site's own until the API answers; asked again by `/collections`.
 */
const useSiteCollectionsStore = create<SiteCollectionsState>()(() => withAdded(inPage ?? []));

/** The page's list is this page load's answer; without one the API is asked once. */
let asked: Promise<void> | null = inPage ? Promise.resolve() : null;

function askForAdded(): Promise<void> {
  const own = new Set(COLLECTIONS.map((collection) => collection.slug));
  // The API's code loads only when the page did not bring the list.
  return import('./api')
    .then(({ fetchCategories }) => fetchCategories())
    .then(
      ({ collections }) => {
        useSiteCollectionsStore.setState(
          withAdded(collections.filter((collection) => !own.has(collection.slug))),
        );
      },
      // Without an answer the collections known so far stay, and the next page that needs them asks again.
      () => {
        asked = null;
      },
    );
}

/** Every collection shoppers can browse; `fresh` asks the API again even if this page load knows them. */
export function useSiteCollections({ fresh = false } = {}): SiteCollectionsState {
  const drawnOnServer = useContext(ServerAddedCollectionsContext);
  const state = useSiteCollectionsStore();
  useEffect(() => {
    if (fresh || !asked) asked = askForAdded();
  }, [fresh]);
  return drawnOnServer ? withAdded(drawnOnServer) : state;
}
