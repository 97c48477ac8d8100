import { STORAGE_KEYS } from '@/config/site';
import { browserStorage } from '@/lib/browser-storage';
import type { User } from '@/types/api';

export interface StoredSession {
  token: string | null;
  user: User | null;
}

function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (typeof user.id === 'number' || typeof user.id === 'string') && typeof user.username === 'string';
}

/** Reads `token` and `user`; a session is only kept when both are present and the user parses. */
export function readSession(): StoredSession {
  const store = browserStorage();
  if (!store) return { token: null, user: null };
  const token = store.getItem(STORAGE_KEYS.token);
  const rawUser = store.getItem(STORAGE_KEYS.user);
  if (!token || !rawUser) return { token: null, user: null };
  try {
    const user: unknown = JSON.parse(rawUser);
    return isUser(user) ? { token, user } : { token: null, user: null };
  } catch {
    return { token: null, user: null };
  }
}

export function writeSession(token: string, user: User): void {
  const store = browserStorage();
  store?.setItem(STORAGE_KEYS.token, token);
  store?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

export function writeUser(user: User): void {
  browserStorage()?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

export function clearSession(): void {
  const store = browserStorage();
  store?.removeItem(STORAGE_KEYS.token);
  store?.removeItem(STORAGE_KEYS.user);
}
