import { forumEndpoints as endpoints } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/contract-routes.ts';
import { fileThreads, filingSuggestions } from './filing.ts';
import { type ForumGuards, memberOf } from './guards.ts';

/** The forum admin tools (product spec 2 §2): unfiled threads (or a category's) with suggestions, and filing them. */
export function adminRoutes(app: FastifyInstance, guards: ForumGuards) {
  const auth = guards.moderatorsOnly;
  serve(
    app,
    endpoints.filingSuggestions,
    (request) => filingSuggestions(app.db, request.query.page, request.query.category),
    { auth },
  );
  serve(
    app,
    endpoints.fileThreads,
    async (request) => ({
      success: true as const,
      updated: await fileThreads(app.db, memberOf(request), request.body.items),
    }),
    { auth },
  );
}
