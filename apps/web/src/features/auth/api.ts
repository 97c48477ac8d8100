import { authAnswer, ownProfileAnswer, registerAnswer } from '@app/contracts';
import { api } from '@/lib/api-client';

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
