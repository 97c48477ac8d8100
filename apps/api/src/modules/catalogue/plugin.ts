import { catalogueEndpoints as endpoints, priceHistoryEndpoints } from '@app/contracts';
import { notFound } from '@app/platform';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serve } from '../../lib/contract-routes.ts';
import { preferredEncoding } from '../../plugins/compression.ts';
import { type Catalogue, createCatalogue } from './catalogue.ts';
import { collectionKeys, listCollections } from './collections.ts';
import { priceHistoryOf } from './price-history.ts';
import { findProduct, pickRandomProduct, queryProducts } from './queries.ts';
import { seedCatalogue } from './seed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The product catalogue: cached full list, and the write path that keeps it fresh. */
    catalogue: Catalogue;
  }
}

/** How long browsers and proxies may reuse GET /products (the storefront caches it 5 minutes too). */
const PRODUCTS_CACHE_CONTROL = 'public, max-age=300';
const PRODUCT_NOT_FOUND = 'Product not found';

/** If-None-Match holds this entity tag (weak comparison, as RFC 9110 asks for GET). */
function etagMatches(header: string | undefined, etag: string) {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * The storefront's whole list (product spec 1 §7), served from memory with a strong ETag. The body is
 * serialised once per catalogue version, and compressed once per version and encoding (brotli or gzip by
 * Accept-Encoding; each encoding its own ETag): the answer's schema documents it (OpenAPI) and is not run per
 * request.
 */
function serveProductList(app: FastifyInstance) {
  serve(app, endpoints.all, async (request, reply) => {
    const snapshot = await app.catalogue.snapshot();
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const etag = encoding ? `${snapshot.etag.slice(0, -1)}-${encoding}"` : snapshot.etag;
    reply
      .header('etag', etag)
      .header('cache-control', PRODUCTS_CACHE_CONTROL)
      .header('vary', 'accept-encoding');
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send();
    reply.type('application/json; charset=utf-8');
    if (!encoding) return reply.send(snapshot.body);
    return reply.header('content-encoding', encoding).send(await snapshot.encoded(encoding));
  });
}

/**
 * Listings, search, a random product, one product and its price history, the collections and the header's quick
 * search.
 */
function serveProductReads(app: FastifyInstance) {
  serve(app, endpoints.list, async (request) => {
    const { collection, ...query } = request.query;
    let categories: string[] | undefined;
    if (collection) {
      const keys = await collectionKeys(app.db, collection);
      if (!keys) throw notFound('Collection not found', 'collection');
      categories = keys;
    }
    return queryProducts(app.db, { ...query, categories });
  });
  serve(app, endpoints.search, (request) => queryProducts(app.db, { ...request.query, sort: 'newest' }));
  serve(app, endpoints.random, async (request) => {
    const { products } = await app.catalogue.snapshot();
    const product = pickRandomProduct(products, request.query.exclude, request.query.source);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return { product };
  });
  serve(app, endpoints.one, async (request) => {
    const product = await findProduct(app.db, request.params.idOrAsin);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return { product };
  });
  serve(app, priceHistoryEndpoints.history, async (request) => {
    const product = await findProduct(app.db, request.params.idOrAsin);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return priceHistoryOf(app.db, product);
  });
  serve(app, endpoints.collections, async () => ({ collections: await listCollections(app.db) }));
  serve(app, endpoints.quickSearch, (request) =>
    app.catalogue.quickSearch(request.query.q, request.query.limit),
  );
}

/** Products, collections and search: GET /products and /api/products, /api/categories, /api/search. */
export const cataloguePlugin = fp(
  async (app: FastifyInstance) => {
    const { seeded } = await seedCatalogue(app.db);
    if (seeded) app.log.info('Loaded the demo catalogue into an empty database');
    const catalogue = await createCatalogue(app.db, { listen: app.database.listen });
    app.decorate('catalogue', catalogue);
    app.addHook('onClose', () => catalogue.close());
    serveProductList(app);
    serveProductReads(app);
  },
  { name: 'catalogue', dependencies: ['infrastructure'] },
);
