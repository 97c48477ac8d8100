import { authAnswer, ownProfileAnswer, registerAnswer, siteConfigAnswer } from '@app/contracts';
import { api } from '@/lib/api-client';
import type { AppleUser } from './provider-sdks';

export interface LoginInput {
  username: string;
  password: string;
}

export interface RegisterInput {
  username: string;
  email: string;
  password: string;
  confirm_password: string;
  subscribe_newsletter: boolean;
}

export const loginRequest = (input: LoginInput) => api.send('/api/auth/login', input, { schema: authAnswer });

// The spec's sign-up flow logs in with the same credentials when an answer carries no session.
const registration = registerAnswer.partial({ token: true, user: true });

export const registerRequest = (input: RegisterInput) =>
  api.send('/api/auth/register', input, { schema: registration });

export const fetchOwnProfile = (signal?: AbortSignal) =>
  api.read('/api/auth/profile', { schema: ownProfileAnswer, ...(signal ? { signal } : {}) });

/** `GET /api/config`: which sign-in providers are set up (their public client ids). */
export const fetchSignInProviders = async (signal?: AbortSignal) => {
  const config = await api.read('/api/config', {
    schema: siteConfigAnswer,
    token: null,
    ...(signal ? { signal } : {}),
  });
  return { google: config.google_client_id, apple: config.apple_client_id };
};

export const googleSignInRequest = (idToken: string) =>
  api.send('/api/auth/google', { idToken }, { schema: authAnswer, token: null });

export const appleSignInRequest = (identityToken: string, user: AppleUser | undefined) =>
  api.send(
    '/api/auth/apple',
    { identityToken, ...(user ? { user } : {}) },
    { schema: authAnswer, token: null },
  );
