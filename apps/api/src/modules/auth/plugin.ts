import { randomUUID } from 'node:crypto';
import {
  authAnswer,
  errorBody,
  ownProfileAnswer,
  registerAnswer,
  SESSION_ENDED_MESSAGE,
} from '@app/contracts';
import {
  findMemberForToken,
  forbidden,
  JWT_ALGORITHM,
  type Member,
  type TokenClaims,
  unauthenticated,
} from '@app/platform';
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SignInProviders } from '../../config.ts';
import { FORM_LIMITS, tooManyRequests } from '../../plugins/rate-limits.ts';
import { queueWelcomeInBackground } from '../newsletter/index.ts';
import { createLoginLimiter } from './login-limiter.ts';
import {
  createIdTokenVerifier,
  displayNameFrom,
  type IdTokenVerifier,
  type SignInProvider,
  signInNotConfigured,
} from './provider-sign-in.ts';
import { appleSignInBody, googleSignInBody, loginBody, registerBody } from './schemas.ts';
import {
  checkCredentials,
  findUser,
  loadOwnProfile,
  memberForProviderSignIn,
  registerMember,
  revokeToken,
  toUserResponse,
} from './service.ts';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: Pick<TokenClaims, 'sub' | 'jti'>;
    user: TokenClaims;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 401 unless a valid, unrevoked token names an existing member. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /**
     * onRequest hook of every admin route (before its input is validated, so a stranger learns nothing): 401 'Not authenticated' without a token, 403 'Admin access required'
     * unless the member is an admin (checked in the database); the admin pages' own words (product spec 2).
     */
    requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** preHandler: sets request.member when a valid token is sent, and carries on without one. */
    identify(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    member: Member | null;
  }
}

export interface AuthOptions {
  jwtSecret: string;
  jwtExpiresIn: string;
  /** Google and Apple sign-in; an unset provider's route answers 404. */
  signIn: SignInProviders;
}

export const authPlugin = fp(
  async (app: FastifyInstance, options: AuthOptions) => {
    await app.register(fastifyJwt, {
      secret: options.jwtSecret,
      sign: { algorithm: JWT_ALGORITHM, expiresIn: options.jwtExpiresIn },
      verify: { algorithms: [JWT_ALGORITHM] },
    });
    app.decorateRequest('member', null);

    async function resolveMember(request: FastifyRequest): Promise<Member> {
      if (!request.headers.authorization) throw unauthenticated('Please log in first');
      let claims: TokenClaims;
      try {
        claims = await request.jwtVerify<TokenClaims>();
      } catch (error) {
        const expired = (error as { code?: string }).code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED';
        throw unauthenticated(expired ? 'Your session has expired. Please log in again.' : 'Invalid token');
      }
      const member = await findMemberForToken(app.database, claims);
      if (!member) throw unauthenticated(SESSION_ENDED_MESSAGE);
      return member;
    }

    app.decorate('authenticate', async (request: FastifyRequest) => {
      request.member = await resolveMember(request);
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      if (!request.headers.authorization) throw unauthenticated('Not authenticated');
      request.member = await resolveMember(request);
      if (!request.member.isAdmin) throw forbidden('Admin access required');
    });
    app.decorate('identify', async (request: FastifyRequest) => {
      if (!request.headers.authorization) return;
      request.member = await resolveMember(request).catch(() => null);
    });

    // Every login gets a fresh token with its own id, so logout can end exactly that one.
    const issueToken = (userId: number) => app.jwt.sign({ sub: String(userId), jti: randomUUID() });
    const limiter = createLoginLimiter(app.rateLimiter);
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.post(
      '/api/auth/register',
      {
        preHandler: app.limitPerAddress('register', FORM_LIMITS.register),
        schema: {
          body: registerBody,
          response: {
            201: registerAnswer,
            '4xx': errorBody,
          },
        },
      },
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
    );

    routes.post(
      '/api/auth/login',
      {
        preHandler: app.limitPerAddress('login', FORM_LIMITS.login),
        schema: { body: loginBody, response: { 200: authAnswer, '4xx': errorBody } },
      },
      async (request, reply) => {
        const { username, password } = request.body;
        const attempt = await limiter.attempt(username, request.ip);
        if ('retryAfterMs' in attempt) throw tooManyRequests(reply, 'login attempts', attempt.retryAfterMs);
        const user = await checkCredentials(app.db, username, password);
        if (!user) throw unauthenticated('Invalid username or password');
        await attempt.succeeded();
        return { token: issueToken(user.id), user: toUserResponse(user) };
      },
    );

    const verifiers: Record<SignInProvider, IdTokenVerifier | null> = {
      google: options.signIn.google ? createIdTokenVerifier('google', options.signIn.google) : null,
      apple: options.signIn.apple ? createIdTokenVerifier('apple', options.signIn.apple) : null,
    };
    // Both providers share one budget per address, as generous as the login form's.
    const limitProviderSignIn = app.limitPerAddress('provider-sign-in', FORM_LIMITS.providerSignIn);

    /** Checks the provider's token and answers a session for the member it names, like a login. */
    async function signInWith(
      provider: SignInProvider,
      token: string,
      request: FastifyRequest,
      displayName: (identity: { name: string | null }) => string | null,
    ) {
      const verify = verifiers[provider];
      if (!verify) throw signInNotConfigured(provider);
      const identity = await verify(token, request.log);
      const user = await memberForProviderSignIn(app.db, {
        provider,
        identity,
        displayName: displayName(identity),
      });
      return { token: issueToken(user.id), user: toUserResponse(user) };
    }

    routes.post(
      '/api/auth/google',
      {
        preHandler: limitProviderSignIn,
        schema: { body: googleSignInBody, response: { 200: authAnswer, '4xx': errorBody } },
      },
      async (request) =>
        signInWith('google', request.body.idToken, request, (identity) => displayNameFrom(identity.name)),
    );

    routes.post(
      '/api/auth/apple',
      {
        preHandler: limitProviderSignIn,
        schema: { body: appleSignInBody, response: { 200: authAnswer, '4xx': errorBody } },
      },
      async (request) => {
        // Apple puts no name in its token; the page passes the one Apple gave it on the first sign-in.
        const name = request.body.user?.name;
        return signInWith('apple', request.body.identityToken, request, () =>
          displayNameFrom(name?.firstName, name?.lastName),
        );
      },
    );

    routes.post(
      '/api/auth/logout',
      { preHandler: app.authenticate, schema: { response: { 200: z.object({ ok: z.literal(true) }) } } },
      async (request) => {
        await revokeToken(app.db, {
          jti: request.user.jti,
          userId: Number(request.user.sub),
          expiresAt: new Date(request.user.exp * 1000),
        });
        // The game connections this login opened close now, on every game server.
        await app.sessions.ended(request.user.jti);
        return { ok: true as const };
      },
    );

    routes.get(
      '/api/auth/profile',
      {
        preHandler: app.authenticate,
        schema: {
          response: {
            200: ownProfileAnswer,
          },
        },
      },
      async (request) => {
        const user = await findUser(app.db, (request.member as Member).id);
        if (!user) throw unauthenticated(SESSION_ENDED_MESSAGE);
        return loadOwnProfile(app.db, user);
      },
    );
  },
  { name: 'auth', dependencies: ['infrastructure', 'rate-limits'] },
);
