import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { adminRoutes } from './admin-routes.ts';
import { forumGuards } from './guards.ts';
import { listingRoutes } from './listing-routes.ts';
import { replyRoutes } from './reply-routes.ts';
import { threadRoutes } from './thread-routes.ts';

/** The community forum (product spec 3 §2–§9): threads, nested replies, hype, accepted answers, moderation. */
export const forumPlugin = fp(
  async (app: FastifyInstance) => {
    const guards = forumGuards(app);
    listingRoutes(app);
    threadRoutes(app, guards);
    replyRoutes(app, guards);
    adminRoutes(app, guards);
  },
  { name: 'forum', dependencies: ['auth', 'rate-limits', 'media'] },
);
