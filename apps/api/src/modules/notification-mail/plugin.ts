import { cardNotificationEndpoints as endpoints } from '@app/contracts';
import { invalid } from '@app/platform';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serve } from '../../lib/contract-routes.ts';
import { emailUnsubscribeKey, isValidEmailToken, turnEmailOff } from './preferences.ts';

const MESSAGES = {
  invalidLink: 'Invalid unsubscribe link. Please check your email and try again.',
  digest: "You won't get the daily email any more.",
  deadline: "You won't get emails before a turn runs out any more.",
  prices: "You won't be told of price drops on your wishlist any more.",
} as const;

export interface NotificationMailOptions {
  jwtSecret: string;
}

/** The one-click unsubscribe (RFC 8058) of the members' emails, one kind at a time. */
export const notificationMailPlugin = fp(
  async (app: FastifyInstance, options: NotificationMailOptions) => {
    const key = emailUnsubscribeKey(options.jwtSecret);
    // A mail client's one-click unsubscribe posts a form whose body says nothing: it is read and dropped.
    await app.register(async (oneClick) => {
      oneClick.addContentTypeParser(
        ['application/x-www-form-urlencoded', 'multipart/form-data'],
        { parseAs: 'string', bodyLimit: 1024 },
        (_request, _body, done) => done(null, undefined),
      );
      serve(oneClick, endpoints.emailOneClick, async (request) => {
        const { user, kind, token } = request.query;
        if (!user || !kind || !token || !isValidEmailToken(key, user, kind, token)) {
          throw invalid(MESSAGES.invalidLink);
        }
        await turnEmailOff(app.db, user, kind);
        return { ok: true as const, message: MESSAGES[kind] };
      });
    });
  },
  { name: 'notification-mail', dependencies: ['auth'] },
);
