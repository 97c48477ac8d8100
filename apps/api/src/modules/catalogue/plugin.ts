import {
  collectionsAnswer,
  productAnswer,
  productList,
  productPage,
  quickSearchAnswer,
} from '@app/contracts';
import { notFound } from '@app/platform';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { preferredEncoding } from '../../plugins/compression.ts';
import {
  productListQuery,
  productParams,
  productSearchQuery,
  quickSearchQuery,
  randomQuery,
} from './schemas.ts';
import { seedCatalogue } from './seed.ts';
import {
  type Catalogue,
  collectionKeys,
  createCatalogue,
  findProduct,
  listCollections,
  pickRandomProduct,
  queryProducts,
} from './service.ts';

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

/** Products, collections and search: GET /products and /api/products, /api/categories, /api/search. */
export const cataloguePlugin = fp(
  async (app: FastifyInstance) => {
    const { seeded } = await seedCatalogue(app.db);
    if (seeded) app.log.info('Loaded the demo catalogue into an empty database');
    const catalogue = await createCatalogue(app.db, { listen: app.database.listen });
    app.decorate('catalogue', catalogue);
    app.addHook('onClose', () => catalogue.close());
    const routes = app.withTypeProvider<ZodTypeProvider>();

    // The storefront's whole list (product spec 1 §7), served from memory with a strong ETag. The body is
    // serialised once per catalogue version, and compressed once per version and encoding (brotli or gzip
    // by Accept-Encoding; each encoding its own ETag): the response schema documents it (OpenAPI) and is
    // not run per request.
    app.get(
      '/products',
      { schema: { response: { 200: productList, 304: z.void() } } },
      async (request, reply) => {
        const snapshot = await catalogue.snapshot();
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
      },
    );

    routes.get(
      '/api/products',
      { schema: { querystring: productListQuery, response: { 200: productPage } } },
      async (request) => {
        const { collection, ...query } = request.query;
        let categories: string[] | undefined;
        if (collection) {
          const keys = await collectionKeys(app.db, collection);
          if (!keys) throw notFound('Collection not found', 'collection');
          categories = keys;
        }
        return queryProducts(app.db, { ...query, categories });
      },
    );

    routes.get(
      '/api/products/search',
      { schema: { querystring: productSearchQuery, response: { 200: productPage } } },
      async (request) => queryProducts(app.db, { ...request.query, sort: 'newest' }),
    );

    routes.get(
      '/api/products/random',
      { schema: { querystring: randomQuery, response: { 200: productAnswer } } },
      async (request) => {
        const { products } = await catalogue.snapshot();
        const product = pickRandomProduct(products, request.query.exclude, request.query.source);
        if (!product) throw notFound(PRODUCT_NOT_FOUND);
        return { product };
      },
    );

    routes.get(
      '/api/products/:idOrAsin',
      { schema: { params: productParams, response: { 200: productAnswer } } },
      async (request) => {
        const product = await findProduct(app.db, request.params.idOrAsin);
        if (!product) throw notFound(PRODUCT_NOT_FOUND);
        return { product };
      },
    );

    routes.get('/api/categories', { schema: { response: { 200: collectionsAnswer } } }, async () => ({
      collections: await listCollections(app.db),
    }));

    // The header's quick search: a few light results.
    routes.get(
      '/api/search',
      { schema: { querystring: quickSearchQuery, response: { 200: quickSearchAnswer } } },
      async (request) => catalogue.quickSearch(request.query.q, request.query.limit),
    );
  },
  { name: 'catalogue', dependencies: ['infrastructure'] },
);
