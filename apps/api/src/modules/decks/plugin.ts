import { body, deckAnswer, deckListAnswer, okAnswer, starterDecksAnswer } from '@app/contracts';
import { DECK_MESSAGES } from '@app/game-rules';
import type { Member } from '@app/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../audit/index.ts';
import {
  activateDeck,
  addStarterDecksForAll,
  createDeck,
  deleteDeck,
  listDecks,
  updateDeck,
} from './service.ts';

// Shape and size checks only; the deck rules (name, size, copies, known cards) are the game's own, in validateDeck.
const deckBody = body({
  name: z.string({ error: DECK_MESSAGES.nameRequired }).max(60, 'Deck name must be at most 60 characters'),
  card_ids: z
    .array(z.string().max(64), { error: 'card_ids must be a list of card ids' })
    .max(100, DECK_MESSAGES.tooManyCards),
});
const deckParams = z.object({ deckId: z.string().min(1).max(100) });
const memberId = (request: FastifyRequest) => (request.member as Member).id;

/** Card definitions and members' decks, under /api/card/. */
export const decksPlugin = fp(
  async (app: FastifyInstance) => {
    const { catalogue } = app.matches;
    const cardList = [...catalogue.values()];
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get('/api/card/cards', async () => ({ cards: cardList }));

    routes.get(
      '/api/card/decks',
      { preHandler: app.authenticate, schema: { response: { 200: deckListAnswer } } },
      async (request) => ({
        decks: await listDecks(app.db, memberId(request)),
      }),
    );

    routes.post(
      '/api/card/decks',
      { preHandler: app.authenticate, schema: { body: deckBody, response: { 201: deckAnswer } } },
      async (request, reply) => {
        const deck = await createDeck(app.db, catalogue, memberId(request), request.body);
        return reply.status(201).send({ deck });
      },
    );

    routes.put(
      '/api/card/decks/:deckId',
      {
        preHandler: app.authenticate,
        schema: { body: deckBody, params: deckParams, response: { 200: deckAnswer } },
      },
      async (request) => ({
        deck: await updateDeck(app.db, catalogue, memberId(request), request.params.deckId, request.body),
      }),
    );

    routes.delete(
      '/api/card/decks/:deckId',
      { preHandler: app.authenticate, schema: { params: deckParams, response: { 200: okAnswer } } },
      async (request) => {
        await deleteDeck(app.db, memberId(request), request.params.deckId);
        return { ok: true as const };
      },
    );

    routes.post(
      '/api/card/decks/:deckId/activate',
      { preHandler: app.authenticate, schema: { params: deckParams, response: { 200: deckAnswer } } },
      async (request) => ({ deck: await activateDeck(app.db, memberId(request), request.params.deckId) }),
    );

    routes.post(
      '/api/card/admin/add-starter-decks-for-all',
      { onRequest: app.requireAdmin, schema: { response: { 200: starterDecksAnswer } } },
      async (request) => {
        const result = await addStarterDecksForAll(app.db);
        // Per-member decks commit one by one (a failure does not undo the others), so the record follows them.
        await recordAudit(app.db, request.member as Member, {
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
    );
  },
  { name: 'decks', dependencies: ['auth'] },
);
