import { matchRoutes, type RouteObject, useRoutes } from 'react-router-dom';
import { onDemandHandle } from './lazy-page';
import { routes } from './routes';

/**
 * The page (in its layout) for the address the router holds: the browser's (BrowserRouter) or the server's
 * (StaticRouter, with the server's version of the routes).
 */
export function AppRoutes({ tree = routes }: { tree?: RouteObject[] }) {
  return useRoutes(tree);
}

/** Loads the code of the page at `pathname` and of its layouts (those loaded on demand). */
export function preloadPage(pathname: string, tree: RouteObject[] = routes): Promise<unknown> {
  return Promise.all(
    (matchRoutes(tree, pathname) ?? []).map((match) => onDemandHandle(match.route)?.preload()),
  );
}
