import { type ComponentType, createElement, lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { loadOnce } from '@/lib/load-once';

/** What a route whose code comes on demand carries (`handle`): how to load it ahead of drawing it. */
export interface OnDemandHandle {
  preload(): Promise<unknown>;
}

export const onDemandHandle = (route: RouteObject): OnDemandHandle | undefined =>
  (route.handle as { preload?: unknown } | undefined)?.preload ? (route.handle as OnDemandHandle) : undefined;

/**
 * A page (or a layout) whose code `load` fetches the first time it is drawn. In the browser it is React.lazy:
 * the page suspends until its code is in (a navigation keeps the last page on screen meanwhile; a page the
 * server drew keeps the server's HTML until then). The server's renderer preloads the pages it draws
 * (`preload`), and draws them at once.
 */
export function lazyPage(load: () => Promise<ComponentType>): {
  Page: ComponentType;
  handle: OnDemandHandle;
} {
  const code = loadOnce(load);
  const Lazy = lazy(async () => ({ default: await code.load() }));
  const Page = import.meta.env.SSR
    ? () => {
        const loaded = code.loaded();
        if (!loaded) throw new Error('The server draws a page whose code it did not preload');
        return createElement(loaded);
      }
    : Lazy;
  return { Page, handle: { preload: code.load } };
}

/** The route at `path` whose page `load` fetches when it is first visited. */
export function onDemand(path: string, load: () => Promise<ComponentType>): RouteObject {
  const { Page, handle } = lazyPage(load);
  return { path, element: createElement(Page), handle };
}
