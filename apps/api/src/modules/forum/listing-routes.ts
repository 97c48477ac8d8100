import { forumEndpoints as endpoints } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/contract-routes.ts';
import { viewerOf } from './guards.ts';
import { listThreads, trendingThreads } from './listing.ts';
import { forumStats } from './stats.ts';

/** What the forum's home, section and category pages list: figures per category, trending threads, listings. */
export function listingRoutes(app: FastifyInstance) {
  serve(app, endpoints.stats, (request) => forumStats(app.database, viewerOf(request)));
  serve(app, endpoints.trending, async (request) => ({
    threads: await trendingThreads(app.db, viewerOf(request), request.query.limit),
  }));
  serve(app, endpoints.threads, (request) => listThreads(app.db, viewerOf(request), request.query));
}
