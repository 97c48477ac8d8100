import { markNotificationsReadBody, notificationsAnswer, queryInt, unreadCountAnswer } from '@app/contracts';
import type { Member } from '@app/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listNotifications, markNotificationsRead, unreadCount } from './service.ts';

const memberId = (request: FastifyRequest) => (request.member as Member).id;

const listQuery = z.object({
  limit: queryInt('limit', { min: 1, max: 50, fallback: 20 }),
  before: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: 'before must be a notification id' })
      .int('before must be a notification id')
      .positive('before must be a notification id')
      .optional(),
  ),
});

/** A member's forum notifications: the list, the bell's unread count, marking read. */
export const notificationsPlugin = fp(
  async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get(
      '/api/notifications',
      {
        preHandler: app.authenticate,
        schema: { querystring: listQuery, response: { 200: notificationsAnswer } },
      },
      async (request) => listNotifications(app.db, memberId(request), request.query),
    );

    routes.get(
      '/api/notifications/unread-count',
      { preHandler: app.authenticate, schema: { response: { 200: unreadCountAnswer } } },
      async (request) => ({ unread_count: await unreadCount(app.db, memberId(request)) }),
    );

    routes.post(
      '/api/notifications/read',
      {
        preHandler: app.authenticate,
        schema: { body: markNotificationsReadBody, response: { 200: unreadCountAnswer } },
      },
      async (request) => ({
        unread_count: await markNotificationsRead(app.db, memberId(request), request.body.ids),
      }),
    );
  },
  { name: 'notifications', dependencies: ['auth'] },
);
