import { create } from 'zustand';
import { setTokenGetter } from '@/lib/api-token';
import { emitAppEvent, type LogoutReason } from '@/lib/events';
import type { User } from '@/types/api';
import { clearSession, readSession, type StoredSession, writeSession, writeUser } from './session-storage';

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
   * Clears token and user, fires `auth:logout` (the app shell then goes to /login), runs the logout steps
   * (`beforeLogout`) and tells the server with `POST /api/auth/logout`; server errors are ignored.
   */
  logout: () => Promise<void>;
  /** Forgets a session the server no longer accepts and runs the logout steps, without ending it on the server. */
  expire: () => void;
  /** Replaces the stored user (e.g. after a profile refresh). */
  setUser: (user: User) => void;
  /** Re-reads localStorage (another tab or another part of the app changed it). */
  syncFromStorage: () => void;
}

const loggedOut = { token: null, user: null, isAdmin: false };

/** Work a member's logout does in this browser with their token, before the server ends the session. */
export type LogoutStep = (token: string) => Promise<void>;

const logoutSteps = new Set<LogoutStep>();

/** How long a logout waits for its steps before it ends the session on the server all the same. */
const LOGOUT_STEPS_MS = 5_000;

/**
 * Adds a step to every member's logout (another feature's: the push feature forgets this browser's
 * subscription, so the next member to log in here gets none of the last one's pushes). Answers its removal.
 */
export function beforeLogout(step: LogoutStep): () => void {
  logoutSteps.add(step);
  return () => logoutSteps.delete(step);
}

/** Runs every logout step with `token`; a failing or slow step does not keep the session alive. */
async function runLogoutSteps(token: string) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, LOGOUT_STEPS_MS);
  });
  const steps = [...logoutSteps].map((step) => step(token).catch(() => undefined));
  await Promise.race([Promise.all(steps), late]);
  clearTimeout(timer);
}

const sessionState = (session: StoredSession) => ({ ...session, isAdmin: isAdminUser(session.user) });

export const useAuthStore = create<AuthState>()((set, get) => {
  const forget = (reason: LogoutReason) => {
    clearSession();
    set(loggedOut);
    emitAppEvent('auth:logout', { reason });
  };

  return {
    // Logged out, as the server draws every page: see the session read just below.
    ...loggedOut,

    login: (token, user) => {
      writeSession(token, user);
      set({ token, user, isAdmin: isAdminUser(user) });
      emitAppEvent('auth:login', { user });
    },

    logout: async () => {
      const { token } = get();
      forget('user');
      if (!token) return;
      // The steps need the token the server still accepts: the server ends the session after them.
      await runLogoutSteps(token);
      // The API's code (the client, the contracts) loads at the logout: the store is on every page, from the start.
      await (await import('./api')).logoutRequest(token).catch(() => undefined);
    },

    expire: () => {
      const { token } = get();
      if (!token) return;
      forget('expired');
      // This browser is no longer the member's, as after a logout: the steps run too. The server refuses the
      // ended session's token, so what they ask of it fails, but what they do here (the push subscription
      // dropped) is done.
      void runLogoutSteps(token);
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
      set(sessionState(next));
    },
  };
});

/*
 * The stored session is read as soon as the code runs, so every request carries the token, but the store's initial
 * state stays logged out: while React adopts the page the server drew for a visitor, components read that initial
 * state (zustand's server snapshot), so the first render equals the server's HTML, and then draw the member's parts.
 */
useAuthStore.setState(sessionState(readSession()));

setTokenGetter(() => useAuthStore.getState().token);

export const selectIsLoggedIn = (state: AuthState) => Boolean(state.token && state.user);
