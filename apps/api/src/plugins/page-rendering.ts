import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  PAGE_RENDERER_FILE,
  type PageRenderData,
  type PageRenderer,
  type RenderedPage,
} from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';

/** Rendered pages kept, newest use last (a search's every query is a page of its own). */
const CACHE_ENTRIES = 500;
/**
 * How long a rendered page is served again. What it is drawn from (the list of products, the collections admins
 * added) is part of its key, so a catalogue change is seen at once; what else moves with time (an Amazon price is
 * shown for 24 hours) moves within this.
 */
const CACHE_MS = 60_000;

/**
 * Query parameters that only tell analytics where a visitor came from (campaign tags, ad and social click ids):
 * the page is the same without them. Social sites add a click id unique to every click (Facebook's `fbclid`,
 * TikTok's `ttclid`), so a page keyed with them would be drawn anew for every visitor from a shared link and
 * push the pages others ask for out of the cache.
 */
const TRACKING_PARAMETER =
  /^(?:utm_\w+|fbclid|gclid|gclsrc|dclid|gbraid|wbraid|msclkid|ttclid|twclid|igshid|igsh|li_fat_id|mc_cid|mc_eid|yclid|_ga|_gl)$/i;

function parameterName(pair: string): string {
  const name = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(name.replaceAll('+', ' '));
  } catch {
    return name;
  }
}

/** The page's address without its tracking parameters (the others kept as sent, in order). */
function pageAddress(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const pairs = url.slice(queryAt + 1).split('&');
  const kept = pairs.filter((pair) => !TRACKING_PARAMETER.test(parameterName(pair)));
  if (kept.length === pairs.length) return url;
  const pathname = url.slice(0, queryAt);
  return kept.length === 0 ? pathname : `${pathname}?${kept.join('&')}`;
}

interface CachedPage {
  data: PageRenderData;
  renderedAt: number;
  page: RenderedPage;
}

/** The same data: compared field by field (a product list is about 100 kB; no joined key is made of it). */
const sameData = (a: PageRenderData, b: PageRenderData) =>
  a.productListJson === b.productListJson &&
  a.pageDataJson === b.pageDataJson &&
  a.addedCollectionsJson === b.addedCollectionsJson;

export interface PageRendering {
  /**
   * The page at `url` (path and query) as the web build's renderer draws it from `data`, its tracking parameters
   * left out; null without a renderer. A page is cached by its address and `data`.
   */
  render(url: string, data: PageRenderData): Promise<RenderedPage | null>;
}

/**
 * The web build's server renderer (`<distDir>/ssr/entry-server.mjs`, loaded by file path: apps never import each
 * other), with its pages cached by URL and product list.
 */
export function pageRendering(distDir: string, log: FastifyBaseLogger, now = Date.now): PageRendering {
  const file = path.join(distDir, PAGE_RENDERER_FILE);
  let loaded: PageRenderer | null = null;
  const cache = new Map<string, CachedPage>();

  // Looked for once: without a renderer (the dev server, a build without one) a page costs no file check.
  const present = existsSync(file);

  /**
   * Loaded once: its chunks import the entry by its plain path, so a second copy of it (a rebuild loaded under
   * another URL) would not share its state with them. A rebuild takes effect when the server restarts.
   */
  async function renderer(): Promise<PageRenderer | null> {
    if (loaded) return loaded;
    if (!present) return null;
    const module = (await import(pathToFileURL(file).href)) as Partial<PageRenderer>;
    if (typeof module.renderPage !== 'function') throw new Error(`${file} exports no renderPage`);
    loaded = { renderPage: module.renderPage };
    return loaded;
  }

  return {
    async render(requested, data) {
      const url = pageAddress(requested);
      try {
        const active = await renderer();
        if (!active) return null;
        const cached = cache.get(url);
        const fresh = cached && now() - cached.renderedAt < CACHE_MS;
        if (fresh && sameData(cached.data, data)) {
          // Kept as the newest use: Map keeps insertion order, so the first key is the least recently used.
          cache.delete(url);
          cache.set(url, cached);
          return cached.page;
        }
        const page = await active.renderPage(url, data);
        cache.delete(url);
        cache.set(url, { data, renderedAt: now(), page });
        if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
        return page;
      } catch (error) {
        // The browser draws the page as it did before pages were rendered on the server.
        log.error(
          { err: error, url },
          'could not render the page on the server; sending the plain index.html',
        );
        return null;
      }
    },
  };
}
