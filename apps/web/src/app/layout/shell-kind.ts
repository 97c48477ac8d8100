/**
 * Which of the site's shells a page gets: the storefront's (announcement bar, header with its navigation, the
 * collections ticker), the match board's (a compact bar, so the board owns the screen) or the admin area's (the
 * header without the shopper's promotions). Chosen from the address alone, so the server's page and the browser's
 * first render pick the same one.
 */
export type ShellKind = 'store' | 'match' | 'admin';

const MATCH_PAGE = /^\/(?:card-game\/[^/]+|card-match)\/?$/;
const ADMIN_PAGE = /^\/(?:admin(?:-[a-z]+)?|forum\/admin)(?:\/|$)/;

export function shellKindOf(pathname: string): ShellKind {
  if (MATCH_PAGE.test(pathname)) return 'match';
  if (ADMIN_PAGE.test(pathname)) return 'admin';
  return 'store';
}
