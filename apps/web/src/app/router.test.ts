import { isPagePath, PAGE_PATHS } from '@app/contracts';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PRERENDERED_PATHS, routes } from './routes';

/** The paths of the route tree ('*' aside): every route is a descendant of the one layout at '/'. */
const pathsOf = (tree: RouteObject[]): string[] =>
  tree.flatMap((route) => [
    ...(route.path && route.path !== '*' ? [route.path === '/' ? '/' : `/${route.path}`] : []),
    ...pathsOf(route.children ?? []),
  ]);
const routerPaths = pathsOf(routes);

describe('the pages the server knows', () => {
  it('are exactly the router’s pages, so the server answers 404 for nothing the site draws', () => {
    expect(new Set(routerPaths)).toEqual(new Set(PAGE_PATHS));
  });

  it('include every page the server renders for visitors', () => {
    expect(PRERENDERED_PATHS.size).toBeGreaterThan(0);
    for (const path of PRERENDERED_PATHS) expect(routerPaths).toContain(`/${path}`);
  });

  it('match a page’s own paths, and nothing else', () => {
    for (const path of [
      '/',
      '/product/abc',
      '/collections/tech',
      '/collections/partner/shirtvskins',
      '/forum/',
    ]) {
      expect(isPagePath(path), path).toBe(true);
    }
    for (const path of ['/nope', '/product', '/product/a/b', '/collections/a/b/c', '/admin-nope', '/api/x']) {
      expect(isPagePath(path), path).toBe(false);
    }
  });
});
