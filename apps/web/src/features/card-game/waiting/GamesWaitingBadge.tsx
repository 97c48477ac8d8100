import { useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useAuthStore } from '@/features/auth';
import { LOBBY_PATH } from '../shared';
import { fetchGamesWaiting } from './api';

/** How often the badge asks while the tab is shown (as the bell: at most once a minute). */
const POLL_MS = 60_000;

/**
 * The header's badge: how many of the member's async games wait on their move, a link to the lobby. Asked at
 * login, on each page change, each minute while the tab is shown and when it comes back; drawn only once
 * known and above zero (so the server's page and the first render agree: nothing).
 */
export function GamesWaitingBadge() {
  const token = useAuthStore((state) => state.token);
  const { pathname } = useLocation();
  const [waiting, setWaiting] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each page change asks again (a move was just made)
  useEffect(() => {
    if (!token) {
      setWaiting(0);
      return;
    }
    let current = true;
    const ask = () => {
      if (document.visibilityState !== 'visible') return;
      fetchGamesWaiting()
        .then((answer) => {
          if (current) setWaiting(answer.waiting);
        })
        // A hint, not a page: a failed ask keeps the last count and the next one tries again.
        .catch(() => {});
    };
    ask();
    const timer = setInterval(ask, POLL_MS);
    document.addEventListener('visibilitychange', ask);
    return () => {
      current = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', ask);
    };
  }, [token, pathname]);

  if (!token || waiting === 0) return null;
  const label = `${waiting} ${waiting === 1 ? 'game waits' : 'games wait'} on your move`;
  return (
    <NavLink to={LOBBY_PATH} className="icon-button games-waiting" aria-label={label} title={label}>
      <span aria-hidden="true">🃏</span>
      <span className="count-badge games-waiting__count" aria-hidden="true">
        {waiting > 9 ? '9+' : waiting}
      </span>
    </NavLink>
  );
}
