import { Link } from 'react-router-dom';
import { Logo } from '@/components/layout/Logo';
import { onDemand } from '@/components/ui/OnDemand';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth';
import { LOBBY_PATH } from '@/features/card-game';

// The bell's code is the member's part of the bar (MemberActions' chunk): a visitor's board never loads it.
const NotificationBell = onDemand(async () => (await import('./MemberActions')).NotificationBell);

/** The match board's bar: the logo, the way back to the lobby and, for a member, the bell. */
export function CompactHeader() {
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  return (
    <header className="site-header site-header--compact">
      <div className="site-header__bar">
        <Logo />
        <Link to={LOBBY_PATH} className="btn btn--ghost btn--sm site-header__lobby">
          <span aria-hidden="true">←</span> Lobby
        </Link>
        <div className="site-header__actions">{isLoggedIn ? <NotificationBell /> : null}</div>
      </div>
    </header>
  );
}
