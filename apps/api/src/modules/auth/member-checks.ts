import { SESSION_ENDED_MESSAGE } from '@app/contracts';
import { findMemberForToken, forbidden, type Member, type TokenClaims, unauthenticated } from '@app/platform';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Decorates the app with the checks every route's `auth` runs: `authenticate` (a member), `requireAdmin`
 * (an admin) and `identify` (a member if a token is sent).
 */
export function decorateMemberChecks(app: FastifyInstance) {
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
}

/**
 * An admin route's check with its own words for a visitor (the admin catalogue's actions answer 'Please log in
 * first', product spec 2 §6): 401 with `loggedOut` without a token, then `requireAdmin` as every admin route.
 */
export const requireAdminSaying =
  (app: FastifyInstance, loggedOut: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.headers.authorization) throw unauthenticated(loggedOut);
    await app.requireAdmin(request, reply);
  };
