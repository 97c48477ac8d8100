import type { Collection, Product } from '@app/contracts';
import type { BlogPost } from './blog-posts.ts';

/** What a shared link to a page should show (Open Graph and Twitter card). */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  /** Absolute URL of the preview image, when there is one. */
  image?: string;
  type: 'product' | 'article' | 'website';
}

export const SITE_NAME = 'Dopamine Deals';
const DESCRIPTION_MAX = 200;

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );

/** A description cut at a word boundary with an ellipsis when it is long. */
export function summarise(text: string, max = DESCRIPTION_MAX) {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** Site paths and uploaded paths become absolute URLs; http(s) URLs stay as they are. */
export function absoluteUrl(publicBaseUrl: string, pathOrUrl: string): string | undefined {
  if (!pathOrUrl) return undefined;
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  if (pathOrUrl.startsWith('/') && !pathOrUrl.startsWith('//')) return `${publicBaseUrl}${pathOrUrl}`;
  return undefined;
}

const day = (value: string | null | undefined) => {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
};

/** Every public page worth indexing (product spec 1 §2): home, collections, products and the blog. */
export function renderSitemap(
  publicBaseUrl: string,
  content: { collections: Collection[]; products: Product[]; posts: BlogPost[] },
) {
  const entries: Array<{ path: string; lastmod?: string | undefined }> = [
    { path: '/' },
    { path: '/collections' },
    { path: '/drops' },
    { path: '/gifts' },
    { path: '/about' },
    { path: '/blog' },
  ];
  for (const collection of content.collections) {
    const slug = encodeURIComponent(collection.slug);
    entries.push({ path: `/collections/${slug}` });
    for (const child of collection.subcollections) {
      entries.push({ path: `/collections/${slug}/${encodeURIComponent(child.slug)}` });
    }
  }
  for (const product of content.products) {
    entries.push({
      path: `/product/${encodeURIComponent(product._id)}`,
      lastmod: day(product.lastUpdated) ?? day(product.dropDate),
    });
  }
  for (const post of content.posts) {
    entries.push({ path: `/blog/${encodeURIComponent(post.slug)}`, lastmod: day(post.date) });
  }
  const urls = entries.map(
    (entry) =>
      `  <url><loc>${escapeXml(`${publicBaseUrl}${entry.path}`)}</loc>${
        entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''
      }</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

const segment = (pathname: string, prefix: string) => {
  const match = pathname.match(new RegExp(`^/${prefix}/([^/]+)/?$`));
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
};

export interface PageSources {
  publicBaseUrl: string;
  findProduct(id: string): Promise<Product | null>;
  findPost(slug: string): Promise<BlogPost | null>;
}

/** The preview of /product/{id} and /blog/{slug}; null for any other page (it keeps the defaults). */
export async function describePage(sources: PageSources, pathname: string): Promise<PageMeta | null> {
  const base = sources.publicBaseUrl;
  const productId = segment(pathname, 'product');
  if (productId) {
    const product = await sources.findProduct(productId);
    if (!product) return null;
    return {
      title: `${product.name} | ${SITE_NAME}`,
      description: summarise(product.description),
      url: `${base}/product/${encodeURIComponent(product._id)}`,
      image: absoluteUrl(base, product.imageUrl || product.images[0] || ''),
      type: 'product',
    };
  }
  const slug = segment(pathname, 'blog');
  if (slug) {
    const post = await sources.findPost(slug);
    if (!post) return null;
    return {
      title: `${post.title} | ${SITE_NAME}`,
      description: summarise(post.excerpt),
      url: `${base}/blog/${encodeURIComponent(post.slug)}`,
      image: absoluteUrl(base, post.image),
      type: 'article',
    };
  }
  return null;
}
