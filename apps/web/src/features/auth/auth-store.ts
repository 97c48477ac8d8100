import { authEndpoints } from '@app/contracts';
import { create } from 'zustand';
import { api, setTokenGetter } from '@/lib/api-client';
import { emitAppEvent, type LogoutReason } from '@/lib/events';
import type { User } from '@/types/api';
import { clearSession, readSession, writeSession, writeUser } from './session-storage';

/** `is_admin` true or 1 means admin (product spec 1 §3). */
export function isAdminUser(user: User | null | undefined): boolean {
  return user?.is_admin === true || user?.is_admin === 1;
}

export interface AuthState {
  token: string | null;
  user: User | null;
  isAdmin: boolean;
  /** Stores token and user, fires `auth:login`. */
  login: (token: string, user: User) => void;
  /**
   * Clears token and user, fires `auth:logout` (the app shell then goes to /login) and tells the
   * server with `POST /api/auth/logout`; server errors are ignored.
   */
  logout: () => Promise<void>;
  /** Forgets a session the server no longer accepts, without calling the server. */
  expire: () => void;
  /** Replaces the stored user (e.g. after a profile refresh). */
  setUser: (user: User) => void;
  /** Re-reads localStorage (another tab or another part of the app changed it). */
  syncFromStorage: () => void;
}

const loggedOut = { token: null, user: null, isAdmin: false };

export const useAuthStore = create<AuthState>()((set, get) => {
  const initial = readSession();

  const forget = (reason: LogoutReason) => {
    clearSession();
    set(loggedOut);
    emitAppEvent('auth:logout', { reason });
  };

  return {
    ...initial,
    isAdmin: isAdminUser(initial.user),

    login: (token, user) => {
      writeSession(token, user);
      set({ token, user, isAdmin: isAdminUser(user) });
      emitAppEvent('auth:login', { user });
    },

    logout: async () => {
      const { token } = get();
      const request = token ? api(authEndpoints.logout, { token }) : undefined;
      forget('user');
      await request?.catch(() => undefined);
    },

    expire: () => {
      if (get().token) forget('expired');
    },

    setUser: (user) => {
      if (!get().token) return;
      writeUser(user);
      set({ user, isAdmin: isAdminUser(user) });
    },

    syncFromStorage: () => {
      const next = readSession();
      const current = get();
      if (next.token === current.token && JSON.stringify(next.user) === JSON.stringify(current.user)) return;
      set({ ...next, isAdmin: isAdminUser(next.user) });
    },
  };
});

setTokenGetter(() => useAuthStore.getState().token);

export const selectIsLoggedIn = (state: AuthState) => Boolean(state.token && state.user);
