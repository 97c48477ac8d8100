/**
 * The server renderer (`vite build` writes it to `<outDir>/ssr/entry-server.mjs`; the API loads it by file path):
 * draws a page for a visitor as HTML, so a shopper on a slow phone and a search engine see the page before any
 * JavaScript has run. The browser then adopts this markup with its first render (see `main.tsx`).
 */
import { type PageRenderer, type Product, productList, type RenderedPage } from '@app/contracts';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router-dom';
import { PageSpinner } from '@/components/ui/Spinner';
import { ServerProductListContext } from '@/features/products';
import { PRERENDERED_PATHS, routes } from './app/routes';

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
  if (route.lazy && !(route.path && PRERENDERED_PATHS.has(route.path))) {
    return { path: route.path, Component: PageSpinner, handle: SHELL };
  }
  return route;
}

const handler = createStaticHandler(routes.map(serverRoute));

/** The last product list parsed, kept while the server sends the same one (it changes with the catalogue). */
let parsedList: { json: string; products: readonly Product[] } | null = null;

function productsOf(json: string | undefined): readonly Product[] | null {
  if (json === undefined) return null;
  if (parsedList?.json !== json) parsedList = { json, products: productList.parse(JSON.parse(json)) };
  return parsedList.products;
}

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
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  // The routes have no loaders or actions, so nothing answers with a redirect or a response of its own.
  if (context instanceof Response) throw new Error(`The server routes answered ${url} with a response`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = renderToString(
    <StrictMode>
      <ServerProductListContext value={productsOf(data.productListJson)}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </ServerProductListContext>
    </StrictMode>,
  );
  const hoisted = markup.match(HOISTED_TAGS);
  const titleTag = hoisted?.[0].match(/<title>([^<]*)<\/title>/);
  return {
    html: hoisted ? markup.slice(hoisted[0].length) : markup,
    kind: context.matches.at(-1)?.route.handle === SHELL ? 'shell' : 'page',
    title: titleTag?.[1] === undefined ? undefined : decodeText(titleTag[1]),
  };
};
