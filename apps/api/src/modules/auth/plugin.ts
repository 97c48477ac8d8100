import { randomUUID } from 'node:crypto';
import { JWT_ALGORITHM, type Member, REQUIRED_CLAIMS, type TokenClaims } from '@app/platform';
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SignInProviders } from '../../config.ts';
import { accountRoutes } from './account-routes.ts';
import { decorateMemberChecks } from './member-checks.ts';
import { providerSignInRoutes } from './provider-routes.ts';

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

/** Sessions (JWTs) and the checks of who calls; registration, login, Google and Apple sign-in, logout. */
export const authPlugin = fp(
  async (app: FastifyInstance, options: AuthOptions) => {
    await app.register(fastifyJwt, {
      secret: options.jwtSecret,
      sign: { algorithm: JWT_ALGORITHM, expiresIn: options.jwtExpiresIn },
      // A token without an expiry (or a member, or a login id) is refused whatever its signature.
      verify: { algorithms: [JWT_ALGORITHM], requiredClaims: REQUIRED_CLAIMS },
    });
    decorateMemberChecks(app);

    const issueToken = (userId: number) => app.jwt.sign({ sub: String(userId), jti: randomUUID() });
    accountRoutes(app, issueToken);
    providerSignInRoutes(app, issueToken, options.signIn);
  },
  { name: 'auth', dependencies: ['infrastructure', 'rate-limits'] },
);
