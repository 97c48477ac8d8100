import { notificationsEndpoints as endpoints } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serve, signedIn } from '../../lib/contract-routes.ts';
import { listNotifications, markNotificationsRead, unreadCount } from './service.ts';

/** A member's forum notifications: the list, the bell's unread count, marking read. */
export const notificationsPlugin = fp(
  async (app: FastifyInstance) => {
    serve(app, endpoints.list, (request) => listNotifications(app.db, signedIn(request).id, request.query));

    serve(app, endpoints.unreadCount, async (request) => ({
      unread_count: await unreadCount(app.db, signedIn(request).id),
    }));

    serve(app, endpoints.markRead, async (request) => ({
      unread_count: await markNotificationsRead(app.db, signedIn(request).id, request.body.ids),
    }));
  },
  { name: 'notifications', dependencies: ['auth'] },
);
