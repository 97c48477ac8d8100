import { newsletterEndpoints as endpoints } from '@app/contracts';
import { invalid } from '@app/platform';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serve } from '../../lib/contract-routes.ts';
import { FORM_LIMITS } from '../../plugins/rate-limits.ts';
import { subscribeToNewsletter, unsubscribeFromNewsletter } from './service.ts';
import { isValidUnsubscribeToken, unsubscribeKey } from './unsubscribe-token.ts';
import { queueWelcomeInBackground } from './welcome-email.ts';

/** Texts from product spec 1 §8. */
const NEWSLETTER_MESSAGES = {
  subscribed: "You're in! Check your email for fresh drops.",
  invalidLink: 'Invalid unsubscribe link. Please check your email and try again.',
  unsubscribed: 'You have been successfully unsubscribed from our newsletter.',
} as const;

export interface NewsletterOptions {
  jwtSecret: string;
}

/** POST /api/newsletter, and unsubscribing from a link of its emails. */
export const newsletterPlugin = fp(
  async (app: FastifyInstance, options: NewsletterOptions) => {
    const key = unsubscribeKey(options.jwtSecret);

    serve(
      app,
      endpoints.subscribe,
      async (request) => {
        const { started, pointsAwarded } = await subscribeToNewsletter(
          app.db,
          request.body.email,
          request.member?.id,
        );
        if (started) queueWelcomeInBackground(app.jobs, started, request.log);
        return { ok: true as const, message: NEWSLETTER_MESSAGES.subscribed, points_awarded: pointsAwarded };
      },
      { preHandler: app.limitPerAddress('newsletter', FORM_LIMITS.newsletter) },
    );

    async function unsubscribe({ email, token }: { email?: string | undefined; token?: string | undefined }) {
      if (!email || !token || !isValidUnsubscribeToken(key, email, token)) {
        throw invalid(NEWSLETTER_MESSAGES.invalidLink);
      }
      await unsubscribeFromNewsletter(app.db, email);
      return { ok: true as const, message: NEWSLETTER_MESSAGES.unsubscribed };
    }

    serve(app, endpoints.unsubscribe, (request) => unsubscribe(request.body));

    // A mail client's one-click unsubscribe posts a form whose body says nothing: it is read and dropped.
    await app.register(async (oneClick) => {
      oneClick.addContentTypeParser(
        ['application/x-www-form-urlencoded', 'multipart/form-data'],
        { parseAs: 'string', bodyLimit: 1024 },
        (_request, _body, done) => done(null, undefined),
      );
      serve(oneClick, endpoints.oneClick, (request) => unsubscribe(request.query));
    });
  },
  { name: 'newsletter', dependencies: ['auth', 'rate-limits'] },
);
