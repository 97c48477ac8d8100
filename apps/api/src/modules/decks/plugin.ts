import { ADMIN_CATALOGUE_TEXT, decksEndpoints as endpoints } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serve, signedIn } from '../../lib/contract-routes.ts';
import { recordAudit } from '../audit/index.ts';
import { requireAdminSaying } from '../auth/index.ts';
import {
  activateDeck,
  addStarterDecksForAll,
  createDeck,
  deleteDeck,
  listDecks,
  updateDeck,
} from './service.ts';

/** Members' decks, under /api/card/decks, and the admin's backfill of starter decks. */
export const decksPlugin = fp(
  async (app: FastifyInstance) => {
    const { catalogue } = app.matches;
    const memberId = (request: Parameters<typeof signedIn>[0]) => signedIn(request).id;

    serve(app, endpoints.list, async (request) => ({ decks: await listDecks(app.db, memberId(request)) }));
    serve(app, endpoints.create, async (request, reply) => {
      const deck = await createDeck(app.db, catalogue, memberId(request), request.body);
      return reply.status(201).send({ deck });
    });
    serve(app, endpoints.update, async (request) => ({
      deck: await updateDeck(app.db, catalogue, memberId(request), request.params.deckId, request.body),
    }));
    serve(app, endpoints.remove, async (request) => {
      await deleteDeck(app.db, memberId(request), request.params.deckId);
      return { ok: true as const };
    });
    serve(app, endpoints.activate, async (request) => ({
      deck: await activateDeck(app.db, memberId(request), request.params.deckId),
    }));

    serve(
      app,
      endpoints.addStarterDecksForAll,
      async (request) => {
        const result = await addStarterDecksForAll(app.db);
        // Per-member decks commit one by one (a failure does not undo the others), so the record follows them.
        await recordAudit(app.db, signedIn(request), {
          action: 'decks.starter_for_all',
          targetType: 'users',
          targetId: 'without-decks',
          details: {
            created: result.createdCount,
            without_decks: result.totalUsersWithoutDecks,
            errors: result.errors.length,
          },
        });
        return result;
      },
      // The admin catalogue's button (product spec 2 §6): a visitor is told 'Please log in first'.
      { auth: requireAdminSaying(app, ADMIN_CATALOGUE_TEXT.logInFirst) },
    );
  },
  { name: 'decks', dependencies: ['auth'] },
);
