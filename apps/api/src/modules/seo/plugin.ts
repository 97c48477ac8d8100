import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PageHead } from '../../plugins/web-app.ts';
import { listCollections } from '../catalogue/service.ts';
import { BLOG_POSTS_FILE, createBlogPosts } from './blog-posts.ts';
import { describePage, renderSitemap } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the server writes into a page's head: link previews, JSON-LD, and whether it exists. */
    describePage(pathname: string): Promise<PageHead>;
  }
}

export interface SeoOptions {
  publicBaseUrl: string;
  /** Defaults to the web app's apps/web/src/features/blog/posts.json. */
  blogPostsFile?: string;
}

/** GET /sitemap.xml, and page descriptions for the web app's Open Graph tags. */
export const seoPlugin = fp(
  async (app: FastifyInstance, options: SeoOptions) => {
    const blog = createBlogPosts(options.blogPostsFile ?? BLOG_POSTS_FILE, app.log);
    const sources = {
      publicBaseUrl: options.publicBaseUrl,
      findProduct: async (id: string) => (await app.catalogue.snapshot()).byId.get(id) ?? null,
      findPost: (slug: string) => blog.find(slug),
      findCollection: async (slugOrId: string) =>
        (await listCollections(app.db)).find(
          (collection) => collection.slug === slugOrId || collection.id === slugOrId,
        ) ?? null,
    };
    app.decorate('describePage', (pathname: string) => describePage(sources, pathname));

    app.get('/sitemap.xml', async (_request, reply) => {
      const [collections, snapshot, posts] = await Promise.all([
        listCollections(app.db),
        app.catalogue.snapshot(),
        blog.list(),
      ]);
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(renderSitemap(options.publicBaseUrl, { collections, products: snapshot.products, posts }));
    });
  },
  { name: 'seo', dependencies: ['catalogue'] },
);
