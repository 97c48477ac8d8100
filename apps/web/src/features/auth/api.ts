import { api } from '@/lib/api-client';
import type { AuthResponse, OwnProfileResponse, RegisterResponse } from '@/types/api';

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

export const loginRequest = (input: LoginInput) => api.post<Partial<AuthResponse>>('/api/auth/login', input);

export const registerRequest = (input: RegisterInput) =>
  api.post<RegisterResponse>('/api/auth/register', input);

export const fetchOwnProfile = (signal?: AbortSignal) =>
  api.get<OwnProfileResponse>('/api/auth/profile', signal ? { signal } : {});
