import { createMatches, type MatchService } from '@app/card-battle';
import { createDb, type Database } from '@app/db';
import { createJobRunner, type JobRunner, logJobFailures } from '@app/jobs';
import { createSessionEvents, type SessionEvents } from '@app/platform';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { AppConfig } from './config.ts';
import { errorWithoutValues } from './lib/logged-error.ts';
import { redactUrl } from './lib/redact-url.ts';
import { adminPlugin } from './modules/admin/index.ts';
import { adminCataloguePlugin, uploadDirOf } from './modules/admin-catalogue/index.ts';
import { authPlugin, setAdmin } from './modules/auth/index.ts';
import { cardGamePlugin } from './modules/card-game/index.ts';
import { cardRatingsPlugin } from './modules/card-ratings/index.ts';
import { cardWatchPlugin } from './modules/card-watch/index.ts';
import { cataloguePlugin } from './modules/catalogue/index.ts';
import { decksPlugin } from './modules/decks/index.ts';
import { forumPlugin } from './modules/forum/index.ts';
import { giftsPlugin } from './modules/gifts/index.ts';
import { healthPlugin } from './modules/health/index.ts';
import { mailPlugin } from './modules/mail/index.ts';
import { createFileMediaStore, type MediaStore, mediaPlugin } from './modules/media/index.ts';
import { memoryGamePlugin } from './modules/memory-game/index.ts';
import { moderationPlugin } from './modules/moderation/index.ts';
import { newsletterPlugin } from './modules/newsletter/index.ts';
import { notificationMailPlugin } from './modules/notification-mail/index.ts';
import { notificationsPlugin } from './modules/notifications/index.ts';
import { outboundPlugin } from './modules/outbound/index.ts';
import { pointsPlugin } from './modules/points/index.ts';
import { priceAlertsPlugin } from './modules/price-alerts/index.ts';
import { productAdminPlugin } from './modules/product-admin/index.ts';
import { profilesPlugin } from './modules/profiles/index.ts';
import { pushPlugin } from './modules/push/index.ts';
import { seoPlugin } from './modules/seo/index.ts';
import { siteConfigPlugin } from './modules/site-config/index.ts';
import { submissionsPlugin } from './modules/submissions/index.ts';
import { wishlistPlugin } from './modules/wishlist/index.ts';
import { compression } from './plugins/compression.ts';
import { type EmbeddedServer, embeddedServer } from './plugins/embedded-server.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { type Infrastructure, infrastructure } from './plugins/infrastructure.ts';
import { openapi } from './plugins/openapi.ts';
import { rateLimits } from './plugins/rate-limits.ts';
import { security } from './plugins/security.ts';
import { textGuard } from './plugins/text-guard.ts';
import { webApp } from './plugins/web-app.ts';

export interface AppDependencies {
  /** Defaults to a database built from the config; the app closes whatever it is given. */
  database?: Database;
  jobs?: JobRunner;
  /** The card battle's match service, when the process already has one (the all-in-one's game server). */
  matches?: MatchService;
  /** Where logouts are announced (shared with the all-in-one's game server); the app's own otherwise. */
  sessions?: SessionEvents;
  /** A server to share this HTTP server with (the game server, in the all-in-one process). */
  embedded?: EmbeddedServer;
  /** Where the logs go (stdout by default; tests read them). */
  logStream?: NodeJS.WritableStream;
  /** Where uploaded images are kept; files under the config's mediaDir by default. */
  media?: MediaStore;
}

/** 1 MiB: generous for JSON forms, small enough that an oversized body is refused before parsing. */
const BODY_LIMIT = 1024 * 1024;

/** The HTTP server: logging without secrets, body and URL limits, Zod validation, JSON only. */
function createServer(config: AppConfig, logStream: NodeJS.WritableStream | undefined): FastifyInstance {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      // Request logs carry URLs without their secrets (tokens, passwords in the query).
      serializers: {
        err: errorWithoutValues,
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
        }),
      },
    },
    bodyLimit: BODY_LIMIT,
    ...(config.trustProxy === false ? {} : { trustProxy: config.trustProxy }),
    // Close idle keep-alive sockets on shutdown so the process can exit promptly.
    forceCloseConnections: 'idle',
    routerOptions: { maxParamLength: 500 },
    // Errors raised before routing (a malformed or over-long URL) leave in the same shape as the rest.
    frameworkErrors: (error, _request, reply) => {
      void (reply as FastifyReply).code(error.statusCode ?? 400).send({ error: error.message });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON only; a text/plain body is refused (415) rather than parsed as a string.
  app.removeContentTypeParser('text/plain');
  acceptEmptyJson(app);
  return app;
}

/**
 * A JSON request with no body (a client that always sends `Content-Type: application/json`, as many do for a
 * logout or a delete) is a request without a body, not a malformed one: routes that take none carry on, and
 * routes that need one refuse it in their own words. Any other body goes through Fastify's own parser (which
 * refuses prototype poisoning).
 */
function acceptEmptyJson(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) => {
    if (text === '') done(null, undefined);
    else parseJson(request, text as string, done);
  });
}

