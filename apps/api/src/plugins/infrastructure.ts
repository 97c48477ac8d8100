import type { MatchService } from '@app/card-battle';
import type { Database } from '@app/db';
import type { JobRunner } from '@app/jobs';
import type { SessionEvents } from '@app/platform';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Database['db'];
    /** Null in the embedded default (no REDIS_URL). */
    redis: Redis | null;
    jobs: JobRunner;
    /** Card battle matches (and the card catalogue), shared with the game server. */
    matches: MatchService;
    /** Logouts, announced to every game server. */
    sessions: SessionEvents;
  }
}

export interface Infrastructure {
  database: Database;
  redis: Redis | null;
  jobs: JobRunner;
  matches: MatchService;
  sessions: SessionEvents;
}

/**
 * Hands the shared connections to every domain plugin and closes them with the
 * app, after the routes have drained.
 */
export const infrastructure = fp(
  async (app: FastifyInstance, infra: Infrastructure) => {
    app.decorate('database', infra.database);
    app.decorate('db', infra.database.db);
    app.decorate('redis', infra.redis);
    app.decorate('jobs', infra.jobs);
    app.decorate('matches', infra.matches);
    app.decorate('sessions', infra.sessions);
    app.addHook('onClose', async () => {
      await infra.sessions.close();
      await infra.jobs.close();
      await infra.redis?.quit().catch(() => infra.redis?.disconnect());
      await infra.database.close();
    });
  },
  { name: 'infrastructure' },
);
