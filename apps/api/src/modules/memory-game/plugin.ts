import {
  body,
  errorBody,
  leaderboardAnswer,
  memoryFlipAnswer,
  memoryStartAnswer,
  PUZZLE_GAME_ID,
  scoreAnswer,
} from '@app/contracts';
import type { Member } from '@app/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { flipCard, leaderboard, startPlay, submitScore } from './service.ts';

const gameId = z.literal(PUZZLE_GAME_ID, { error: `game_id must be ${PUZZLE_GAME_ID}` });
const playId = z
  .string({ error: (issue) => (issue.input == null ? 'play_id is required' : 'play_id must be text') })
  .min(1, 'play_id is required')
  .max(64, 'Game not found');

const flipBody = body({
  index: z.number({ error: 'index must be a card number' }).int('index must be a card number'),
});
const scoreBody = body({
  game_id: gameId,
  score: z.number({ error: 'score must be a number' }).int('score must be a whole number'),
  play_id: playId,
});

const memberId = (request: FastifyRequest) => (request.member as Member).id;

/**
 * The memory game (product spec 3 §2, §4, §7): the server deals each play and learns its flips one by one,
 * so a score is accepted only when the flips that were played produce it. Visitors play; members submit.
 */
export const memoryGamePlugin = fp(
  async (app: FastifyInstance, options: { minFlipMs: number }) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const errors = { '4xx': errorBody };

    routes.post(
      '/api/game/puzzle/start',
      {
        preHandler: [app.identify, app.limitPerAddress('memory-start', { points: 120, duration: 60 * 60 })],
        schema: { response: { 201: memoryStartAnswer, ...errors } },
      },
      async (request, reply) => reply.status(201).send(await startPlay(app.db, request.member?.id ?? null)),
    );

    routes.post(
      '/api/game/puzzle/:playId/flip',
      {
        schema: {
          params: z.object({ playId }),
          body: flipBody,
          response: { 200: memoryFlipAnswer, ...errors },
        },
      },
      async (request) => flipCard(app.db, request.params.playId, request.body.index),
    );

    routes.post(
      '/api/game/score',
      {
        // Product spec 3 §5: submitting needs a login, in these words.
        preHandler: async (request, reply) => {
          if (!request.headers.authorization) {
            return reply.status(401).send({ error: 'Please log in to submit a score' });
          }
          await app.authenticate(request, reply);
        },
        schema: { body: scoreBody, response: { 201: scoreAnswer, ...errors } },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await submitScore(
              app.db,
              memberId(request),
              { score: request.body.score, playId: request.body.play_id },
              options.minFlipMs,
            ),
          ),
    );

    routes.get(
      '/api/game/leaderboard',
      {
        preHandler: app.identify,
        schema: {
          querystring: z.object({ game_id: gameId }),
          response: { 200: leaderboardAnswer, ...errors },
        },
      },
      async (request) => leaderboard(app.db, request.member?.id ?? null),
    );
  },
  { name: 'memory-game', dependencies: ['auth', 'rate-limits'] },
);
