import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { STORAGE_KEYS } from '@/config/site';
import { ApiError } from '@/lib/api-error';
import { onAppEvent } from '@/lib/events';
import { useAuthStore } from './auth-store';

/**
 * Keeps the auth state in step with the rest of the app (mounted once, in the layout route):
 * - re-reads storage on `auth:login` / `auth:logout` and on storage changes from other tabs;
 * - goes to /login after a user-initiated logout;
 * - refreshes the stored user from `GET /api/auth/profile` once per page load, and forgets a
 *   session the server answers with 401.
 */
export function useAuthSync(): void {
  const navigate = useNavigate();

  useEffect(() => {
    const sync = () => useAuthStore.getState().syncFromStorage();
    const offLogin = onAppEvent('auth:login', sync);
    const offLogout = onAppEvent('auth:logout', ({ reason }) => {
      sync();
      if (reason === 'user') navigate('/login');
    });
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.user) sync();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      offLogin();
      offLogout();
      window.removeEventListener('storage', onStorage);
    };
  }, [navigate]);

  useEffect(() => {
    const token = useAuthStore.getState().token;
    if (!token) return;
    const controller = new AbortController();
    const stillSameSession = () => useAuthStore.getState().token === token;
    // The API's code loads for a member only (a visitor's pages never ask).
    import('./api')
      .then(({ fetchOwnProfile }) => fetchOwnProfile(controller.signal))
      .then((profile) => {
        const current = useAuthStore.getState().user;
        if (profile?.user && current && stillSameSession()) {
          useAuthStore.getState().setUser({ ...current, ...profile.user });
        }
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 401 && stillSameSession()) {
          useAuthStore.getState().expire();
        }
      });
    return () => controller.abort();
  }, []);
}
