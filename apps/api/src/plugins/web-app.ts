import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  ADDED_COLLECTIONS_ELEMENT_ID,
  isPagePath,
  PAGE_DATA_ELEMENT_ID,
  PAGE_RENDERER_DIR,
  PRODUCT_LIST_ELEMENT_ID,
  RENDERED_KIND_ATTRIBUTE,
  type RenderedPage,
} from '@app/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pageRendering } from './page-rendering.ts';

/**
 * A browser asking for a page (Accept names text/html), or any client that takes anything (`*\/*` or no Accept,
 * as curl and fetch do) asking for one of the web app's page paths.
 */
function isPageRequest(request: FastifyRequest, pathname: string) {
  if (request.method !== 'GET' || request.url.startsWith('/api/')) return false;
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') || ((accept === '' || accept.includes('*/*')) && isPagePath(pathname));
}

/** What a shared link to a page shows (Open Graph and Twitter card); see the seo module. */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  /** Absolute URL of the preview image, when there is one. */
  image?: string | undefined;
  type: 'product' | 'article' | 'website';
}

/** What the server writes into a page's index.html before the browser runs anything. */
export interface PageHead {
  /** Link-preview tags in place of index.html's defaults. */
  meta?: PageMeta;
  /** schema.org objects, written as JSON-LD for search engines' result snippets. */
  structuredData?: Array<Record<string, unknown>>;
  /** The page names something that does not exist (an unknown product): the answer is 404. */
  notFound?: boolean;
  /** The product list (JSON) the page is drawn from, written into it as `<script id="product-list">`. */
  productListJson?: string;
  /** The page's own data (PageData as JSON: a product's price history), written as `<script id="page-data">`. */
  pageDataJson?: string;
  /** The collections admins added (JSON), written as `<script id="added-collections">`. */
  addedCollectionsJson?: string;
}

