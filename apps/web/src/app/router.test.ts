import { readFileSync } from 'node:fs';
import { isPagePath, PAGE_PATHS } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { PRERENDERED_PATHS } from './routes';

// The router's paths, read from its source: every route is a child of the one layout at '/'.
const source = readFileSync(new URL('./routes.tsx', import.meta.url), 'utf8');
const routerPaths = [...source.matchAll(/path: '([^']+)'/g)]
  .map((match) => match[1] as string)
  .filter((path) => path !== '*')
  .map((path) => (path === '/' ? '/' : `/${path}`));

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
