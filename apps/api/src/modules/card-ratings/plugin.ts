import { matchHistory, matchResultOf, memberRatings, ratingLeaderboard } from '@app/card-battle';
import { cardRatingsEndpoints as endpoints, MATCH_HISTORY_PAGE } from '@app/contracts';
import { users } from '@app/db';
import { notFound } from '@app/platform';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serve } from '../../lib/contract-routes.ts';

/** Card battle ratings: a member's ratings and match history, the leaderboards, and a finished match's result. */
export const cardRatingsPlugin = fp(
  async (app: FastifyInstance) => {
    const memberMustExist = async (id: number) => {
      const [found] = await app.db.select({ id: users.id }).from(users).where(eq(users.id, id));
      if (!found) throw notFound('User not found');
    };

    serve(app, endpoints.memberRatings, async (request) => {
      await memberMustExist(request.params.id);
      return { ratings: await memberRatings(app.db, request.params.id) };
    });

    serve(app, endpoints.matchHistory, async (request) => {
      await memberMustExist(request.params.id);
      const { mode, before } = request.query;
      return matchHistory(app.db, request.params.id, { mode, before, limit: MATCH_HISTORY_PAGE });
    });

    serve(app, endpoints.leaderboard, async (request) => ({
      players: await ratingLeaderboard(app.db, request.query.mode),
    }));

    serve(app, endpoints.matchResult, async (request) => {
      const result = await matchResultOf(app.db, request.params.matchId);
      if (!result) throw notFound('Match not finished');
      return result;
    });
  },
  { name: 'card-ratings' },
);