export interface WebAppOptions {
  distDir: string;
  /** What to write into a page's head; an empty head serves index.html as built. */
  describePage?: (pathname: string) => Promise<PageHead>;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** JSON for a <script> element: `<` written as \u003c, so no text in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** index.html with this page's JSON-LD before </head>. */
export function withStructuredData(html: string, objects: ReadonlyArray<Record<string, unknown>>): string {
  if (objects.length === 0) return html;
  const scripts = objects.map(
    (object) => `<script type="application/ld+json">${scriptJson(object)}</script>`,
  );
  return html.replace(/<\/head>/i, () => `    ${scripts.join('\n    ')}\n  </head>`);
}

/**
 * index.html carrying JSON data in `<script type="application/json" id="{id}">` (the product list, a page's own
 * data): never run, so the Content-Security-Policy needs nothing; `<` escaped, so no product text can close the
 * element. At the end of the body: the browser parses the drawn page before the list's ~60 kB, and the scripts
 * that read it run after parsing.
 */
export function withPageJson(html: string, id: string, json: string): string {
  const script = `<script type="application/json" id="${id}">${json.replace(/</g, '\\u003c')}</script>`;
  return html.replace(/<\/body>/i, () => `${script}</body>`);
}

/** index.html with the server's rendering of the page in `#root` (and its title, unless the head has one). */
export function withRenderedPage(html: string, page: RenderedPage, hasOwnTitle: boolean): string {
  const withTitle =
    page.title && !hasOwnTitle
      ? html.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(page.title ?? '')}</title>`)
      : html;
  return withTitle.replace(
    /<div id="root"><\/div>/,
    () => `<div id="root" ${RENDERED_KIND_ATTRIBUTE}="${page.kind}">${page.html}</div>`,
  );
}

/** index.html with this page's title, description, Open Graph and Twitter card tags (replacing the defaults). */
export function withPageMeta(html: string, meta: PageMeta): string {
  const property = (name: string, content: string) =>
    `<meta property="${name}" content="${escapeHtml(content)}" />`;
  const named = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}" />`;
  const tags = [
    named('description', meta.description),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', meta.url),
    property('og:type', meta.type),
    // Previews are the server's 1200 × 630 PNGs (see the seo module).
    ...(meta.image
      ? [
          property('og:image', meta.image),
          property('og:image:width', '1200'),
          property('og:image:height', '630'),
        ]
      : []),
    named('twitter:card', meta.image ? 'summary_large_image' : 'summary'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    ...(meta.image ? [named('twitter:image', meta.image)] : []),
  ];
  return html
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/<meta\b[^>]*\bname=["']description["'][^>]*>\s*/gi, '')
    .replace(/<meta\b[^>]*\b(?:property|name)=["'](?:og|twitter):[^"']*["'][^>]*>\s*/gi, '')
    .replace(/<\/head>/i, () => `    ${tags.join('\n    ')}\n  </head>`);
}

/**
 * Serves the built web app and answers whatever matched no route: the web app's pages get index.html with the
 * page rendered into it by the web build's server renderer (the storefront's public pages drawn for a visitor,
 * every other page the site's shell with a loading state), product, blog and home pages with their own
 * link-preview tags and JSON-LD; any other path or a page naming something unknown the same index.html (with
 * 'Page not found') and the status 404; everything that is not a page a JSON 404.
 */
export const webApp = fp(async (app: FastifyInstance, options: WebAppOptions) => {
  const indexFile = path.join(options.distDir, 'index.html');
  const hasWebApp = existsSync(indexFile);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: false,
      // '/' is a page like the others: the not-found handler below writes its head.
      index: false,
      // The server renderer is read from disk here, never sent.
      allowedPath: (pathname) => !pathname.startsWith(`/${PAGE_RENDERER_DIR}/`),
      // The build writes file.br and file.gz beside each file: sent by Accept-Encoding, never compressed here.
      preCompressed: true,
      // Hashed build assets never change; index.html must always be revalidated.
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn(
      `No built web app in ${options.distDir}: run "pnpm --filter @app/web build" to serve the site`,
    );
  }

  const rendering = pageRendering(options.distDir, app.log);

  // index.html, read again only when a rebuild changed it.
  let template: { mtimeMs: number; html: string } | null = null;
  async function indexHtml() {
    const { mtimeMs } = await stat(indexFile);
    if (template?.mtimeMs !== mtimeMs) template = { mtimeMs, html: await readFile(indexFile, 'utf8') };
    return template.html;
  }

  async function headOf(request: FastifyRequest, pathname: string): Promise<PageHead> {
    if (!isPagePath(pathname)) return { notFound: true };
    if (!options.describePage) return {};
    try {
      return await options.describePage(pathname);
    } catch (error) {
      request.log.warn({ err: error }, 'could not describe the page; serving the plain index.html');
      return {};
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (hasWebApp && isPageRequest(request, pathname)) {
      const head = await headOf(request, pathname);
      let html = await indexHtml();
      if (head.meta) html = withPageMeta(html, head.meta);
      if (head.structuredData) html = withStructuredData(html, head.structuredData);
      // The page's own data and the added collections (a few kB) go before the product list, which stays the
      // body's last element.
      if (head.pageDataJson) html = withPageJson(html, PAGE_DATA_ELEMENT_ID, head.pageDataJson);
      if (head.addedCollectionsJson) {
        html = withPageJson(html, ADDED_COLLECTIONS_ELEMENT_ID, head.addedCollectionsJson);
      }
      if (head.productListJson) html = withPageJson(html, PRODUCT_LIST_ELEMENT_ID, head.productListJson);
      const { productListJson, pageDataJson, addedCollectionsJson } = head;
      const page = await rendering.render(request.url, {
        productListJson,
        pageDataJson,
        addedCollectionsJson,
      });
      if (page) html = withRenderedPage(html, page, head.meta !== undefined);
      reply
        .status(head.notFound ? 404 : 200)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache');
      // About 100 kB with its product list: the compression hook compresses it.
      return reply.send(html);
    }
    return reply.status(404).send({ error: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
});
