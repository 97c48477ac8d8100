import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from '@/components/layout/Logo';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth';
import { LOBBY_PATH } from '@/features/card-game';

const NotificationBell = lazy(async () => ({ default: (await import('./MemberActions')).NotificationBell }));

/** The match board's bar: the logo, the way back to the lobby and, for a member, the bell. */
export default function CompactHeader() {
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  return (
    <header className="site-header site-header--compact">
      <div className="site-header__bar">
        <Logo />
        <Link to={LOBBY_PATH} className="btn btn--ghost btn--sm site-header__lobby">
          <span aria-hidden="true">←</span> Lobby
        </Link>
        <div className="site-header__actions">
          {isLoggedIn ? (
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
          ) : null}
        </div>
      </div>
    </header>
  );
}
