import { authEndpoints as endpoints } from '@app/contracts';
import { unauthenticated } from '@app/platform';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/contract-routes.ts';
import { FORM_LIMITS, tooManyRequests } from '../../plugins/rate-limits.ts';
import { queueWelcomeInBackground } from '../newsletter/index.ts';
import { createLoginLimiter } from './login-limiter.ts';
import { checkCredentials, registerMember, revokeToken, toUserResponse } from './service.ts';

/** Signs a fresh token for the member: every login gets its own id, so logout can end exactly that one. */
export type IssueToken = (userId: number) => string;

/** Registration, login with a password, and logout. */
export function accountRoutes(app: FastifyInstance, issueToken: IssueToken) {
  serve(
    app,
    endpoints.register,
    async (request, reply) => {
      const input = request.body;
      const { user, newsletterSubscribed, welcome } = await registerMember(app.db, {
        username: input.username,
        email: input.email,
        password: input.password,
        subscribeNewsletter: input.subscribe_newsletter,
      });
      // Queued after the commit, like a subscription through the newsletter form, without waiting.
      if (welcome) queueWelcomeInBackground(app.jobs, welcome, request.log);
      return reply.status(201).send({
        token: issueToken(user.id),
        user: toUserResponse(user),
        newsletter_subscribed: newsletterSubscribed,
      });
    },
    { preHandler: app.limitPerAddress('register', FORM_LIMITS.register) },
  );

  const limiter = createLoginLimiter(app.rateLimiter);
  serve(
    app,
    endpoints.login,
    async (request, reply) => {
      const { username, password } = request.body;
      const attempt = await limiter.attempt(username, request.ip);
      if ('retryAfterMs' in attempt) throw tooManyRequests(reply, 'login attempts', attempt.retryAfterMs);
      const user = await checkCredentials(app.db, username, password);
      if (!user) throw unauthenticated('Invalid username or password');
      await attempt.succeeded();
      return { token: issueToken(user.id), user: toUserResponse(user) };
    },
    { preHandler: app.limitPerAddress('login', FORM_LIMITS.login) },
  );

  serve(app, endpoints.logout, async (request) => {
    await revokeToken(app.db, {
      jti: request.user.jti,
      userId: Number(request.user.sub),
      expiresAt: new Date(request.user.exp * 1000),
    });
    // The game connections this login opened close now, on every game server.
    await app.sessions.ended(request.user.jti);
    return { ok: true as const };
  });
}
