import type { PageData, Product } from '@app/contracts';
import { createContext } from 'react';

/**
 * The product list a server render draws from, one per request (the store below is one per process, and
 * React's server render reads a store's initial state only). The browser has no provider: its store starts
 * from the same list, sent in the page, so its first render matches the server's HTML.
 */
export const ServerProductListContext = createContext<readonly Product[] | null>(null);

/** The page's own data a server render draws from (a product page's price history), one per request. */
export const ServerPageDataContext = createContext<PageData | null>(null);
