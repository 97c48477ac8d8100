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
