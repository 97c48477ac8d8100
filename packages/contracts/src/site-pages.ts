/**
 * Every page the web app draws: its router's paths (a test keeps the two the same). The server answers any
 * other path with the site's friendly 'Page not found' page and the status 404, so search engines and link
 * checkers see what a shopper sees.
 */
export const PAGE_PATHS = [
  '/',
  '/login',
  '/register',
  '/collections',
  '/collections/:category',
  '/collections/:category/:subcollection',
  '/product/:id',
  '/search',
  '/drops',
  '/blog',
  '/blog/:slug',
  '/about',
  '/terms',
  '/privacy',
  '/submit',
  '/profile',
  '/user/:id',
  '/notifications',
  '/forum',
  '/forum/new',
  '/forum/thread/:id',
  '/forum/:section',
  '/forum/:section/:category',
  '/gifts',
  '/game',
  '/leaderboard',
  '/admin',
  '/admin-catalogue',
  '/admin-dashboard',
  '/admin-users',
  '/admin-orders',
  '/admin-subscribers',
  '/admin-suggestions',
  '/admin-mail',
  '/admin-system',
  '/forum/admin',
  '/admin-moderation',
  '/rewards',
  '/wishlist',
  '/wishlist/share/:share_slug',
  '/unsubscribe',
  '/test/:id',
  '/deck-builder',
  '/card-game-lobby',
  '/card-game/:matchId',
  '/card-game/:matchId/watch',
  '/card-game/:matchId/replay',
  '/card-match',
] as const;

const PAGE_PATTERNS = PAGE_PATHS.map((page) => new RegExp(`^${page.replace(/:[a-z_A-Z]+/g, '[^/]+')}/?$`));

/** The path (no query) is one of the web app's pages. A trailing slash is allowed, as the router allows it. */
export function isPagePath(pathname: string): boolean {
  return PAGE_PATTERNS.some((pattern) => pattern.test(pathname));
}

/**
 * The id of the `<script type="application/json">` element in which the server sends the product list with the
 * pages drawn from it (home, drops, collections, product pages): `GET /products`' body, `<` escaped.
 */
export const PRODUCT_LIST_ELEMENT_ID = 'product-list';

/**
 * The id of the `<script type="application/json">` element in which the server sends a page's own data (pageData)
 * with the page drawn from it, so the browser's first render draws what the server drew: a product page's price
 * history.
 */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/**
 * The id of the `<script type="application/json">` element in which the server sends, with every page, the
 * collections admins added (`GET /api/categories`' answer without the site's own collections), so the pages it
 * draws list them (the header's Collections menu, /collections, the collection's own page) and the browser's
 * first render draws what the server drew.
 */
export const ADDED_COLLECTIONS_ELEMENT_ID = 'added-collections';

/**
 * The web build's server renderer, inside the build folder: a module exporting `renderPage` (PageRenderer). The
 * server never serves this folder to browsers.
 */
export const PAGE_RENDERER_DIR = 'ssr';
export const PAGE_RENDERER_FILE = `${PAGE_RENDERER_DIR}/entry-server.mjs`;

/** The attribute on `#root` that says what the server rendered into it (RenderedPage's `kind`). */
export const RENDERED_KIND_ATTRIBUTE = 'data-rendered';

/** A page as the server renders it for a visitor, before any JavaScript has run in the browser. */
export interface RenderedPage {
  /** The markup that goes into `#root`. */
  html: string;
  /**
   * 'page': the page itself, which the browser's first render adopts (hydrates); 'shell': the site's layout with a
   * loading state where a page goes that only the browser draws (members' pages, forms, games, admin).
   */
  kind: 'page' | 'shell';
  /** The document title the page sets, for the page's `<head>`. */
  title?: string | undefined;
}

/** What a page is drawn from besides its address; the page carries each of them for the browser too. */
export interface PageRenderData {
  /** `GET /products`' body, given for the pages drawn from the product list. */
  productListJson?: string | undefined;
  /** The page's own data (PageData as JSON). */
  pageDataJson?: string | undefined;
  /** The collections admins added, as `GET /api/categories` answers them (see ADDED_COLLECTIONS_ELEMENT_ID). */
  addedCollectionsJson?: string | undefined;
}

/** What the server renderer module exports. */
export interface PageRenderer {
  /** Renders the page at `url` (path and query) from `data`. */
  renderPage(url: string, data: PageRenderData): Promise<RenderedPage>;
}

/**
 * The attribute the web app sets on `<html>` once it runs in the browser (its first render committed, so the
 * server's markup now answers clicks and keys). Until then controls show a busy cursor.
 */
export const APP_RUNNING_ATTRIBUTE = 'data-app-running';
