import {
  activeGames,
  gamesWaitingCount,
  joinQueue,
  leaveQueue,
  matchViewFor,
  QueueRefusal,
  queueStatus,
  slotOf,
} from '@app/card-battle';
import {
  cardNotificationEndpoints,
  cardGameEndpoints as endpoints,
  REFUSAL_TEXT,
  type RefusalReason,
} from '@app/contracts';
import type { Action, PlayerSlot } from '@app/game-rules';
import type { Member } from '@app/platform';
import { conflict, DomainError, type FailureKind, forbidden, notFound } from '@app/platform';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serve, signedIn } from '../../lib/contract-routes.ts';

// Refusals a client can fix by waiting or syncing are conflicts; an unknown card is a bad request.
const REFUSAL_FAILURE: Record<keyof typeof REFUSAL_TEXT, FailureKind> = {
  not_your_turn: 'conflict',
  not_enough_energy: 'conflict',
  card_not_in_hand: 'conflict',
  stale: 'conflict',
  busy: 'conflict',
  game_over: 'conflict',
  unknown_card: 'invalid',
  not_a_player: 'forbidden',
};

const refused = (reason: Exclude<RefusalReason, 'failed'>) =>
  new DomainError(REFUSAL_FAILURE[reason], REFUSAL_TEXT[reason]);

/**
 * The card battle over HTTP, for clients that poll (the WebSocket rooms are
 * the live path). Both go through the same matchmaking queue and match service.
 */
export const cardGamePlugin = fp(
  async (app: FastifyInstance) => {
    const cardList = [...app.matches.catalogue.values()];
    serve(app, endpoints.cards, () => ({ cards: cardList }));

    serve(app, endpoints.joinQueue, async (request) => {
      try {
        return await joinQueue(app.db, app.matches, signedIn(request), request.body.mode);
      } catch (error) {
        if (error instanceof QueueRefusal) throw conflict(error.message);
        throw error;
      }
    });
    serve(app, endpoints.leaveQueue, async (request) => {
      await leaveQueue(app.db, signedIn(request).id, request.body.mode);
      return { ok: true as const };
    });
    serve(app, endpoints.queueStatus, () => queueStatus(app.db));
    serve(app, endpoints.activeGames, async (request) => ({
      games: await activeGames(app.db, signedIn(request).id),
    }));
    serve(app, cardNotificationEndpoints.gamesWaiting, async (request) => ({
      waiting: await gamesWaitingCount(app.db, signedIn(request).id),
    }));

    /** The match and the member's seat in it. */
    async function seatOf(member: Member, matchId: string) {
      const match = await app.matches.load(matchId);
      if (!match) throw notFound('Match not found');
      const slot = slotOf(match, member.id);
      if (!slot) throw forbidden(REFUSAL_TEXT.not_a_player);
      return { match, slot };
    }

    serve(app, endpoints.match, async (request) => {
      const member = signedIn(request);
      const { match, slot } = await seatOf(member, request.params.matchId);
      await app.matches.opened(match.id, member.id);
      return matchViewFor(match, slot);
    });

    /** Applies the member's move to the stored match and answers their view after it. */
    async function act(member: Member, matchId: string, build: (slot: PlayerSlot, now: number) => Action) {
      const { slot } = await seatOf(member, matchId);
      // The member moving over HTTP is looking at the match: the step tells only the opponent.
      const outcome = await app.matches.applyToStored(matchId, () => build(slot, Date.now()), {
        present: [slot],
      });
      if (!outcome) throw notFound('Match not found');
      if (!outcome.ok) throw refused(outcome.reason);
      return matchViewFor(outcome.match, slot, outcome.events);
    }

    serve(app, endpoints.play, (request) =>
      act(signedIn(request), request.params.matchId, (player, now) => ({
        type: 'play_card',
        player,
        cardId: request.body.cardId,
        now,
      })),
    );
    serve(app, endpoints.endTurn, (request) =>
      act(signedIn(request), request.params.matchId, (player, now) => ({ type: 'end_turn', player, now })),
    );
    serve(app, endpoints.forfeit, (request) =>
      act(signedIn(request), request.params.matchId, (player, now) => ({ type: 'forfeit', player, now })),
    );
  },
  { name: 'card-game', dependencies: ['auth'] },
);
