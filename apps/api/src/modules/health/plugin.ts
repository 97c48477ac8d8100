import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const serviceState = z.enum(['up', 'down', 'not_configured']);

/** Liveness and dependencies, for load balancers and docker-compose health checks. */
export async function healthPlugin(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: {
        response: {
          '2xx': z.object({
            status: z.enum(['ok', 'degraded']),
            database: serviceState,
            database_kind: z.enum(['postgres', 'pglite']),
            redis: serviceState,
            jobs: z.enum(['bullmq', 'in-process']),
          }),
        },
      },
    },
    async (_request, reply) => {
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
      return reply.status(healthy ? 200 : 503).send({
        status: healthy ? 'ok' : 'degraded',
        database,
        database_kind: app.database.kind,
        redis,
        jobs: app.jobs.kind,
      });
    },
  );
}
