import { authEndpoints, type InputOf, profilesEndpoints, siteConfigEndpoints } from '@app/contracts';
import { api } from '@/lib/api-client';
import type { AppleUser } from './provider-sdks';

type LoginInput = InputOf<typeof authEndpoints.login>['body'];
type RegisterInput = InputOf<typeof authEndpoints.register>['body'];

export const loginRequest = (input: LoginInput) => api(authEndpoints.login, { body: input });

export const registerRequest = (input: RegisterInput) => api(authEndpoints.register, { body: input });

export const fetchOwnProfile = (signal?: AbortSignal) => api(profilesEndpoints.own, { signal });

/** Ends the session `token` opened on the server. */
export const logoutRequest = (token: string) => api(authEndpoints.logout, { token });

/** `GET /api/config`: which sign-in providers are set up (their public client ids). */
export const fetchSignInProviders = async (signal?: AbortSignal) => {
  const config = await api(siteConfigEndpoints.config, { token: null, signal });
  return { google: config.google_client_id, apple: config.apple_client_id };
};

export const googleSignInRequest = (idToken: string) =>
  api(authEndpoints.google, { body: { idToken }, token: null });

export const appleSignInRequest = (identityToken: string, user: AppleUser | undefined) =>
  api(authEndpoints.apple, { body: { identityToken, ...(user ? { user } : {}) }, token: null });
