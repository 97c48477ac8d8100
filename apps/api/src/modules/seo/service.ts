import { type Collection, type PageData, type PriceHistory, type Product, shownPrice } from '@app/contracts';
import type { PageHead } from '../../plugins/web-app.ts';
import type { BlogPost } from './blog-posts.ts';

export const SITE_NAME = 'Dopamine Deals';
/** Where the link-preview images are served (`seoEndpoints`): /og/product/{id}.png, /og/blog/{slug}.png. */
const PREVIEW_PATH = '/og';
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

const decodeSegment = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
};

const segment = (pathname: string, prefix: string) => {
  const match = pathname.match(new RegExp(`^/${prefix}/([^/]+)/?$`));
  return match?.[1] ? decodeSegment(match[1]) : null;
};

export interface PageSources {
  publicBaseUrl: string;
  findProduct(id: string): Promise<Product | null>;
  findPost(slug: string): Promise<BlogPost | null>;
  /** The collection with this slug or id, with its subcollections; null when there is none. */
  findCollection(slugOrId: string): Promise<Collection | null>;
  /** The storefront's whole product list as `GET /products` sends it (JSON). */
  productListJson(): Promise<string>;
  /** The collections admins added, as `GET /api/categories` answers them without the site's own (JSON). */
  addedCollectionsJson(): Promise<string>;
  /** The product's price history as `GET /api/products/{id}/price-history` answers it; null when unreadable. */
  priceHistory(product: Product): Promise<PriceHistory | null>;
}

/** The storefront pages drawn from the whole product list: home, drops, collections and product pages. */
const PRODUCT_LIST_PAGES = /^\/(?:drops\/?|collections(?:\/.*)?|product\/.+)?$/;

/**
 * What the server writes into a page: link previews and JSON-LD (pageHead), the collections admins added (every
 * page's header lists them), and for the pages drawn from the product list, the list itself, so the browser
 * draws them without asking for either after its code has run.
 */
export async function describePage(sources: PageSources, pathname: string): Promise<PageHead> {
  const [head, addedCollectionsJson] = await Promise.all([
    pageHead(sources, pathname),
    sources.addedCollectionsJson(),
  ]);
  if (head.notFound || !PRODUCT_LIST_PAGES.test(pathname)) return { ...head, addedCollectionsJson };
  return { ...head, addedCollectionsJson, productListJson: await sources.productListJson() };
}

const SCHEMA = 'https://schema.org';

/** A product's schema.org `Product`; its offer only while the price may be shown (an Amazon price for 24 h). */
export function productStructuredData(base: string, product: Product, now = Date.now()) {
  const url = `${base}/product/${encodeURIComponent(product._id)}`;
  const images = [product.imageUrl, ...product.images]
    .map((image) => absoluteUrl(base, image))
    .filter((image, index, all): image is string => Boolean(image) && all.indexOf(image) === index);
  const price = shownPrice(product, now);
  const unavailable = /unavailable|out of stock/i.test(product.availability ?? '');
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: product.name,
    description: summarise(product.description, 5000),
    url,
    sku: product._id,
    ...(images.length > 0 ? { image: images } : {}),
    ...(price !== null && price > 0
      ? {
          offers: {
            '@type': 'Offer',
            url,
            price: price.toFixed(2),
            priceCurrency: 'USD',
            availability: `${SCHEMA}/${unavailable ? 'OutOfStock' : 'InStock'}`,
            ...(product.source === 'amazon' && product.lastUpdated
              ? {
                  priceValidUntil: new Date(Date.parse(product.lastUpdated) + 86_400_000)
                    .toISOString()
                    .slice(0, 10),
                }
              : {}),
          },
        }
      : {}),
  };
}

/** A product page's own data: its price history, drawn into the first HTML (without it the browser asks). */
async function productPageData(
  sources: PageSources,
  product: Product,
): Promise<Pick<PageHead, 'pageDataJson'>> {
  const priceHistory = await sources.priceHistory(product);
  if (!priceHistory) return {};
  const data: PageData = { priceHistory };
  return { pageDataJson: JSON.stringify(data) };
}

/** What the server writes into a page's head (see PageHead): previews, JSON-LD, and whether it exists. */
async function pageHead(sources: PageSources, pathname: string): Promise<PageHead> {
  const base = sources.publicBaseUrl;
  if (pathname === '/') {
    return {
      structuredData: [
        {
          '@context': SCHEMA,
          '@type': 'WebSite',
          name: SITE_NAME,
          url: `${base}/`,
          potentialAction: {
            '@type': 'SearchAction',
            target: { '@type': 'EntryPoint', urlTemplate: `${base}/search?q={search_term_string}` },
            'query-input': 'required name=search_term_string',
          },
        },
      ],
    };
  }
  const productId = segment(pathname, 'product');
  if (productId) {
    const product = await sources.findProduct(productId);
    if (!product) return { notFound: true };
    return {
      meta: {
        title: `${product.name} | ${SITE_NAME}`,
        description: summarise(product.description),
        url: `${base}/product/${encodeURIComponent(product._id)}`,
        image: `${base}${PREVIEW_PATH}/product/${encodeURIComponent(product._id)}.png`,
        type: 'product',
      },
      structuredData: [productStructuredData(base, product)],
      ...(await productPageData(sources, product)),
    };
  }
  const slug = segment(pathname, 'blog');
  if (slug) {
    const post = await sources.findPost(slug);
    if (!post) return { notFound: true };
    const url = `${base}/blog/${encodeURIComponent(post.slug)}`;
    const image = absoluteUrl(base, post.image);
    return {
      meta: {
        title: `${post.title} | ${SITE_NAME}`,
        description: summarise(post.excerpt),
        url,
        image: `${base}${PREVIEW_PATH}/blog/${encodeURIComponent(post.slug)}.png`,
        type: 'article',
      },
      structuredData: [
        {
          '@context': SCHEMA,
          '@type': 'BlogPosting',
          headline: post.title,
          description: summarise(post.excerpt),
          datePublished: post.date,
          url,
          mainEntityOfPage: url,
          ...(image ? { image: [image] } : {}),
          author: { '@type': 'Organization', name: SITE_NAME, url: `${base}/` },
          publisher: { '@type': 'Organization', name: SITE_NAME, url: `${base}/` },
        },
      ],
    };
  }
  const collection = pathname.match(/^\/collections\/([^/]+)(?:\/([^/]+))?\/?$/);
  if (collection?.[1]) {
    const found = await sources.findCollection(decodeSegment(collection[1]) ?? '');
    const child = collection[2] ? decodeSegment(collection[2]) : null;
    const exists =
      found && (!collection[2] || found.subcollections.some((sub) => sub.slug === child || sub.id === child));
    return exists ? {} : { notFound: true };
  }
  return {};
}
