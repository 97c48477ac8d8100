/**
 * The server renderer (`vite build` writes it to `<outDir>/ssr/entry-server.mjs`; the API loads it by file path):
 * draws a page for a visitor as HTML, so a shopper on a slow phone and a search engine see the page before any
 * JavaScript has run. The browser then adopts this markup with its first render (see `main.tsx`).
 */
import {
  type Collection,
  collectionsAnswer,
  type PageData,
  type PageRenderer,
  type Product,
  pageData,
  productList,
  type RenderedPage,
} from '@app/contracts';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchRoutes, type RouteObject, StaticRouter } from 'react-router-dom';
import { loadDeferredParts } from '@/components/ui/Deferred';
import { PageSpinner } from '@/components/ui/Spinner';
import { ServerAddedCollectionsContext } from '@/features/collections';
import { ServerPageDataContext, ServerProductListContext } from '@/features/products';
import { onDemandHandle } from './app/lazy-page';
import { AppRoutes, preloadPage } from './app/router';
import { PRERENDERED_PATHS, routes } from './app/routes';
import { PageErrorBoundary } from './app/routes/PageErrorBoundary';

/** Marks the routes drawn as the shell's loading state on the server. */
const SHELL = { shell: true } as const;

/**
 * The browser's routes with every page outside PRERENDERED_PATHS replaced by a loading state (its code is never
 * loaded on the server), and layouts that only wrap such pages (the admin area's guard) left out.
 */
function serverRoute(route: RouteObject): RouteObject {
  if (route.children) {
    const children = route.children.map(serverRoute);
    const onlyShells = children.every((child) => child.handle === SHELL);
    if (onlyShells && route.path === undefined) return { children };
    return { ...route, children } as RouteObject;
  }
  // 'Page not found' ('*') is drawn like the storefront's pages.
  if (onDemandHandle(route) && !(route.path && (route.path === '*' || PRERENDERED_PATHS.has(route.path)))) {
    return { path: route.path, element: <PageSpinner />, handle: SHELL };
  }
  return route;
}

const serverRoutes = routes.map(serverRoute);

/**
 * `parse` of the JSON the server sends (null for none), the last answer kept while the server sends the same JSON:
 * a list the server sends with every page changes only with the catalogue or the collections.
 */
function parsedWhileSame<T>(parse: (value: unknown) => T): (json: string | undefined) => T | null {
  let last: { json: string; value: T } | null = null;
  return (json) => {
    if (json === undefined) return null;
    if (last?.json !== json) last = { json, value: parse(JSON.parse(json)) };
    return last.value;
  };
}

const productsOf = parsedWhileSame<readonly Product[]>((value) => productList.parse(value));
const addedCollectionsOf = parsedWhileSame<readonly Collection[]>(
  (value) => collectionsAnswer.parse(value).collections,
);

/** The page's own data (a product page's price history), checked by its contract as the browser checks it. */
const pageDataOf = (json: string | undefined): PageData | null =>
  json === undefined ? null : pageData.parse(JSON.parse(json));

/**
 * React writes a page's `<title>` and `<meta>` tags (PageMeta) ahead of its markup when it renders less than a
 * whole document; they belong in `<head>`, which the server writes itself. Taken off the front here.
 */
const HOISTED_TAGS = /^(?:<title>([^<]*)<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)+/;

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
};
const decodeText = (text: string) =>
  text.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity] ?? entity);

export const renderPage: PageRenderer['renderPage'] = async (url, data): Promise<RenderedPage> => {
  const { pathname, search } = new URL(url, 'http://localhost');
  // The page's code, and that of the parts a browser adopts later, first: they are drawn whole here.
  await preloadPage(pathname, serverRoutes);
  await loadDeferredParts();
  const markup = renderToString(
    <StrictMode>
      <ServerProductListContext value={productsOf(data.productListJson)}>
        <ServerPageDataContext value={pageDataOf(data.pageDataJson)}>
          <ServerAddedCollectionsContext value={addedCollectionsOf(data.addedCollectionsJson)}>
            <StaticRouter location={`${pathname}${search}`}>
              <PageErrorBoundary>
                <AppRoutes tree={serverRoutes} />
              </PageErrorBoundary>
            </StaticRouter>
          </ServerAddedCollectionsContext>
        </ServerPageDataContext>
      </ServerProductListContext>
    </StrictMode>,
  );
  const hoisted = markup.match(HOISTED_TAGS);
  const titleTag = hoisted?.[0].match(/<title>([^<]*)<\/title>/);
  return {
    html: hoisted ? markup.slice(hoisted[0].length) : markup,
    kind: matchRoutes(serverRoutes, pathname)?.at(-1)?.route.handle === SHELL ? 'shell' : 'page',
    title: titleTag?.[1] === undefined ? undefined : decodeText(titleTag[1]),
  };
};
