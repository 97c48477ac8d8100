import { useEffect } from 'react';
import { NavLink } from 'react-router-dom';
import { BellIcon } from '@/components/ui/icons';
import { useAuthStore } from '@/features/auth';
import { POLL_MS, useUnreadStore } from './unread-store';

/** The header's bell: the unread count, asked for at login, each minute, and when the tab comes back. */
export function NotificationBell() {
  const token = useAuthStore((state) => state.token);
  const count = useUnreadStore((state) => state.count);

  useEffect(() => {
    const store = useUnreadStore.getState();
    if (!token) {
      store.clear();
      return;
    }
    void store.refresh();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void useUnreadStore.getState().refresh();
    }, POLL_MS);
    const onVisible = () => {
      const { askedAt, refresh } = useUnreadStore.getState();
      if (document.visibilityState === 'visible' && Date.now() - askedAt >= POLL_MS) void refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [token]);

  const unread = count ?? 0;
  return (
    <NavLink
      to="/notifications"
      className="icon-button notification-bell"
      aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
      title="Notifications"
    >
      <BellIcon />
      {unread > 0 ? (
        <span className="count-badge notification-bell__count" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </NavLink>
  );
}
