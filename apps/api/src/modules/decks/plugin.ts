import type { Member } from '@app/game-server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadCardCatalogue, seedCards } from './card-catalogue.ts';
import {
  activateDeck,
  addStarterDecksForAll,
  createDeck,
  deleteDeck,
  listDecks,
  updateDeck,
} from './service.ts';

// Shape checks only; the deck rules (name, size, copies, known cards) answer in the game's own words.
const deckBody = z.object(
  {
    name: z.unknown(),
    card_ids: z.unknown(),
  },
  { error: 'The request body must be a JSON object' },
);
const deckParams = z.object({ deckId: z.string().min(1).max(100) });
const memberId = (request: FastifyRequest) => (request.member as Member).id;

/** Card definitions and members' decks, under /api/card/. */
export const decksPlugin = fp(
  async (app: FastifyInstance) => {
    await seedCards(app.db);
    const catalogue = await loadCardCatalogue(app.db);
    const cardList = [...catalogue.values()];
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get('/api/card/cards', async () => ({ cards: cardList }));

    routes.get('/api/card/decks', { preHandler: app.authenticate }, async (request) => ({
      decks: await listDecks(app.db, memberId(request)),
    }));

    routes.post(
      '/api/card/decks',
      { preHandler: app.authenticate, schema: { body: deckBody } },
      async (request, reply) => {
        const deck = await createDeck(app.db, catalogue, memberId(request), request.body);
        return reply.status(201).send({ deck });
      },
    );

    routes.put(
      '/api/card/decks/:deckId',
      { preHandler: app.authenticate, schema: { body: deckBody, params: deckParams } },
      async (request) => ({
        deck: await updateDeck(app.db, catalogue, memberId(request), request.params.deckId, request.body),
      }),
    );

    routes.delete(
      '/api/card/decks/:deckId',
      { preHandler: app.authenticate, schema: { params: deckParams } },
      async (request) => {
        await deleteDeck(app.db, memberId(request), request.params.deckId);
        return { ok: true };
      },
    );

    routes.post(
      '/api/card/decks/:deckId/activate',
      { preHandler: app.authenticate, schema: { params: deckParams } },
      async (request) => ({ deck: await activateDeck(app.db, memberId(request), request.params.deckId) }),
    );

    routes.post('/api/card/admin/add-starter-decks-for-all', { preHandler: app.requireAdmin }, async () =>
      addStarterDecksForAll(app.db),
    );
  },
  { name: 'decks', dependencies: ['auth'] },
);
