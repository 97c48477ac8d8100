import { memoryGameEndpoints as endpoints } from '@app/contracts';
import { unauthenticated } from '@app/platform';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serve, signedIn } from '../../lib/contract-routes.ts';
import { flipCard, leaderboard, startPlay, submitScore } from './service.ts';

/** Product spec 3 §5: submitting a score needs a login, in these words. */
const SCORE_LOGIN_REQUIRED = 'Please log in to submit a score';

/**
 * The memory game (product spec 3 §2, §4, §7): the server deals each play and learns its flips one by one,
 * so a score is accepted only when the flips that were played produce it. Visitors play; members submit.
 */
export const memoryGamePlugin = fp(
  async (app: FastifyInstance, options: { minFlipMs: number }) => {
    serve(
      app,
      endpoints.start,
      async (request, reply) => reply.status(201).send(await startPlay(app.db, request.member?.id ?? null)),
      { preHandler: app.limitPerAddress('memory-start', { points: 120, duration: 60 * 60 }) },
    );

    serve(app, endpoints.flip, (request) => flipCard(app.db, request.params.playId, request.body.index));

    serve(
      app,
      endpoints.score,
      async (request, reply) => {
        const claim = { score: request.body.score, playId: request.body.play_id };
        const result = await submitScore(app.db, signedIn(request).id, claim, options.minFlipMs);
        return reply.status(201).send(result);
      },
      {
        auth: async (request, reply) => {
          if (!request.headers.authorization) throw unauthenticated(SCORE_LOGIN_REQUIRED);
          await app.authenticate(request, reply);
        },
      },
    );

    serve(app, endpoints.leaderboard, (request) => leaderboard(app.db, request.member?.id ?? null));
  },
  { name: 'memory-game', dependencies: ['auth', 'rate-limits'] },
);
