import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

export interface SecurityOptions {
  /** The game server's public WebSocket origin when it is not this host. */
  publicGameUrl: string | undefined;
  /** Google sign-in is set up: its script, button frame and calls are allowed. */
  google: boolean;
  /** Sign in with Apple is set up: its script and calls are allowed. */
  apple: boolean;
}

/** What Google Identity Services loads: its script, its button (a frame), its styles and its calls. */
const GOOGLE_SIGN_IN = {
  script: ['https://accounts.google.com/gsi/client'],
  frame: ['https://accounts.google.com/gsi/'],
  connect: ['https://accounts.google.com/gsi/'],
  style: ['https://accounts.google.com/gsi/style'],
};

/** Sign in with Apple JS: its script from Apple's CDN; it talks to appleid.apple.com (popup and messages). */
const APPLE_SIGN_IN = {
  script: ['https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js'],
  frame: ['https://appleid.apple.com'],
  connect: ['https://appleid.apple.com'],
  style: [],
};

export const security = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  const gameOrigins = options.publicGameUrl ? [new URL(options.publicGameUrl).origin] : [];
  // Only the providers that are set up are let in.
  const providers = [options.google && GOOGLE_SIGN_IN, options.apple && APPLE_SIGN_IN].filter(
    (provider) => provider !== false,
  );
  const allowed = (kind: keyof typeof GOOGLE_SIGN_IN) => providers.flatMap((provider) => provider[kind]);
  const frames = allowed('frame');
  // Helmet's middleware, built once: @fastify/helmet builds it again for every request (≈ 24 µs each).
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // 'self' covers the embedded game server's same-origin WebSocket (CSP level 3).
        connectSrc: ["'self'", ...gameOrigins, ...allowed('connect')],
        imgSrc: ["'self'", 'data:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'", ...allowed('style')],
        scriptSrc: ["'self'", ...allowed('script')],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        ...(frames.length > 0 ? { frameSrc: ["'self'", ...frames] } : {}),
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // The providers' sign-in popups answer the page through window.opener, which same-origin would cut off;
    // and Google's button checks the page's origin from the Referer, which no-referrer would withhold.
    ...(providers.length > 0
      ? {
          crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' as const },
          referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
        }
      : {}),
  });
  app.addHook('onRequest', (request, reply, done) =>
    setSecurityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
});
