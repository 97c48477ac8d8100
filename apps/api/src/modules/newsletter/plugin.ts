import { body, requiredText } from '@app/contracts';
import { invalid } from '@app/platform';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FORM_LIMITS } from '../../plugins/rate-limits.ts';
import { subscribeToNewsletter, unsubscribeFromNewsletter } from './service.ts';
import { isValidUnsubscribeToken, unsubscribeKey } from './unsubscribe-token.ts';
import { queueWelcomeInBackground } from './welcome-email.ts';

/** Texts from product spec 1 §8. */
export const NEWSLETTER_MESSAGES = {
  subscribed: "You're in! Check your email for fresh drops.",
  invalidLink: 'Invalid unsubscribe link. Please check your email and try again.',
  unsubscribed: 'You have been successfully unsubscribed from our newsletter.',
} as const;

const subscribeBody = body({
  email: requiredText('Email', { max: 254 }).pipe(z.email('Please enter a valid email address')),
});

// Anything missing, mistyped or oversized is simply an invalid link (one message, product spec 1 §8).
const linkPart = (max: number) => z.string().trim().max(max).optional().catch(undefined);
const unsubscribeBody = body({ email: linkPart(254), token: linkPart(128) });
const oneClickQuery = z.object({ email: linkPart(254), token: linkPart(128) });

export interface NewsletterOptions {
  jwtSecret: string;
}

/** POST /api/newsletter and POST /api/unsubscribe. */
export const newsletterPlugin = fp(
  async (app: FastifyInstance, options: NewsletterOptions) => {
    const key = unsubscribeKey(options.jwtSecret);
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.post(
      '/api/newsletter',
      {
        preHandler: [app.identify, app.limitPerAddress('newsletter', FORM_LIMITS.newsletter)],
        schema: {
          body: subscribeBody,
          response: {
            200: z.object({ ok: z.literal(true), message: z.string(), points_awarded: z.boolean() }),
          },
        },
      },
      async (request) => {
        const { started, pointsAwarded } = await subscribeToNewsletter(
          app.db,
          request.body.email,
          request.member?.id,
        );
        if (started) queueWelcomeInBackground(app.jobs, started, request.log);
        return { ok: true as const, message: NEWSLETTER_MESSAGES.subscribed, points_awarded: pointsAwarded };
      },
    );

    const unsubscribed = z.object({ ok: z.literal(true), message: z.string() });
    async function unsubscribe({ email, token }: { email?: string | undefined; token?: string | undefined }) {
      if (!email || !token || !isValidUnsubscribeToken(key, email, token)) {
        throw invalid(NEWSLETTER_MESSAGES.invalidLink);
      }
      await unsubscribeFromNewsletter(app.db, email);
      return { ok: true as const, message: NEWSLETTER_MESSAGES.unsubscribed };
    }

    routes.post(
      '/api/unsubscribe',
      { schema: { body: unsubscribeBody, response: { 200: unsubscribed } } },
      async (request) => unsubscribe(request.body),
    );

    // RFC 8058: a mail client's own Unsubscribe button posts `List-Unsubscribe=One-Click` as a form to
    // the List-Unsubscribe URL; the address and token are in that URL, and the body says nothing more.
    await app.register(async (oneClick) => {
      oneClick.addContentTypeParser(
        ['application/x-www-form-urlencoded', 'multipart/form-data'],
        { parseAs: 'string', bodyLimit: 1024 },
        (_request, _body, done) => done(null, undefined),
      );
      oneClick
        .withTypeProvider<ZodTypeProvider>()
        .post(
          '/api/unsubscribe/one-click',
          { schema: { querystring: oneClickQuery, response: { 200: unsubscribed } } },
          async (request) => unsubscribe(request.query),
        );
    });
  },
  { name: 'newsletter', dependencies: ['auth', 'rate-limits'] },
);
