import { authEndpoints as endpoints } from '@app/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { SignInProviders } from '../../config.ts';
import { serve } from '../../lib/contract-routes.ts';
import { FORM_LIMITS } from '../../plugins/rate-limits.ts';
import type { IssueToken } from './account-routes.ts';
import {
  createIdTokenVerifier,
  displayNameFrom,
  type IdTokenVerifier,
  type SignInProvider,
  signInNotConfigured,
} from './provider-sign-in.ts';
import { memberForProviderSignIn, toUserResponse } from './service.ts';

/** Google and Apple sign-in: an unset provider's route answers 404. */
export function providerSignInRoutes(app: FastifyInstance, issueToken: IssueToken, signIn: SignInProviders) {
  const verifiers: Record<SignInProvider, IdTokenVerifier | null> = {
    google: signIn.google ? createIdTokenVerifier('google', signIn.google) : null,
    apple: signIn.apple ? createIdTokenVerifier('apple', signIn.apple) : null,
  };

  /** Checks the provider's token and answers a session for the member it names, like a login. */
  async function signInWith(
    provider: SignInProvider,
    token: string,
    log: FastifyBaseLogger,
    displayName: (identity: { name: string | null }) => string | null,
  ) {
    const verify = verifiers[provider];
    if (!verify) throw signInNotConfigured(provider);
    const identity = await verify(token, log);
    const user = await memberForProviderSignIn(app.db, {
      provider,
      identity,
      displayName: displayName(identity),
    });
    return { token: issueToken(user.id), user: toUserResponse(user) };
  }

  // Both providers share one budget per address, as generous as the login form's.
  const limited = { preHandler: app.limitPerAddress('provider-sign-in', FORM_LIMITS.providerSignIn) };

  serve(
    app,
    endpoints.google,
    (request) =>
      signInWith('google', request.body.idToken, request.log, (identity) => displayNameFrom(identity.name)),
    limited,
  );

  serve(
    app,
    endpoints.apple,
    (request) => {
      // Apple puts no name in its token; the page passes the one Apple gave it on the first sign-in.
      const name = request.body.user?.name;
      return signInWith('apple', request.body.identityToken, request.log, () =>
        displayNameFrom(name?.firstName, name?.lastName),
      );
    },
    limited,
  );
}
