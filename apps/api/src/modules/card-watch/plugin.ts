import { liveMatches, loadReplay, SPECTATOR_HASH, spectatorTally } from '@app/card-battle';
import { cardWatchEndpoints as endpoints } from '@app/contracts';
import { forbidden, notFound } from '@app/platform';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serve } from '../../lib/contract-routes.ts';

export interface CardWatchOptions {
  /** The Redis key prefix the game servers count spectators under (with Redis). */
  redisPrefix?: string;
}

/** Watching card battles: the matches being played now, and a finished match's replay. */
export const cardWatchPlugin = fp(
  async (app: FastifyInstance, options: CardWatchOptions) => {
    const tally = spectatorTally(
      app.redis ?? undefined,
      `${options.redisPrefix ?? 'dd'}:colyseus:${SPECTATOR_HASH}`,
    );

    serve(app, endpoints.liveMatches, async (request) => ({
      matches: await liveMatches(app.database, tally, request.member?.id ?? null),
    }));

    serve(app, endpoints.replay, async (request) => {
      const found = await loadReplay(app.database, request.params.matchId);
      if (found.status === 'missing') throw notFound('Match not found');
      if (found.status === 'in_progress') throw forbidden('Match in progress');
      const { deal, actions } = found.replay;
      return {
        seed: deal.seed,
        decks: { player_a: [...deal.decks.player_a], player_b: [...deal.decks.player_b] },
        actions,
        game_mode: deal.mode,
        players: deal.players,
        started_at: deal.startedAt,
        turn_seconds: deal.turnSeconds,
        first_player: deal.firstPlayer ?? null,
      };
    });
  },
  { name: 'card-watch', dependencies: ['auth'] },
);
