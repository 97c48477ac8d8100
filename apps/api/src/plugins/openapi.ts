import { docsEndpoints } from '@app/contracts';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { serve } from '../lib/contract-routes.ts';

/** The API described as an OpenAPI document, built from the endpoint contracts the routes are registered from. */
export const OPENAPI_PATH = docsEndpoints.openapi.path;
/** A browsable reference (Swagger UI), every asset served from here. */
export const API_DOCS_PATH = '/api/docs';

const BEARER = 'bearerAuth';

export const openapi = fp(
  async (app: FastifyInstance) => {
    // Each tag once, in the order the modules register their routes: the reference groups operations by it.
    const tags = new Set<string>();
    app.addHook('onRoute', (route) => {
      if (route.config?.contract) tags.add(route.config.contract.tag);
    });

    await app.register(swagger, {
      openapi: {
        // 3.1 so the Zod schemas keep their JSON Schema 2020-12 form (the type provider picks its target by this).
        openapi: '3.1.0',
        info: {
          title: 'Dopamine Deals API',
          version: '1.0.0',
          description: 'Errors leave as `{ "error": "...", "field"?: "..." }` with a 4xx status.',
        },
        components: {
          securitySchemes: { [BEARER]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      // Every operation's tag, summary and security come from its contract (see lib/contract-routes.ts).
      transform: jsonSchemaTransform,
      transformObject: (document) => ({
        ...jsonSchemaTransformObject(document),
        tags: [...tags].map((name) => ({ name })),
      }),
    });

    // The reference's own page, scripts, styles and its copy of the document mark themselves hidden: they are
    // not API operations.
    await app.register(swaggerUi, {
      routePrefix: API_DOCS_PATH,
      theme: { title: 'Dopamine Deals API' },
      uiConfig: { docExpansion: 'list', deepLinking: true },
    });

    // A shallow copy: the document's type is an interface, the contract's a record of its fields.
    serve(app, docsEndpoints.openapi, () => ({ ...app.swagger() }));
  },
  { name: 'openapi' },
);
