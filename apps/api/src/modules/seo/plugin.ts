import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { listCollections } from '../catalogue/service.ts';
import { BLOG_POSTS_FILE, createBlogPosts } from './blog-posts.ts';
import { describePage, type PageMeta, renderSitemap } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Link-preview details for a page path (products and blog posts), or null to keep the defaults. */
    describePage(pathname: string): Promise<PageMeta | null>;
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
