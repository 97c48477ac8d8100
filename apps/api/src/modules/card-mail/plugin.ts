import { cardNotificationEndpoints as endpoints } from '@app/contracts';
import { invalid } from '@app/platform';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serve } from '../../lib/contract-routes.ts';
import { cardEmailKey, isValidCardEmailToken, turnEmailOff } from './preferences.ts';

const MESSAGES = {
  invalidLink: 'Invalid unsubscribe link. Please check your email and try again.',
  digest: "You won't get the daily email of games waiting on your move any more.",
  deadline: "You won't get emails before a turn runs out any more.",
} as const;

export interface CardMailOptions {
  jwtSecret: string;
}

/** The card battle's emails' one-click unsubscribe (RFC 8058), one kind of email at a time. */
export const cardMailPlugin = fp(
  async (app: FastifyInstance, options: CardMailOptions) => {
    const key = cardEmailKey(options.jwtSecret);
    // A mail client's one-click unsubscribe posts a form whose body says nothing: it is read and dropped.
    await app.register(async (oneClick) => {
      oneClick.addContentTypeParser(
        ['application/x-www-form-urlencoded', 'multipart/form-data'],
        { parseAs: 'string', bodyLimit: 1024 },
        (_request, _body, done) => done(null, undefined),
      );
      serve(oneClick, endpoints.emailOneClick, async (request) => {
        const { user, kind, token } = request.query;
        if (!user || !kind || !token || !isValidCardEmailToken(key, user, kind, token)) {
          throw invalid(MESSAGES.invalidLink);
        }
        await turnEmailOff(app.db, user, kind);
        return { ok: true as const, message: MESSAGES[kind] };
      });
    });
  },
  { name: 'card-mail', dependencies: ['auth'] },
);
