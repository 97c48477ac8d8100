import {
  activeGames,
  joinQueue,
  leaveQueue,
  matchViewFor,
  QueueRefusal,
  queueStatus,
  slotOf,
} from '@app/card-battle';
import {
  activeGamesAnswer,
  body,
  matchView,
  okAnswer,
  queueJoinAnswer,
  queueStatus as queueStatusAnswer,
} from '@app/contracts';
import { type Action, type PlayerSlot, REFUSAL_MESSAGES } from '@app/game-rules';
import type { Member } from '@app/platform';
import { conflict, DomainError, type FailureKind, forbidden, notFound } from '@app/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const modeBody = body({ mode: z.enum(['blitz', 'async'], { error: "mode must be 'blitz' or 'async'" }) });
const matchParams = z.object({ matchId: z.uuid({ error: 'Invalid match id' }) });
const playBody = body({ cardId: z.string({ error: 'cardId is required' }).min(1).max(64) });
const member = (request: FastifyRequest) => request.member as Member;

// Refusals a client can fix by waiting or syncing are conflicts; an unknown card is a bad request.
const REFUSAL_FAILURE: Record<keyof typeof REFUSAL_MESSAGES, FailureKind> = {
  not_your_turn: 'conflict',
  not_enough_energy: 'conflict',
  card_not_in_hand: 'conflict',
  stale: 'conflict',
  busy: 'conflict',
  game_over: 'conflict',
  unknown_card: 'invalid',
  not_a_player: 'forbidden',
};

/**
 * The card battle over HTTP, for clients that poll (the WebSocket rooms are
 * the live path). Both go through the same matchmaking queue and match service.
 */
export const cardGamePlugin = fp(
  async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const auth = { preHandler: app.authenticate };

    routes.post(
      '/api/card/queue/join',
      { ...auth, schema: { body: modeBody, response: { 200: queueJoinAnswer } } },
      async (request) => {
        try {
          return await joinQueue(app.db, app.matches, member(request), request.body.mode);
        } catch (error) {
          if (error instanceof QueueRefusal) throw conflict(error.message);
          throw error;
        }
      },
    );

    routes.post(
      '/api/card/queue/leave',
      { ...auth, schema: { body: modeBody, response: { 200: okAnswer } } },
      async (request) => {
        await leaveQueue(app.db, member(request).id, request.body.mode);
        return { ok: true as const };
      },
    );

    routes.get('/api/card/queue/status', { schema: { response: { 200: queueStatusAnswer } } }, async () =>
      queueStatus(app.db),
    );

    routes.get(
      '/api/card/games/active',
      { ...auth, schema: { response: { 200: activeGamesAnswer } } },
      async (request) => ({ games: await activeGames(app.db, member(request).id) }),
    );

    async function seatOf(request: FastifyRequest, matchId: string) {
      const match = await app.matches.load(matchId);
      if (!match) throw notFound('Match not found');
      const slot = slotOf(match, member(request).id);
      if (!slot) throw forbidden(REFUSAL_MESSAGES.not_a_player);
      return { match, slot };
    }

    routes.get(
      '/api/card/matches/:matchId',
      { ...auth, schema: { params: matchParams, response: { 200: matchView } } },
      async (request) => {
        const { match, slot } = await seatOf(request, request.params.matchId);
        return matchViewFor(match, slot);
      },
    );

    async function act(
      request: FastifyRequest,
      matchId: string,
      build: (slot: PlayerSlot, now: number) => Action,
    ) {
      const { slot } = await seatOf(request, matchId);
      const outcome = await app.matches.applyToStored(matchId, () => build(slot, Date.now()));
      if (!outcome) throw notFound('Match not found');
      if (!outcome.ok) {
        throw new DomainError(REFUSAL_FAILURE[outcome.reason], REFUSAL_MESSAGES[outcome.reason]);
      }
      return matchViewFor(outcome.match, slot, outcome.events);
    }

    routes.post(
      '/api/card/matches/:matchId/play',
      { ...auth, schema: { params: matchParams, body: playBody, response: { 200: matchView } } },
      (request) =>
        act(request, request.params.matchId, (player, now) => ({
          type: 'play_card',
          player,
          cardId: request.body.cardId,
          now,
        })),
    );
    routes.post(
      '/api/card/matches/:matchId/end-turn',
      { ...auth, schema: { params: matchParams, response: { 200: matchView } } },
      (request) => act(request, request.params.matchId, (player, now) => ({ type: 'end_turn', player, now })),
    );
    routes.post(
      '/api/card/matches/:matchId/forfeit',
      { ...auth, schema: { params: matchParams, response: { 200: matchView } } },
      (request) => act(request, request.params.matchId, (player, now) => ({ type: 'forfeit', player, now })),
    );
  },
  { name: 'card-game', dependencies: ['auth'] },
);
