import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const isPageRequest = (request: FastifyRequest) =>
  request.method === 'GET' &&
  !request.url.startsWith('/api/') &&
  (request.headers.accept ?? '').includes('text/html');

/** What a shared link to a page shows; see the seo module. */
export interface PageMeta {
  title: string;
  description: string;
  url: string;
  image?: string | undefined;
  type: string;
}

export interface WebAppOptions {
  distDir: string;
  /** Link-preview details for a page path, or null to serve index.html as built. */
  describePage?: (pathname: string) => Promise<PageMeta | null>;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

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
    ...(meta.image ? [property('og:image', meta.image)] : []),
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
 * Serves the built web app and answers whatever matched no route: pages get
 * index.html so the browser router can draw them, everything else a JSON 404.
 * Product and blog pages get index.html with their own link-preview tags.
 */
export const webApp = fp(async (app: FastifyInstance, options: WebAppOptions) => {
  const indexFile = path.join(options.distDir, 'index.html');
  const hasWebApp = existsSync(indexFile);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: false,
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

  // index.html, read again only when a rebuild changed it.
  let template: { mtimeMs: number; html: string } | null = null;
  async function indexHtml() {
    const { mtimeMs } = await stat(indexFile);
    if (template?.mtimeMs !== mtimeMs) template = { mtimeMs, html: await readFile(indexFile, 'utf8') };
    return template.html;
  }

  async function pageWithMeta(request: FastifyRequest) {
    if (!options.describePage) return null;
    try {
      const meta = await options.describePage(request.url.split('?')[0] ?? '/');
      return meta ? withPageMeta(await indexHtml(), meta) : null;
    } catch (error) {
      request.log.warn({ err: error }, 'could not describe the page; serving the plain index.html');
      return null;
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (hasWebApp && isPageRequest(request)) {
      const html = await pageWithMeta(request);
      if (html) return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ error: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
});
