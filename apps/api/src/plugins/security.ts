import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityOptions {
  /** The game server's public WebSocket origin when it is not this host. */
  publicGameUrl: string | undefined;
}

export const security = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  const gameOrigins = options.publicGameUrl ? [new URL(options.publicGameUrl).origin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // 'self' covers the embedded game server's same-origin WebSocket (CSP level 3).
        connectSrc: ["'self'", ...gameOrigins],
        imgSrc: ["'self'", 'data:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
});
