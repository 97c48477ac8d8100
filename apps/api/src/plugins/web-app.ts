import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const isPageRequest = (request: FastifyRequest) =>
  request.method === 'GET' &&
  !request.url.startsWith('/api/') &&
  (request.headers.accept ?? '').includes('text/html');

/**
 * Serves the built web app and answers whatever matched no route: pages get
 * index.html so the browser router can draw them, everything else a JSON 404.
 */
export const webApp = fp(async (app: FastifyInstance, options: { distDir: string }) => {
  const hasWebApp = existsSync(path.join(options.distDir, 'index.html'));
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
  app.setNotFoundHandler((request, reply) => {
    if (hasWebApp && isPageRequest(request)) return reply.type('text/html').sendFile('index.html');
    return reply.status(404).send({ error: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
});
