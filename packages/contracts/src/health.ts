import { z } from 'zod';
import { endpoint } from './endpoint.ts';

const serviceState = z.enum(['up', 'down', 'not_configured']);
const healthStatus = z.object({ status: z.enum(['ok', 'degraded']) });

/**
 * `GET /health`: `ok` or `degraded`; which database, Redis and job back end run is told to an admin's
 * token only.
 */
export const healthAnswer = z.union([
  healthStatus.extend({
    database: serviceState,
    database_kind: z.enum(['postgres', 'pglite']),
    redis: serviceState,
    jobs: z.enum(['bullmq', 'in-process']),
  }),
  healthStatus,
]);

export const healthEndpoints = {
  health: endpoint({
    method: 'GET',
    path: '/health',
    auth: 'optional',
    tag: 'health',
    summary: 'Liveness and dependencies: 200 ok, or 503 degraded (details for admins)',
    answers: { 200: healthAnswer, 503: healthAnswer },
  }),
};
