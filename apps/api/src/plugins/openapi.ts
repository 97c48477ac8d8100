import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** The API described as an OpenAPI document, built from the routes' Zod schemas. */
export const OPENAPI_PATH = '/api/openapi.json';
/** A browsable reference (Swagger UI), every asset served from here. */
export const API_DOCS_PATH = '/api/docs';

/**
 * The module owning each path, first match wins: the reference groups operations by it. Kept here rather than
 * in every route's schema so the modules stay free of documentation plumbing; a route that sets its own `tags`
 * keeps them. The OpenAPI test fails on an operation with no tag, so a new path cannot go unfiled.
 */
const DOMAIN_PATHS: ReadonlyArray<readonly [tag: string, prefixes: readonly string[]]> = [
  ['profiles', ['/api/auth/profile', '/api/user', '/api/follow']],
  ['auth', ['/api/auth']],
  ['submissions', ['/api/submit-product', '/api/admin/submissions']],
  ['mail', ['/api/admin/mail-outbox']],
  ['outbound', ['/go', '/api/admin/clicks']],
  ['admin-catalogue', ['/api/admin/categories', '/api/admin/products']],
  ['admin', ['/api/admin']],
  ['site-config', ['/api/config']],
  ['decks', ['/api/card/decks', '/api/card/admin/add-starter-decks-for-all']],
  ['card-game', ['/api/card']],
  [
    'product-admin',
    ['/admin/products', '/admin/refresh-product', '/admin/refresh-runs', '/refresh-products'],
  ],
  ['gifts', ['/api/gift-categories', '/api/gifts']],
  ['catalogue', ['/api/categories', '/api/products', '/api/search', '/products']],
  ['newsletter', ['/api/newsletter', '/api/unsubscribe']],
  ['points', ['/api/points']],
  ['moderation', ['/api/moderation']],
  ['memory-game', ['/api/game']],
  ['forum', ['/api/forum']],
  ['notifications', ['/api/notifications']],
  ['media', ['/media']],
  ['wishlist', ['/api/wishlist']],
  ['health', ['/health']],
  ['seo', ['/sitemap.xml', '/og']],
  ['docs', [OPENAPI_PATH]],
];

export function domainOf(url: string): string | undefined {
  const owns = (prefix: string) => url === prefix || url.startsWith(`${prefix}/`);
  return DOMAIN_PATHS.find(([, prefixes]) => prefixes.some(owns))?.[0];
}

const BEARER = 'bearerAuth';

export const openapi = fp(
  async (app: FastifyInstance) => {
    // Which routes need a token is read from their hooks, after the auth plugin has decorated the app (admin
    // routes check at onRequest, before their input is even validated; members' routes at preHandler).
    function securityOf(route: RouteOptions): FastifySchema['security'] {
      const preHandlers = [route.preHandler, route.onRequest].flat();
      if (preHandlers.includes(app.authenticate) || preHandlers.includes(app.requireAdmin)) {
        return [{ [BEARER]: [] }];
      }
      // A token is optional here: with one, the request counts for that member.
      if (preHandlers.includes(app.identify)) return [{}, { [BEARER]: [] }];
      return undefined;
    }

    await app.register(swagger, {
      openapi: {
        // 3.1 so the Zod schemas keep their JSON Schema 2020-12 form (the type provider picks its target by this).
        openapi: '3.1.0',
        info: {
          title: 'Dopamine Deals API',
          version: '1.0.0',
          description: 'Errors leave as `{ "error": "...", "field"?: "..." }` with a 4xx status.',
        },
        // Listed so the reference shows the domains in this order rather than in registration order.
        tags: DOMAIN_PATHS.map(([name]) => ({ name })),
        components: {
          securitySchemes: { [BEARER]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform(document) {
        const transformed = jsonSchemaTransform(document);
        const schema = transformed.schema as (FastifySchema & { hide?: boolean }) | undefined;
        if (schema?.hide) return transformed;
        const tag = domainOf(document.url);
        const security = schema?.security ?? securityOf(document.route);
        return {
          url: transformed.url,
          schema: {
            ...schema,
            ...(schema?.tags ? {} : tag ? { tags: [tag] } : {}),
            ...(security ? { security } : {}),
          },
        };
      },
      transformObject: jsonSchemaTransformObject,
    });

    // The reference's own page, scripts, styles and its copy of the document mark themselves hidden: they are
    // not API operations.
    await app.register(swaggerUi, {
      routePrefix: API_DOCS_PATH,
      theme: { title: 'Dopamine Deals API' },
      uiConfig: { docExpansion: 'list', deepLinking: true },
    });

    app.get(OPENAPI_PATH, { schema: { summary: 'This API as an OpenAPI 3.1 document' } }, async () =>
      app.swagger(),
    );
  },
  { name: 'openapi' },
);
