import {
  COLLECTIONS,
  type Collection,
  seoEndpoints as endpoints,
  type Product,
  priceText,
  shownPrice,
} from '@app/contracts';
import { notFound } from '@app/platform';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { serve } from '../../lib/contract-routes.ts';
import { rememberedPerVersion } from '../../lib/remembered.ts';
import type { PageHead } from '../../plugins/web-app.ts';
import { listCollections, pagePriceHistories } from '../catalogue/index.ts';
import { BLOG_POSTS_FILE, createBlogPosts } from './blog-posts.ts';
import { previewCache, siteImageReader } from './preview-image.ts';
import { describePage, renderSitemap, SITE_NAME } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the server writes into a page's head: link previews, JSON-LD, and whether it exists. */
    describePage(pathname: string): Promise<PageHead>;
  }
}

export interface SeoOptions {
  publicBaseUrl: string;
  /** The built web app, whose /images/ the link previews draw. */
  webDistDir: string;
  /** Defaults to the web app's apps/web/src/features/blog/posts.json. */
  blogPostsFile?: string;
}

/** The site's own collections (the web app ships them), by slug. */
const SHIPPED_COLLECTIONS = new Set(COLLECTIONS.map((collection) => collection.slug));

/**
 * Every collection, and the ones admins added as every page carries them (JSON): read once per catalogue version,
 * which an added collection moves on (in every process, as a product write does), so a page never waits on a
 * query.
 */
function collectionsReader(app: FastifyInstance) {
  const remembered = rememberedPerVersion<{ all: Collection[]; addedJson: string }>(1);
  return async () =>
    remembered('collections', (await app.catalogue.snapshot()).version, async () => {
      const all = await listCollections(app.db);
      const added = all.filter((collection) => !SHIPPED_COLLECTIONS.has(collection.slug));
      return { all, addedJson: JSON.stringify({ collections: added }) };
    });
}

/** GET /sitemap.xml, the link-preview images, and page descriptions for the web app's head. */
export const seoPlugin = fp(
  async (app: FastifyInstance, options: SeoOptions) => {
    const blog = createBlogPosts(options.blogPostsFile ?? BLOG_POSTS_FILE, app.log);
    const pageHistories = pagePriceHistories(app.db, async () => (await app.catalogue.snapshot()).version);
    const collections = collectionsReader(app);
    const sources = {
      publicBaseUrl: options.publicBaseUrl,
      productListJson: async () => (await app.catalogue.snapshot()).body,
      addedCollectionsJson: async () => (await collections()).addedJson,
      priceHistory: (product: Product) =>
        pageHistories(product).catch((error: unknown) => {
          // The page goes without it; the browser asks for it.
          app.log.warn({ err: error }, 'could not read the price history for the page');
          return null;
        }),
      findProduct: async (id: string) => (await app.catalogue.snapshot()).byId.get(id) ?? null,
      findPost: (slug: string) => blog.find(slug),
      findCollection: async (slugOrId: string) =>
        (await collections()).all.find(
          (collection) => collection.slug === slugOrId || collection.id === slugOrId,
        ) ?? null,
    };
    app.decorate('describePage', (pathname: string) => describePage(sources, pathname));

    // Link previews as 1200 × 630 PNGs (Facebook and X render no SVG), drawn on first request and cached.
    const readImage = siteImageReader(options.webDistDir, app.media);
    const preview = previewCache(SITE_NAME);
    /** The id or slug a preview file names; null for a name that is not `<name>.png`. */
    const nameOf = (file: string) => (file.endsWith('.png') && file.length > 4 ? file.slice(0, -4) : null);
    const sendPng = (reply: FastifyReply, png: Buffer) =>
      reply.type('image/png').header('cache-control', 'public, max-age=86400').send(png);

    serve(app, endpoints.productPreview, async (request, reply) => {
      const id = nameOf(request.params.file);
      const product = id ? await sources.findProduct(id) : null;
      if (!product) throw notFound('Product not found');
      const price = shownPrice(product);
      const png = await preview({
        title: product.name,
        subtitle: price !== null && price > 0 ? priceText(price) : 'A weird and wonderful find',
        picture: await readImage(product.imageUrl || product.images[0] || ''),
      });
      return sendPng(reply, png);
    });

    serve(app, endpoints.blogPreview, async (request, reply) => {
      const slug = nameOf(request.params.file);
      const post = slug ? await blog.find(slug) : null;
      if (!post) throw notFound('Post not found');
      const png = await preview({
        title: post.title,
        subtitle: 'On the blog',
        picture: await readImage(post.image),
      });
      return sendPng(reply, png);
    });

    serve(app, endpoints.sitemap, async (_request, reply) => {
      const [{ all }, snapshot, posts] = await Promise.all([
        collections(),
        app.catalogue.snapshot(),
        blog.list(),
      ]);
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(renderSitemap(options.publicBaseUrl, { collections: all, products: snapshot.products, posts }));
    });
  },
  { name: 'seo', dependencies: ['catalogue', 'media'] },
);
