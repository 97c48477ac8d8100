import { healthEndpoints as endpoints } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/contract-routes.ts';

/**
 * Liveness and dependencies, for load balancers and docker-compose health
 * checks: 200 `{ status: 'ok' }` or 503 `{ status: 'degraded' }`. Which
 * database, Redis and job back end run is no one else's business: only an
 * admin's bearer token gets those details.
 */
export async function healthPlugin(app: FastifyInstance) {
  serve(app, endpoints.health, async (request, reply) => {
    const [database, redis] = await Promise.all([
      app.database.ping().then((up): 'up' | 'down' => (up ? 'up' : 'down')),
      app.redis
        ? app.redis
            .ping()
            .then(() => 'up' as const)
            .catch(() => 'down' as const)
        : Promise.resolve('not_configured' as const),
    ]);
    const healthy = database === 'up' && redis !== 'down';
    const summary = { status: healthy ? ('ok' as const) : ('degraded' as const) };
    const answer = request.member?.isAdmin
      ? { ...summary, database, database_kind: app.database.kind, redis, jobs: app.jobs.kind }
      : summary;
    return reply.status(healthy ? 200 : 503).send(answer);
  });
}