/** The database, migrated, with the configured admins made admins. */
async function openDatabase(app: FastifyInstance, config: AppConfig, given?: Database): Promise<Database> {
  const database = given ?? createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  // Only accounts that exist are made admins; a listed name nobody has is reported, never reserved.
  const admins = await setAdmin(database.db, config.adminUsernames, true);
  for (const name of config.adminUsernames) {
    if (!admins.some((admin) => admin.toLowerCase() === name.toLowerCase())) {
      app.log.warn(`ADMIN_USERNAMES: no member is called ${name}; nobody was made an admin for it`);
    }
  }
  return database;
}

/** The shared services every module reaches through the infrastructure plugin: the given ones or new ones. */
async function connectServices(
  app: FastifyInstance,
  config: AppConfig,
  deps: AppDependencies,
  database: Database,
): Promise<Infrastructure> {
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : null;
  // ioredis reconnects by itself; a lost connection is logged (limits fall back to memory meanwhile).
  redis?.on('error', (error) => app.log.warn({ err: error }, 'Redis connection failed'));
  const jobs =
    deps.jobs ??
    createJobRunner({
      redisUrl: config.redisUrl,
      prefix: `${config.redisPrefix}:jobs`,
      onError: logJobFailures(app.log),
      onConnectionError: (error) => app.log.warn({ err: error }, 'job queue connection failed'),
    });
  // The game's match service: shared with the embedded game server, or this process's own.
  const matches =
    deps.matches ??
    (await createMatches({
      database,
      jobs,
      turnSeconds: config.turnSeconds,
      onError: (error, context) => app.log.error({ err: error }, context),
    }));
  const sessions =
    deps.sessions ??
    createSessionEvents({
      redisUrl: config.redisUrl,
      prefix: config.redisPrefix,
      onError: (error, context) => app.log.warn({ err: error }, context),
    });
  return { database, redis, jobs, matches, sessions };
}

/** The domain modules, each with the part of the config it needs. */
async function registerModules(
  app: FastifyInstance,
  config: AppConfig,
  deps: AppDependencies,
): Promise<void> {
  await app.register(authPlugin, {
    jwtSecret: config.jwtSecret,
    jwtExpiresIn: config.jwtExpiresIn,
    signIn: config.signIn,
  });
  await app.register(healthPlugin);
  await app.register(siteConfigPlugin, {
    publicGameUrl: config.publicGameUrl,
    googleClientId: config.signIn.google?.clientId ?? null,
    appleClientId: config.signIn.apple?.clientId ?? null,
  });
  await app.register(decksPlugin);
  await app.register(cardGamePlugin);
  await app.register(cardRatingsPlugin);
  await app.register(cardWatchPlugin, { redisPrefix: config.redisPrefix });
  await app.register(cataloguePlugin);
  await app.register(newsletterPlugin, { jwtSecret: config.jwtSecret });
  await app.register(pointsPlugin);
  await app.register(moderationPlugin);
  await app.register(memoryGamePlugin, { minFlipMs: config.memoryMinFlipMs });
  await app.register(mediaPlugin, { store: deps.media ?? createFileMediaStore(config.mediaDir) });
  await app.register(profilesPlugin);
  await app.register(giftsPlugin);
  await app.register(adminCataloguePlugin, { uploadDir: uploadDirOf(config.mediaDir) });
  await app.register(forumPlugin);
  await app.register(notificationsPlugin);
  await app.register(notificationMailPlugin, { jwtSecret: config.jwtSecret });
  await app.register(pushPlugin, { push: config.push });
  await app.register(outboundPlugin);
  await app.register(adminPlugin);
  await app.register(productAdminPlugin, {
    adminPassword: config.adminPassword,
    partnerTag: config.amazonPartnerTag,
    amazonConfigured: config.amazon !== null,
  });
  await app.register(wishlistPlugin);
  await app.register(priceAlertsPlugin);
  await app.register(submissionsPlugin);
  await app.register(mailPlugin);
  await app.register(seoPlugin, { publicBaseUrl: config.publicBaseUrl, webDistDir: config.webDistDir });
}

export async function buildApp(config: AppConfig, deps: AppDependencies = {}): Promise<FastifyInstance> {
  const app = createServer(config, deps.logStream);
  const database = await openDatabase(app, config, deps.database);
  const services = await connectServices(app, config, deps, database);
  await app.register(errorHandler);
  await app.register(textGuard);
  await app.register(compression);
  await app.register(infrastructure, services);
  await app.register(security, {
    publicGameUrl: config.publicGameUrl,
    google: config.signIn.google !== null,
    apple: config.signIn.apple !== null,
  });
  await app.register(rateLimits, { redisPrefix: config.redisPrefix });
  // Before the domain modules: the OpenAPI document lists the routes registered after it.
  await app.register(openapi);
  await registerModules(app, config, deps);
  if (deps.embedded) await app.register(embeddedServer, { server: deps.embedded });
  await app.register(webApp, { distDir: config.webDistDir, describePage: app.describePage });
  return app;
}
